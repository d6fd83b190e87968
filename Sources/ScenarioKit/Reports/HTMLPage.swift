/// The shell of the pages the reports write: one HTML file with its style inside, no script
/// and nothing fetched, so it opens offline in any browser.
enum HTMLPage {
    static func page(title: String, body: String, language: Scenario.Language) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(language.htmlTag)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escaped(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        \(body)
        </body>
        </html>

        """
    }

    /// Text as HTML holds it, in content and in quoted attributes.
    static func escaped(_ text: String) -> String { XMLText.escaped(text) }

    /// Text of several lines, each escaped, the line breaks kept.
    static func escapedLines(_ text: String) -> String { XMLText.escapedLines(text) }

    /// Latin first, then a CJK font on each system (Linux's Noto, macOS's PingFang, Windows'
    /// YaHei), so Chinese text never falls back to empty boxes.
    static let fonts = #""DejaVu Sans", Helvetica, Arial, "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif"#
    static let monospaceFonts = #""DejaVu Sans Mono", Menlo, Consolas, "Noto Sans Mono CJK SC", "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", monospace"#

    static let style = """
    body { font: 15px/1.45 \(fonts); color: #222; margin: 0 auto; padding: 16px 24px; max-width: 1200px; }
    h1 { font-size: 24px; margin: 0 0 4px; } h2 { font-size: 19px; margin: 0 0 6px; } h3 { font-size: 16px; margin: 14px 0 6px; }
    .counts { font-size: 16px; margin: 0 0 16px; } .counts .bad { color: #b3261e; font-weight: bold; } .counts .good { color: #1b6e2a; }
    .scenario { border: 1px solid #ccc; border-radius: 8px; padding: 12px 16px; margin: 0 0 16px; background: #fff; }
    .scenario.failed, .scenario.error, .scenario.crashed { border-color: #d88; background: #fffafa; }
    details.scenario > summary { cursor: pointer; font-weight: bold; }
    .status { display: inline-block; border-radius: 4px; padding: 0 6px; margin-right: 6px; font-size: 13px; color: #fff; }
    .status.passed { background: #1b6e2a; } .status.failed, .status.error, .status.crashed { background: #b3261e; }
    .where { color: #666; font-size: 13px; margin: 0 0 8px; }
    .message { font-family: \(monospaceFonts); font-size: 13px; color: #b3261e; margin: 10px 0 4px; white-space: pre-wrap; }
    pre { font: 12.5px/1.4 \(monospaceFonts); background: #f6f6f6; border-radius: 6px; padding: 8px 10px; overflow-x: auto; margin: 4px 0 8px; }
    pre .hit { background: #ffe2e0; display: inline-block; min-width: 100%; } pre .caret { color: #b3261e; }
    pre .minus { color: #b3261e; } pre .plus { color: #1b6e2a; } pre .num { color: #999; }
    .pictures { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
    figure { margin: 0; border: 1px solid #e3e3e3; border-radius: 6px; padding: 6px; background: #fff; }
    figcaption { font-size: 12.5px; color: #555; margin-bottom: 4px; max-width: 420px; }
    .diagram { overflow-x: auto; border: 1px solid #e3e3e3; border-radius: 6px; background: #fff; }
    blockquote { margin: 8px 0 12px; padding: 6px 14px; border-left: 4px solid #c9d6ea; background: #f5f8fc; color: #333; }
    .step { margin: 4px 0; } .step code { font-size: 13px; background: #eef2f7; border-radius: 4px; padding: 1px 5px; }
    .drag { border-top: 1px solid #eee; padding-top: 10px; margin-top: 10px; }
    .callbacks { font: 12px/1.35 \(monospaceFonts); margin: 2px 0 6px 18px; color: #333; white-space: pre; }
    nav ol { columns: 2; font-size: 14px; }
    """
}
