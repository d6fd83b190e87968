import GalleryCore
import ScenarioKit

/// Scenario texts the measures replay.
enum ScenarioText {
    /// The README's first scenario: what an author checks on every save.
    static let venice = """
    scenario: Move Venice to the end of the first row
    app: gallery
    given:
      images:
        - { url: "https://img.example/venice.jpg", aspect: 1.5 }
        - { url: "https://img.example/artika.jpg", aspect: 0.8 }
        - { url: "https://img.example/dawn.jpg", aspect: 1.0 }
    steps:
      - touch: { cell: 0 }
      - lift
      - move: { cell: 2 }
      - drop
    expect:
      images: [artika.jpg, dawn.jpg, venice.jpg]
      trace:
        contains:
          - collection.drop performDrop [0,2] items=1

    """

    /// A gallery of `images` images (every fetch due at once) and `steps`, decoded.
    static func gallery(images: Int, steps: [String]) throws -> Scenario {
        var lines = ["scenario: \(images) images", "given:", "  images:"]
        for image in 0..<images {
            lines.append("    - { url: \"https://img.example/\(image).jpg\", aspect: \([0.8, 1.0, 1.5][image % 3]) }")
        }
        if !steps.isEmpty { lines += ["steps:"] + steps }
        lines += ["expect:", "  placeholders: 0"]
        let text = lines.joined(separator: "\n") + "\n"
        let (file, diagnostics) = ScenarioFile.decode(text, path: "scale.yaml", apps: .shipped, limits: .scaled(toBytes: text.utf8.count))
        guard diagnostics.isEmpty, let scenario = file.scenarios.first else {
            throw BenchError("the generated gallery does not decode: \(diagnostics.first.map { "\($0.location): \($0.message)" } ?? "no scenario")")
        }
        return scenario
    }
}
