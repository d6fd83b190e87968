import Foundation
import ScenarioKit
import ScenarioTestSupport
import Testing

/// Every tutorial page in both languages, laid out by headless Chromium: each text of each
/// picture measured with the browser's own fonts, so a label cut at the picture's edge or two
/// labels drawn over each other are seen as a reader would see them.
@Suite("The pictures' texts as a browser lays them out", .serialized)
struct PictureLayoutBrowserTests {
    /// Appended to a copy of the page: measures every `<text>` of every drawn picture and
    /// writes what it finds into the page, for `--dump-dom` to print.
    static let probe = """
    <script>
    (function () {
      var out = [], texts = 0;
      document.querySelectorAll('svg[viewBox]').forEach(function (svg) {
        var box = svg.viewBox.baseVal, shapes = [];
        svg.querySelectorAll('g[id] text, g[id] rect').forEach(function (shape) {
          var b = shape.getBBox();
          if (shape.tagName === 'rect') {
            var fill = shape.getAttribute('fill') || '';
            // An opaque box hides what was drawn before it.
            if (fill !== 'none' && fill.indexOf('rgba') !== 0) shapes.push({ cover: true, x: b.x, y: b.y, w: b.width, h: b.height });
            return;
          }
          if (!shape.textContent.trim()) return;
          texts++;
          if (b.x < box.x - 1 || b.y < box.y - 1 || b.x + b.width > box.x + box.width + 1 || b.y + b.height > box.y + box.height + 1)
            out.push('clipped: ' + shape.textContent + ' [' + [b.x, b.y, b.width, b.height].map(Math.round) + '] in ' + box.width + 'x' + box.height);
          shapes.push({ t: shape.textContent, x: b.x, y: b.y, w: b.width, h: b.height });
        });
        for (var i = 0; i < shapes.length; i++) {
          var a = shapes[i]; if (a.cover) continue;
          for (var j = i + 1; j < shapes.length; j++) {
            var c = shapes[j]; if (c.cover) continue;
            var x0 = Math.max(a.x, c.x), x1 = Math.min(a.x + a.w, c.x + c.w), y0 = Math.max(a.y, c.y), y1 = Math.min(a.y + a.h, c.y + c.h);
            if (!(x1 - x0 > 2 && y1 - y0 > Math.min(a.h, c.h) * 0.35)) continue;
            var hidden = false;
            for (var k = i + 1; k < j && !hidden; k++) {
              var r = shapes[k];
              hidden = r.cover && r.x <= x0 && r.y <= y0 && r.x + r.w >= x1 && r.y + r.h >= y1;
            }
            if (!hidden) out.push('overlap: ' + a.t + ' / ' + c.t);
          }
        }
      });
      var pre = document.createElement('pre'); pre.id = 'layout-probe';
      pre.textContent = 'texts=' + texts + '\\n' + out.join('\\n');
      document.body.appendChild(pre);
    })();
    </script>
    """

    /// What the probe found on `page`: how many texts it measured and each problem.
    static func measure(_ page: String) throws -> (texts: Int, problems: [String]) {
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let probed = page.replacingOccurrences(of: ".html", with: ".probe.html")
        try html.replacingOccurrences(of: "</body>", with: probe + "</body>").write(toFile: probed, atomically: true, encoding: .utf8)
        let dom = try Browser().dumpDOM(probed)
        let start = try #require(dom.range(of: "<pre id=\"layout-probe\">"), "the probe ran")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let lines = dom[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        let texts = Int(lines.first?.dropFirst("texts=".count) ?? "") ?? 0
        return (texts, Array(lines.dropFirst()))
    }

    @Test("no text of any tutorial picture is cut at the picture's edge or drawn over another, in either language", arguments: Scenario.Language.allCases)
    func textsInsideAndApart(language: Scenario.Language) throws {
        let (folder, _) = try BilingualBrowserTests.walkthrough(["Scenarios/tutorial"], language: language)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let articles = try #require(Article.articles(in: PackagePaths.scenarios + "/tutorial"))
        for (position, article) in articles.enumerated() {
            let page = folder + "/out/" + article.pageFolder(position: position) + "/index.html"
            let (texts, problems) = try Self.measure(page)
            // Not vacuous: every article's page draws pictures with many labels.
            #expect(texts > 20, "\(article.folder): \(texts) texts measured")
            #expect(problems.isEmpty, "\(article.folder) (\(language)): \(problems.count) problems, first \(problems.prefix(15))")
        }
    }

    @Test("the probe sees a text cut at the edge and two texts drawn over each other")
    func probeSeesProblems() throws {
        let folder = try freshFolder([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = folder + "/page.html"
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><g id="picture-1">\
        <text x="150" y="50" font-size="20">far too long to fit</text>\
        <text x="10" y="30" font-size="20">one</text><text x="12" y="32" font-size="20">two</text>\
        <text x="10" y="90" font-size="12">fine</text>\
        <text x="100" y="80" font-size="14">under</text><rect x="95" y="60" width="80" height="30" fill="#ccc"/><text x="102" y="82" font-size="14">card</text></g></svg>
        """
        try "<!doctype html><html><body>\(svg)</body></html>".write(toFile: page, atomically: true, encoding: .utf8)
        let (texts, problems) = try Self.measure(page)
        #expect(texts == 6)
        #expect(!problems.contains { $0.contains("under") }, "a text hidden under an opaque box is not drawn over")
        #expect(problems.contains { $0.hasPrefix("clipped: far too long to fit") })
        #expect(problems.contains("overlap: one / two"))
        #expect(!problems.contains { $0.contains("fine") })
    }
}
