import ScenarioKit

/// An HTML report as `show-report` serves it, read once when it starts: the scenarios the
/// page may ask to draw, its language, and the page itself with its inline style moved to
/// `/report.css` and `/report.js` added, so that it runs under the studio's policy (no inline
/// script or style): whatever a hostile report holds, only the server's own script runs.
struct ReportPage {
    /// A passing scenario the page names as drawable: its file as the report wrote it, its name.
    struct Drawable: Hashable, Sendable {
        var file: String
        var scenario: String
    }

    var served: String
    var drawable: [Drawable: String]
    var language: Scenario.Language

    init(_ report: String) {
        language = report.contains("<html lang=\"zh") ? .zh : .en
        drawable = Self.drawables(in: report)
        var page = report
        // The report's own style block, in its head, becomes a link to the same style.
        if let head = page.range(of: "</head>"), let open = page.range(of: "<style>", range: page.startIndex..<head.lowerBound),
           let close = page.range(of: "</style>", range: open.upperBound..<head.lowerBound) {
            page.replaceSubrange(open.lowerBound..<close.upperBound, with: "<link rel=\"stylesheet\" href=\"/report.css\">")
        }
        let script = "<script src=\"/report.js\"></script>\n"
        if let end = page.range(of: "</body>", options: .backwards) {
            page.insert(contentsOf: script, at: end.lowerBound)
        } else {
            page += script
        }
        served = page
    }

    /// Every `data-file="…" data-scenario="…"` pair the report writes on a passing scenario's
    /// section, with the `data-digest` after them when there is one; values unescaped. Read
    /// as bytes, once through: a 100,000-scenario page is tens of megabytes.
    static func drawables(in report: String) -> [Drawable: String] {
        let bytes = Array(report.utf8)
        let fileKey = Array(" data-file=\"".utf8), nameKey = Array(" data-scenario=\"".utf8), digestKey = Array(" data-digest=\"".utf8)
        var found: [Drawable: String] = [:]
        var position = 0
        while let start = find(fileKey, in: bytes, from: position) {
            position = start + fileKey.count
            guard let (file, afterFile) = value(in: bytes, from: position) else { break }
            position = afterFile
            guard starts(nameKey, in: bytes, at: position), let (name, afterName) = value(in: bytes, from: position + nameKey.count) else { continue }
            position = afterName
            var digest = ""
            if starts(digestKey, in: bytes, at: position), let (read, afterDigest) = value(in: bytes, from: position + digestKey.count) {
                digest = read
                position = afterDigest
            }
            found[Drawable(file: unescaped(file), scenario: unescaped(name))] = digest
        }
        return found
    }

    /// Where `needle` next occurs in `bytes` at or after `from`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = from
        while index <= bytes.count - needle.count {
            if bytes[index] == first, starts(needle, in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    private static func starts(_ needle: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index + needle.count <= bytes.count else { return false }
        for offset in needle.indices where bytes[index + offset] != needle[offset] { return false }
        return true
    }

    /// The attribute value from `from` to the next `"`, and the index past that quote.
    private static func value(in bytes: [UInt8], from: Int) -> (String, Int)? {
        guard from <= bytes.count, let end = bytes[from...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        return (String(decoding: bytes[from..<end], as: UTF8.self), end + 1)
    }

    /// An attribute's value as the report escaped it (`XMLText.escaped`), read back.
    static func unescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The report's style, and the words the script adds.
    static let css = HTMLReport.style + """

    .drawing { color: #666; font-size: 13px; } .drawing.bad, .changed { color: #b3261e; font-size: 13px; }
    figure.picture img { display: block; }

    """

    /// The served page's script: when a drawable scenario's section opens, it asks the server
    /// for its pictures and shows them as `<img>` of the engine's SVG. Every value reaches the
    /// page as text or as such an image, never as markup.
    static let script = #"""
    "use strict";
    const chinese = document.documentElement.lang.startsWith("zh");
    const words = chinese
      ? { note: "通过的场景在展开时从它的文件画出。", drawing: "正在画…", theApp: "应用", now: "现在的结果：" }
      : { note: "Each passing scenario is drawn from its file when you open it.", drawing: "drawing…", theApp: "The app", now: "now: " };

    /// A new element: its class, its text, and attributes set one by one as values, never parsed.
    function element(tag, className, text, attributes) {
      const node = document.createElement(tag);
      if (className) node.className = className;
      if (text !== undefined) node.textContent = text;
      for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, String(value));
      return node;
    }

    async function draw(section) {
      section.dataset.drawn = "drawing";
      const status = element("p", "drawing", words.drawing);
      section.appendChild(status);
      try {
        const response = await fetch("/api/pictures", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ file: section.dataset.file, scenario: section.dataset.scenario }) });
        const answer = await response.json();
        if (!response.ok) {
          status.textContent = answer.error;
          status.className = "drawing bad";
          section.dataset.drawn = "failed";
          return;
        }
        status.remove();
        if (answer.note) section.appendChild(element("p", "changed", answer.note));
        if (answer.status !== "passed") section.appendChild(element("p", "changed", words.now + answer.status + (answer.failures.length ? "\n" + answer.failures.join("\n") : "")));
        if (answer.figures.length) {
          section.appendChild(element("h3", "", words.theApp));
          const pictures = element("div", "pictures");
          for (const figure of answer.figures) {
            const node = element("figure", "picture", undefined, { "data-moment": figure.moment });
            node.appendChild(element("figcaption", "", figure.caption));
            const image = element("img", "", undefined, { alt: figure.caption, width: Math.round(figure.width), height: Math.round(figure.height) });
            image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(figure.svg);
            node.appendChild(image);
            pictures.appendChild(node);
          }
          section.appendChild(pictures);
        }
        section.dataset.drawn = "drawn";
      } catch (error) {
        status.textContent = String(error.message || error);
        status.className = "drawing bad";
        section.dataset.drawn = "failed";
      }
    }

    for (const note of document.querySelectorAll(".on-demand")) note.textContent = words.note;
    for (const section of document.querySelectorAll("details[data-file]")) {
      section.addEventListener("toggle", () => { if (section.open && !section.dataset.drawn) draw(section); });
      if (section.open && !section.dataset.drawn) draw(section);
    }

    """#
}
