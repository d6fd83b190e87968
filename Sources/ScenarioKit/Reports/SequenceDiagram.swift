import DragDropCore

/// A trace as a sequence diagram: a lane per role, UIKit's lane first; one arrow per callback
/// from UIKit to the role that answers it; engine events (a view's batch, a provider's load,
/// the app's saves) as notes on their lane; virtual time in the left margin; the steps that
/// caused the events as shaded bands.
public struct SequenceDiagram: Sendable {
    public var trace: [TraceEvent]
    public var groups: [(cause: ScenarioResult.Cause, events: ArraySlice<TraceEvent>)]
    public var labels: StepLabels?

    /// The diagram of `trace` as one band.
    public init(trace: [TraceEvent]) {
        self.trace = trace
        groups = trace.isEmpty ? [] : [(.launch, trace[...])]
        labels = nil
    }

    /// The diagram of a result's trace, a band per step, labelled with the steps its marks hold.
    public init(result: ScenarioResult) {
        trace = result.trace
        groups = result.traceGroups
        labels = StepLabels(steps: result.stepsRun, file: result.file)
    }

    /// The lane of UIKit, which makes every callback.
    public static let system = "UIKit"

    /// The roles in order of first appearance, UIKit first.
    public var lanes: [String] {
        var seen: Set<String> = [Self.system]
        var lanes = [Self.system]
        for event in trace where seen.insert(event.role).inserted { lanes.append(event.role) }
        return lanes
    }

    /// A callback the system makes on a delegate (`collection.drop`, `safari.drag`,
    /// `collection.dataSource`), as against an engine event of a view, provider or the app.
    public static func isCallback(_ event: TraceEvent) -> Bool {
        guard let dot = event.role.lastIndex(of: ".") else { return false }
        return event.role[event.role.index(after: dot)...] != "provider"
    }

    public func picture(title: String) -> Picture {
        let lanes = self.lanes
        let timeWidth = 64.0, laneWidth = 150.0, rowHeight = 18.0, bandHeader = 20.0, top = 34.0
        let x = { (lane: Int) in timeWidth + 40 + Double(lane) * laneWidth }
        let laneIndex = Dictionary(uniqueKeysWithValues: lanes.enumerated().map { ($1, $0) })
        var shapes: [Picture.Shape] = []
        var body: [Picture.Shape] = []
        var y = top
        var lastTime: Int?
        for (position, group) in groups.enumerated() {
            let bandTop = y
            let bandHeight = bandHeader + Double(group.events.count) * rowHeight + 4
            let fill = position % 2 == 0 ? "#f3f6fb" : "#fbf8f1"
            shapes.append(.box(x: 0, y: bandTop, width: 0, height: bandHeight, style: .init(fill: fill, stroke: "none")))
            body.append(.text(x: 6, y: bandTop + 14, PictureColour.fitting(bandTitle(group.cause), width: 900, size: 11), size: 11, colour: "#35577d"))
            y += bandHeader
            for event in group.events {
                let rowY = y + rowHeight - 5
                if event.time != lastTime {
                    body.append(.text(x: timeWidth, y: rowY, "\(event.time)ms", size: 10, anchor: .end, colour: PictureColour.faint))
                    lastTime = event.time
                }
                let lane = laneIndex[event.role] ?? 0
                if Self.isCallback(event) {
                    body.append(.line(x1: x(0), y1: rowY + 2, x2: x(lane), y2: rowY + 2, colour: "#2b5d9b", arrow: true))
                    body.append(.text(x: x(0) + 6, y: rowY - 1, event.text, size: 10.5, colour: PictureColour.ink))
                } else {
                    body.append(.box(x: x(lane) - 4, y: y + 2, width: 8, height: rowHeight - 4, style: .init(fill: "#e7d7a8", stroke: "#b09440", radius: 2)))
                    body.append(.text(x: x(lane) + 8, y: rowY, event.text, size: 10.5, colour: "#6b5317"))
                }
                y += rowHeight
            }
            y += 4
        }
        let longest = trace.map(\.text.count).max() ?? 0
        let width = x(lanes.count - 1) + max(laneWidth, Double(min(longest, 200)) * 6.2) + 20
        // Bands span the whole width, now that it is known.
        shapes = shapes.map { shape in
            if case .box(let bx, let by, _, let bh, let style) = shape { return .box(x: bx, y: by, width: width, height: bh, style: style) }
            return shape
        }
        var header: [Picture.Shape] = [.text(x: 6, y: 14, PictureColour.fitting(title, width: width, size: 13), size: 13)]
        for (index, lane) in lanes.enumerated() {
            header.append(.box(x: x(index) - 60, y: 18, width: 120, height: 16, style: .init(fill: index == 0 ? "#dfe8f5" : "#ffffff", stroke: "#8aa", radius: 3)))
            header.append(.text(x: x(index), y: 30, PictureColour.fitting(lane, width: 116, size: 10), size: 10, anchor: .middle))
            header.append(.line(x1: x(index), y1: top, x2: x(index), y2: max(y, top + 10), colour: "#bbb", dashed: true))
        }
        return Picture(width: width, height: y + 8, title: title, shapes: shapes + header + body)
    }

    func bandTitle(_ cause: ScenarioResult.Cause) -> String {
        switch cause {
        case .launch: return "launch"
        case .settle: return "settle after the last step"
        case .step(let index):
            let line = labels.map { " (" + $0.place(index) + ")" } ?? ""
            return "step \(index + 1)\(line): \(labels?.label(index) ?? "")"
        }
    }
}
