import Foundation
import DragDropCore
import ScenarioKit
import YAMLReader
import ScenarioAppKit

/// Writing a recording's pictures, so `run --format html` draws the app while scenarios run
/// in workers. Coordinates go as hundredths of a point: pictures are drawn to a tenth.
extension WireWriter {
    mutating func measure(_ value: Double) {
        int(Int((Picture.bounded(value) * 100).rounded()))
    }

    mutating func picture(_ picture: Picture) {
        measure(picture.width)
        measure(picture.height)
        string(picture.title)
        int(picture.shapes.count)
        for shape in picture.shapes {
            switch shape {
            case .box(let x, let y, let width, let height, let style):
                int(0)
                for value in [x, y, width, height] { measure(value) }
                string(style.fill)
                string(style.stroke)
                bool(style.dashed)
                measure(style.radius)
            case .text(let x, let y, let text, let size, let anchor, let colour):
                int(1)
                for value in [x, y] { measure(value) }
                string(text)
                measure(size)
                string(anchor.rawValue)
                string(colour)
            case .line(let x1, let y1, let x2, let y2, let colour, let dashed, let arrow):
                int(2)
                for value in [x1, y1, x2, y2] { measure(value) }
                string(colour)
                bool(dashed)
                bool(arrow)
            }
        }
    }

    mutating func optionalPicture(_ picture: Picture?) {
        bool(picture != nil)
        if let picture { self.picture(picture) }
    }

    mutating func recording(_ recording: Recording?) {
        bool(recording != nil)
        guard let recording else { return }
        optionalPicture(recording.launch)
        let steps = recording.afterStep.keys.sorted()
        int(steps.count)
        for step in steps {
            int(step)
            optionalPicture(recording.afterStep[step])
        }
        let within = recording.withinStep.keys.sorted()
        int(within.count)
        for step in within {
            int(step)
            let pictures = recording.withinStep[step] ?? []
            int(pictures.count)
            for picture in pictures { self.picture(picture) }
        }
        optionalPicture(recording.end)
    }
}
