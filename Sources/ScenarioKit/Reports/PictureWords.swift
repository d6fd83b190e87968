import Foundation
import ScenarioAppKit

/// The words inside a picture in the page's language. Apps and workers draw in English, the
/// one language they know; the page rewrites those fixed phrases when it assembles its figures,
/// so the wire to workers stays language-free and a page is the same for any `--jobs`.
/// Names of items, views and apps are left as the scenario spells them.
struct PictureWords {
    let language: Scenario.Language

    /// `picture` with its title and texts in the page's language.
    func translated(_ picture: Picture) -> Picture {
        guard language == .zh else { return picture }
        var copy = picture
        copy.title = Self.chinese(picture.title)
        copy.shapes = picture.shapes.map { shape in
            guard case .text(let x, let y, let words, let size, let anchor, let colour) = shape else { return shape }
            return .text(x: x, y: y, Self.chinese(words), size: size, anchor: anchor, colour: colour)
        }
        return copy
    }

    /// English fixed phrases of the pictures and their Chinese, longest first where one
    /// contains another. `#` stands for a number.
    private static let phrases: [(pattern: String, zh: String)] = [
        (#"finger (\d+) holds (\d+) items? off the picture"#, "手指 $1 拿着 $2 项（在图外）"),
        (#"finger (\d+) drags (\d+) items?: copy"#, "手指 $1 拖动 $2 项：复制"),
        (#"finger (\d+) drags (\d+) items?: move"#, "手指 $1 拖动 $2 项：移动"),
        (#"finger (\d+) drags (\d+) items?: forbidden"#, "手指 $1 拖动 $2 项：禁止"),
        (#"finger (\d+) drags (\d+) items?"#, "手指 $1 拖动 $2 项"),
        (#"(\d+) items? with no lift preview"#, "$1 项没有抬起预览"),
        (#"^no lift preview$"#, "无抬起预览"),
        (#"(\d+) items? fading out"#, "$1 项淡出"),
        (#"(\d+) items? going back"#, "$1 项返回原处"),
        (#"(\d+) items? dropped"#, "$1 项已放下"),
        (#" into a ([0-9.]+×) preview"#, "，飞入 $1 预览"),
        (#"^received (.*): "#, "已接收 $1："),
        (#"(\d+) loaded"#, "$1 项已加载"),
        (#"(\d+) failed"#, "$1 项失败"),
        (#"loading…"#, "加载中…"),
        (#"^offers "#, "提供 "),
        (#"^takes nothing$"#, "不接收任何项"),
        (#"^takes "#, "接收 "),
        (#"^gallery \((\w+)\): "#, "图库（$1）："),
        (#"^gallery: no images"#, "图库：没有图片"),
        (#"^gallery: "#, "图库："),
        (#"(\d+) images?"#, "$1 张图片"),
        (#"(\d+) placeholders?"#, "$1 个占位符"),
        (#"^trash$"#, "垃圾桶"),
        (#"^error image$"#, "错误图片"),
        (#"^aspect "#, "宽高比 "),
        (#"^board: "#, "看板："),
        (#"(\d+) sections?"#, "$1 个分区"),
        (#"section (\d+): empty"#, "分区 $1：空"),
        (#"section (\d+)"#, "分区 $1"),
        (#"^\(empty\)$"#, "（空）"),
        (#"^canvas: "#, "画布："),
        (#"(\d+) views?"#, "$1 个视图"),
        (#" shows ""#, " 显示 \""),
        (#"; "#, "；"),
    ]

    private static let expressions: [(NSRegularExpression, String)] = phrases.compactMap { entry in
        (try? NSRegularExpression(pattern: entry.pattern)).map { ($0, entry.zh) }
    }

    /// `english` with every fixed phrase in Chinese.
    static func chinese(_ english: String) -> String {
        expressions.reduce(english) { text, entry in
            entry.0.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: entry.1)
        }
    }
}
