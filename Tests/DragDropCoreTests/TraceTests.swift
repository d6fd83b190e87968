import DragDropCore
import Foundation
import ScenarioTestSupport
import Testing

@Suite("The trace (docs/FORMAT.md)")
struct TraceTests {
    @Test("lines have the time right-aligned with its unit, then the role column, then the text")
    func lineFormat() {
        #expect(TraceEvent(time: 0, role: "collection.drag", text: "dragSessionWillBegin").line == "    0ms  collection.drag  dragSessionWillBegin")
        #expect(TraceEvent(time: 300, role: "safari.provider", text: "loaded public.url sunrise").line == "  300ms  safari.provider  loaded public.url sunrise")
        #expect(TraceEvent(time: 2000, role: "collection", text: "placeholder commit [0,1] -> true").line == " 2000ms  collection       placeholder commit [0,1] -> true")
        #expect(TraceEvent(time: 0, role: "collection.delegate", text: "targetIndexPathForMove").line == "    0ms  collection.delegate    targetIndexPathForMove")
        #expect(TraceEvent(time: 0, role: "collection.dataSource", text: "canMoveItemAt [0,0] -> true").line == "    0ms  collection.dataSource  canMoveItemAt [0,0] -> true")
    }

    @Test("patterns see lines without time and with runs of spaces folded")
    func untimed() {
        #expect(TraceEvent(time: 5, role: "app", text: "saved  3 images").untimedLine == "app saved 3 images")
        #expect(TraceEvent.foldingSpaces("  a   b  ") == "a b")
    }

    @Test("folding spaces removes leading and trailing ones and folds runs and tabs to one space, for any text", arguments: 0..<20)
    func foldingMatchesTheRule(seed: UInt64) {
        var numbers = SeededGenerator(seed: seed)
        // A space before a combining accent is one character that is not a space.
        let pieces = ["", " ", "  ", "\t", "a", "b c", "é", "e\u{301}", " \u{301}", "->"]
        for _ in 0..<50 {
            let text = (0..<numbers.next(6)).map { _ in pieces[numbers.next(pieces.count)] }.joined()
            // The rule, by characters: pieces between spaces and tabs, joined by one space.
            let folded = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            #expect(TraceEvent.foldingSpaces(text) == folded, "\(text.debugDescription)")
        }
    }

    @Test("an index path is spelled [section,item] in decimal, for any numbers", arguments: [0, 1, 9, 10, 99, 100, 12345, -1, -10, Int.max, Int.min])
    func indexPathSpelling(number: Int) {
        #expect(IndexPath(item: number, section: 0).traceDescription == "[0,\(number)]")
        #expect(IndexPath(item: 7, section: number).traceDescription == "[\(number),7]")
        #expect(IndexPath(item: number, section: number).traceDescription == "[\(number),\(number)]")
    }

    @Test("an untimed line is the role and text joined by a space, then folded, for any spaces, tabs and letters", arguments: 0..<20)
    func untimedMatchesFoldingTheJoinedLine(seed: UInt64) {
        var numbers = SeededGenerator(seed: seed)
        let pieces = ["", " ", "  ", "\t", "a", "app", "drop [0,1]", "é", "e\u{301}", "->"]
        func text() -> String { (0..<numbers.next(5)).map { _ in pieces[numbers.next(pieces.count)] }.joined() }
        let trace = DragDropSystem().trace
        for _ in 0..<50 {
            let line = trace.record(text(), text())
            // Results joined on afterwards, once or twice, are part of the text too.
            for _ in 0..<numbers.next(3) { trace.complete(line, result: text()) }
            let event = trace.events[line]
            #expect(event.untimedLine == TraceEvent.foldingSpaces("\(event.role) \(event.text)"), "\(event.role.debugDescription) \(event.text.debugDescription)")
            let start = event.text.utf8.first { $0 != 0x20 && $0 != 0x09 }
            #expect(event.textStart == nil || event.textStart == start, "\(event.text.debugDescription)")
        }
    }

    @Test("a completed line's text is what it recorded, then ' -> ' and each result in turn")
    func completedText() {
        let trace = DragDropSystem().trace
        let line = trace.record("collection.drop", "canHandle")
        #expect(trace.events[line].text == "canHandle")
        trace.complete(line, result: "true")
        #expect(trace.events[line].text == "canHandle -> true")
        trace.complete(line, result: "again")
        #expect(trace.events[line].text == "canHandle -> true -> again")
        #expect(trace.events[line] == TraceEvent(time: 0, role: "collection.drop", text: "canHandle -> true -> again"))
        #expect(trace.events[line].line == "    0ms  collection.drop  canHandle -> true -> again")
    }

    /// The trace of the device `steps` sets up and drives, settled and rendered, expected the
    /// same byte for byte when `steps` run again on a fresh device.
    static func settledTraceTwice(_ steps: () throws -> DragDropSystem, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        func run() throws -> String {
            let system = try steps()
            try system.settle()
            return system.trace.render()
        }
        let first = try run()
        #expect(first == (try run()), sourceLocation: sourceLocation)
        return first
    }

    @Test("the same steps give the same trace, byte for byte")
    func determinism() throws {
        let first = try Self.settledTraceTwice {
            let world = ListWorld([["a", "b", "c"], ["d"]])
            world.movesItemsOnDrop()
            try world.system.touch(finger: 1, at: .cell(world.collectionView, IndexPath(item: 0, section: 0)))
            try world.system.lift(finger: 1)
            try world.system.move(finger: 1, to: .cell(world.collectionView, IndexPath(item: 1, section: 1)))
            try world.system.drop(finger: 1)
            return world.system
        }
        #expect(first.contains("collection       batch delete [0,0] insert [1,1]"))
    }

    /// A local reorder of the first item to [0,2] with the tutorial's performDrop.
    private func reorder() throws -> ListWorld {
        let world = ListWorld()
        world.movesItemsOnDrop()
        try world.drag(0, over: 2)
        try world.system.drop(finger: 1)
        return world
    }

    @Test("a local reorder traces docs/FORMAT.md's trace example, line for line, in order")
    func scenarioExample() throws {
        let lines = try reorder().system.trace.events.map(\.line)
        let example = [
            "    0ms  collection.drag  itemsForBeginning [0,0] -> 1 item",
            "    0ms  collection.drag  dragSessionWillBegin",
            "    0ms  collection.drop  canHandle -> true",
            "    0ms  collection.drop  dropSessionDidEnter",
            "    0ms  collection.drop  dropSessionDidUpdate [0,2] -> move insertAtDestinationIndexPath",
            "    0ms  collection.drop  performDrop [0,2] items=1",
            "    0ms  collection       batch delete [0,0] insert [0,2]",
            "    0ms  collection.drag  dragSessionDidEnd move",
        ]
        var rest = lines[...]
        for line in example {
            let found = rest.firstIndex(of: line)
            #expect(found != nil, "missing or out of order: \(line)")
            if let found { rest = rest[(found + 1)...] }
        }
        #expect(lines.contains("    0ms  collection       drop toItemAt [0,2]"))
    }

    @Test("placeholder and provider events render as docs/FORMAT.md's trace shows them")
    func placeholderAndProviderEvents() throws {
        let world = ListWorld()
        let safari = installSafari(in: world.system, offering: ["sunrise": [
            text("https://img.example/sunrise.jpg", type: "public.url", after: 300),
            ItemRepresentation(typeIdentifier: "public.image", value: .image(Image(width: 1200, height: 800)), delay: 2000, failure: "timed out"),
        ]])
        world.model.onPerformDrop = { coordinator in
            let item = coordinator.items[0].dragItem
            let placeholder = CollectionViewDropPlaceholder(insertionIndexPath: path(1), reuseIdentifier: "DropPlaceholderCell")
            let kept = coordinator.drop(item, to: placeholder)
            let dropped = coordinator.drop(item, to: placeholder)
            item.itemProvider.loadValue(forTypeIdentifier: "public.url") { _, _ in }
            item.itemProvider.loadValue(forTypeIdentifier: "public.image") { _, _ in
                world.system.mainQueue.async {
                    dropped.deletePlaceholder()
                    kept.commitInsertion { world.model.sections[0].insert("sunrise.jpg", at: $0.item) }
                }
            }
        }
        try liftFromApp(safari, "sunrise", in: world.system)
        try world.drop(over: 1)
        try world.system.settle()
        let lines = world.system.trace.events.map(\.line)
        for line in [
            "    0ms  collection       placeholder insert [0,1] DropPlaceholderCell",
            "    0ms  safari.provider  load public.url sunrise",
            "  300ms  safari.provider  loaded public.url sunrise",
            " 2000ms  safari.provider  failed public.image sunrise: timed out",
            " 2000ms  collection       placeholder delete [0,1] -> true",
            " 2000ms  collection       placeholder commit [0,1] -> true",
        ] {
            #expect(lines.contains(line), "missing: \(line)")
        }
    }

    @Test("a plain drop interaction's update renders as docs/FORMAT.md's trace shows it")
    func plainUpdateLine() throws {
        let system = DragDropSystem()
        let trash = View(name: "trash")
        let trashTarget = TestDropTarget()
        trash.addInteraction(DropInteraction(delegate: trashTarget))
        let list = ListWorld(in: system)
        system.install(trash)
        try list.lift(0)
        try system.move(finger: 1, to: .view(trash))
        #expect(system.trace.events.last?.line == "    0ms  trash.drop       sessionDidUpdate -> copy")
    }

    @Test("app events render in the same columns")
    func appEvents() {
        let system = DragDropSystem()
        system.trace.record("collection", "cell [0,3] fetched")
        system.trace.record("collection", "cell [0,3] error-image")
        system.trace.record("app", "saved 3 images")
        system.trace.record("app", "warning: saved gallery does not decode; starting empty")
        #expect(system.trace.render() == """
                0ms  collection       cell [0,3] fetched
                0ms  collection       cell [0,3] error-image
                0ms  app              saved 3 images
                0ms  app              warning: saved gallery does not decode; starting empty

            """)
    }

    @Test("the time column right-aligns to five digits and grows past them; the role column grows past twenty-one")
    func wideColumns() {
        #expect(TraceEvent(time: 3_600_000, role: "app", text: "x").line == "3600000ms  app              x")
        #expect(TraceEvent(time: 99_999, role: "app", text: "x").line == "99999ms  app              x")
        #expect(TraceEvent(time: 0, role: "gallery.provider", text: "x").line == "    0ms  gallery.provider       x")
        #expect(TraceEvent(time: 0, role: "verylongviewname.dataSource", text: "x").line == "    0ms  verylongviewname.dataSource  x")
    }

    @Test("render ends every line, the last included, with a newline")
    func renderNewlines() throws {
        let rendered = try reorder().system.trace.render()
        #expect(rendered.hasSuffix("dragSessionDidEnd move\n"))
        #expect(!rendered.hasSuffix("\n\n"))
    }

    @Test("two fingers, loads with delays and failures, placeholders and waits give the same trace twice, byte for byte")
    func determinismUnderLoad() throws {
        let first = try Self.settledTraceTwice {
            let world = ListWorld()
            let plain = View(name: "notes")
            let notesTarget = TestDropTarget()
            plain.addInteraction(DropInteraction(delegate: notesTarget))
            world.system.install(plain)
            let safari = OtherApp(name: "safari")
            for (index, id) in ["one", "two", "three"].enumerated() {
                safari.offer(id: id, representations: [
                    text("https://img.example/\(id).jpg", type: "public.url", after: 100 * (3 - index)),
                    ItemRepresentation(typeIdentifier: "public.image", value: .image(Image(width: 10, height: 10)), delay: 150, failure: index == 1 ? "offline" : nil),
                ])
            }
            world.system.addOtherApp(safari)
            world.model.onPerformDrop = { coordinator in
                for (offset, item) in coordinator.items.enumerated() {
                    let context = coordinator.drop(item.dragItem, to: CollectionViewDropPlaceholder(insertionIndexPath: path(offset), reuseIdentifier: "DropPlaceholderCell"))
                    item.dragItem.itemProvider.loadObject(ofClass: Image.self) { image, _ in
                        world.system.mainQueue.async {
                            if image == nil { context.deletePlaceholder(); return }
                            context.commitInsertion { world.model.sections[0].insert("new", at: $0.item) }
                        }
                    }
                }
            }
            notesTarget.onPerformDrop = { session in session.loadObjects(ofClass: String.self) { _ in } }
            try liftFromApp(safari, "one", in: world.system, finger: 1)
            try world.system.add(finger: 1, at: .sourceItem(safari, id: "two"))
            try world.system.add(finger: 1, at: .sourceItem(safari, id: "three"))
            try world.lift(2, finger: 2)
            try world.move(to: 0, finger: 1)
            try world.system.move(finger: 2, to: .view(plain))
            try world.system.drop(finger: 1)
            try world.system.advance(by: 120)
            try world.system.drop(finger: 2)
            return world.system
        }
        #expect(first.contains("failed public.image two: offline"))
        #expect(first.contains("placeholder commit"))
        #expect(first.contains("placeholder delete"))
    }
}

@Suite("Numbers in the trace")
struct TraceNumberTests {
    @Test("coordinates and sizes print two decimals at most, without trailing zeros or noise", arguments: [
        (CGPoint(x: 100.0 / 3, y: 2), "(33.33,2)"),
        (CGPoint(x: 0.1 + 0.2, y: -0.004), "(0.3,0)"),
        (CGPoint(x: 12.5, y: -7.25), "(12.5,-7.25)"),
        (CGPoint(x: 2.0 / 3, y: 1e20), "(0.67,1e+20)"),
        (CGPoint(x: -0.005, y: 99.999), "(-0.01,100)"),
    ])
    func points(point: CGPoint, expected: String) {
        #expect(point.traceDescription == expected)
    }

    @Test("an image without a name is its size, rounded the same way")
    func imageSize() {
        #expect(Image(width: 1200.0 / 7, height: 800).description == "171.43x800")
        #expect(DragPreview.retargeted(center: CGPoint(x: 1.0 / 3, y: 22), scale: 0.1).description.contains("center=(0.33,22) scale=0.1"))
    }
}
