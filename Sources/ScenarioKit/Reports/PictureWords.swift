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
            return .text(x: x, y: y, Self.fitted(Self.chinese(words), within: words), size: size, anchor: anchor, colour: colour)
        }
        return copy
    }

    /// English fixed phrases of the pictures and their Chinese, longest first where one
    /// contains another; the words are the articles' own (图片库, 区间, 占位, 垃圾桶, 手指).
    private static let phrases: [(pattern: String, zh: String)] = [
        (#"finger (\d+) holds (\d+) items? off the picture"#, "手指 $1 拿着 $2 项（在图外）"),
        (#"finger (\d+) drags (\d+) items?: copy"#, "手指 $1 拖动 $2 项：复制"),
        (#"finger (\d+) drags (\d+) items?: move"#, "手指 $1 拖动 $2 项：移动"),
        (#"finger (\d+) drags (\d+) items?: forbidden"#, "手指 $1 拖动 $2 项：禁止"),
        (#"finger (\d+) drags (\d+) items?"#, "手指 $1 拖动 $2 项"),
        (#"(\d+) items? with no lift preview"#, "$1 项没有抬起预览"),
        (#"^no lift preview$"#, "无抬起预览"),
        (#"lifted as "#, "抬起预览为 "),
        (#", path ([0-9.]+×[0-9.]+)"#, "，可见路径 $1"),
        (#"^path ([0-9.]+×[0-9.]+)"#, "可见路径 $1"),
        (#", background clear"#, "，背景透明"),
        (#", background (\S+)"#, "，背景 $1"),
        (#"cell (\[\d+,\d+\]) highlighted to drop into"#, "格子 $1 高亮：放进这一格"),
        (#"a gap opens at (\[\d+,\d+\])"#, "在 $1 挤出空位"),
        (#"full-size previews"#, "全尺寸预览"),
        (#"(\d+) items? fading out"#, "$1 项淡出"),
        (#"(\d+) items? flying to its target"#, "$1 项飞向目标"),
        (#"(\d+) items? going back"#, "$1 项返回原处"),
        (#"(\d+) items? dropped"#, "$1 项已放下"),
        (#" into a ([0-9.]+×) preview"#, "，飞入 $1 预览"),
        (#"^received an item: "#, "已接收 1 项："),
        (#"^received (.*): "#, "已接收 $1："),
        (#"(\d+) loaded"#, "$1 项已加载"),
        (#"(\d+) failed"#, "$1 项失败"),
        (#"loading…"#, "加载中…"),
        (#"^offers "#, "提供 "),
        (#"^takes nothing$"#, "不接收任何项"),
        (#"^takes "#, "接收 "),
        (#"^gallery \(tutorial\): "#, "图片库（教程版）："),
        (#"^gallery \(corrected\): "#, "图片库（修正版）："),
        (#"^gallery \(before-perform-drop\): "#, "图片库（还没写 performDrop）："),
        (#"^gallery \(unbatched-move\): "#, "图片库（不用 performBatchUpdates）："),
        (#"^gallery: no images"#, "图片库：没有图片"),
        (#"^gallery: "#, "图片库："),
        (#"(\d+) images?"#, "$1 张图片"),
        (#"(\d+) placeholders?"#, "$1 个占位单元"),
        (#"scrolled to (\d+) pt"#, "滚动到 $1 点"),
        (#"(\d+) per row"#, "每行 $1 张"),
        (#"^placeholder$"#, "占位"),
        (#"^trash$"#, "垃圾桶"),
        (#"^error image$"#, "错误图片"),
        (#"^aspect "#, "宽高比 "),
        (#"^board: "#, "看板："),
        (#"(\d+) sections?"#, "$1 个区间"),
        (#"section (\d+): empty"#, "区间 $1：空"),
        (#"section (\d+)"#, "区间 $1"),
        (#"^\(empty\)$"#, "（空）"),
        (#"^canvas: "#, "画布："),
        (#"(\d+) views?"#, "$1 个视图"),
        (#" shows ""#, " 显示 \""),
        (#"^drag · drop "#, "可拖动 · 可放置 "),
        (#"^drag$"#, "可拖动"),
        (#"^drop "#, "可放置 "),
        (#"(\S) empty(?=,|;|$)"#, "$1 空"),
        (#"; "#, "；"),
    ]

    private static let expressions: [(NSRegularExpression, String)] = phrases.compactMap { entry in
        (try? NSRegularExpression(pattern: entry.pattern)).map { ($0, entry.zh) }
    }

    /// `chinese` cut with `…` where it would be wider than the English it replaces when the app
    /// had to cut that English to fit its box: a Chinese character is about an em wide, others
    /// about 0.6. English the app did not cut had room to spare, and keeps it.
    static func fitted(_ chinese: String, within english: String) -> String {
        guard chinese != english, english.hasSuffix("…") else { return chinese }
        func em(_ character: Character) -> Double {
            character.unicodeScalars.contains { $0.properties.isIdeographic || (0x3000..<0xFF60).contains($0.value) } ? 1 : 0.6
        }
        let room = max(Double(english.count) * 0.6, 1) + 0.01
        guard chinese.reduce(0, { $0 + em($1) }) > room else { return chinese }
        var kept = "", used = 0.6
        for character in chinese {
            used += em(character)
            if used > room { break }
            kept.append(character)
        }
        return kept + "…"
    }

    /// `english` with every fixed phrase in Chinese.
    static func chinese(_ english: String) -> String {
        expressions.reduce(english) { text, entry in
            entry.0.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: entry.1)
        }
    }
}
