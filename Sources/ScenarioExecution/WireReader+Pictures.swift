import Foundation
import DragDropCore
import ScenarioKit
import YAMLReader
import ScenarioAppKit

/// Reading a recording's pictures in the order `WireWriter+Pictures` writes them.
extension WireReader {
    mutating func measure() throws(WireError) -> Double {
        Double(try int()) / 100
    }

    mutating func picture() throws(WireError) -> Picture {
        let width = try measure(), height = try measure()
        let title = try string()
        let shapes = try list { (reader: inout WireReader) throws(WireError) -> Picture.Shape in
            switch try reader.int() {
            case 0:
                let x = try reader.measure(), y = try reader.measure(), width = try reader.measure(), height = try reader.measure()
                let style = Picture.Style(fill: try reader.string(), stroke: try reader.string(), dashed: try reader.bool(), radius: try reader.measure())
                return .box(x: x, y: y, width: width, height: height, style: style)
            case 1:
                let x = try reader.measure(), y = try reader.measure()
                let text = try reader.string()
                let size = try reader.measure()
                let word = try reader.string()
                guard let anchor = Picture.Anchor(rawValue: word) else { throw WireError("unknown text anchor '\(word)'") }
                return .text(x: x, y: y, text, size: size, anchor: anchor, colour: try reader.string())
            case 2:
                let x1 = try reader.measure(), y1 = try reader.measure(), x2 = try reader.measure(), y2 = try reader.measure()
                return .line(x1: x1, y1: y1, x2: x2, y2: y2, colour: try reader.string(), dashed: try reader.bool(), arrow: try reader.bool())
            case let tag:
                throw WireError("unknown picture shape \(tag)")
            }
        }
        return Picture(width: width, height: height, title: title, shapes: shapes)
    }

    mutating func optionalPicture() throws(WireError) -> Picture? {
        try bool() ? try picture() : nil
    }

    mutating func recording() throws(WireError) -> Recording? {
        guard try bool() else { return nil }
        var recording = Recording(launch: try optionalPicture())
        let steps = try list { (reader: inout WireReader) throws(WireError) in (try reader.int(), try reader.optionalPicture()) }
        for (step, picture) in steps {
            if let picture { recording.afterStep[step] = picture }
        }
        let within = try list { (reader: inout WireReader) throws(WireError) in
            (try reader.int(), try reader.list { (reader: inout WireReader) throws(WireError) in try reader.picture() })
        }
        for (step, pictures) in within { recording.withinStep[step] = pictures }
        recording.end = try optionalPicture()
        return recording
    }
}
