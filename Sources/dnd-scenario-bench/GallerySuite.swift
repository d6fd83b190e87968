/// Generated gallery scenarios shaped like a real suite: a few images that take a while to
/// fetch, then about twenty steps of local reorders, drops from Safari that load
/// asynchronously, drags to the trash and cancelled drags, with expectations on the images,
/// the store, the placeholders and the trace that hold by construction (so the run checks
/// them all and every scenario passes).
struct GallerySuite {
    var generator: SeededGenerator

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    /// Scenario `number`'s file text.
    mutating func scenario(_ number: Int) -> String {
        let name = "g\(number)"
        let variant = Bool.random(using: &generator) ? "tutorial" : "corrected"
        let count = Int.random(in: 4...8, using: &generator)
        var images = (0..<count).map { "\(name)-\($0).jpg" }
        var lines = [
            "scenario: Generated gallery scenario \(number)",
            "tags: [generated, \(variant)]",
            "given:",
            "  variant: \(variant)",
            "  columns: \(Int.random(in: 2...4, using: &generator))",
            "  images:",
        ]
        for image in images {
            let aspect: Double = [0.67, 0.8, 1.0, 1.5, 1.78].randomElement(using: &generator) ?? 1
            lines.append("    - { url: \"https://img.example/\(image)\", aspect: \(aspect), fetch: { after: \(Int.random(in: 0...90, using: &generator))ms } }")
        }
        let sources = 2
        lines += ["sources:", "  safari:"]
        for source in 0..<sources {
            lines += [
                "    - id: s\(source)",
                "      provides:",
                "        public.image: { width: 1200, height: 800, after: \(Int.random(in: 20...150, using: &generator))ms }",
                "        public.url: { value: \"https://img.example/\(name)-s\(source).jpg\", after: \(Int.random(in: 160...400, using: &generator))ms }",
            ]
        }
        lines += ["steps:", "  - wait: 100ms"]
        var nextSource = 0
        for operation in 0..<4 {
            let pick = operation == 0 ? 0 : Int.random(in: 0..<4, using: &generator)
            switch pick {
            case 1 where nextSource < sources:
                // A drop from Safari: the image arrives before the URL, so both variants keep it.
                let destination = Int.random(in: 0..<images.count, using: &generator)
                lines += [
                    "  - touch: { source: safari, item: s\(nextSource) }", "  - lift",
                    "  - move: { cell: \(Int.random(in: 0..<images.count, using: &generator)) }",
                    "  - move: { cell: \(destination) }", "  - drop", "  - wait: 500ms",
                ]
                images.insert("\(name)-s\(nextSource).jpg", at: destination)
                nextSource += 1
            case 2 where images.count > 3:
                let source = Int.random(in: 0..<images.count, using: &generator)
                lines += ["  - touch: { cell: \(source) }", "  - lift", "  - move: { cell: \(source) }", "  - move: { view: trash }", "  - drop", "  - wait: 10ms"]
                images.remove(at: source)
            case 3:
                let source = Int.random(in: 0..<images.count, using: &generator)
                lines += ["  - touch: { cell: \(source) }", "  - lift", "  - move: { cell: \(Int.random(in: 0..<images.count, using: &generator)) }", "  - move: { nowhere: true }", "  - drop"]
            default:
                let source = Int.random(in: 0..<images.count, using: &generator)
                var destination = Int.random(in: 0..<(images.count - 1), using: &generator)
                if destination >= source { destination += 1 }
                lines += ["  - touch: { cell: \(source) }", "  - lift", "  - move: { cell: \(source) }", "  - move: { cell: \(destination) }", "  - drop"]
                images.insert(images.remove(at: source), at: destination)
            }
        }
        let list = "[" + images.joined(separator: ", ") + "]"
        lines += [
            "expect:",
            "  images: \(list)",
            "  saved: \(list)",
            "  placeholders: 0",
            "  trace:",
            "    contains:",
            "      - collection.drag itemsForBeginning*",
            "      - collection.drop performDrop*",
            "    excludes:",
            "      - app warning*",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
