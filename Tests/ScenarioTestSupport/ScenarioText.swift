/// Pieces of scenario YAML that many tests write the same way, built in one place so a test
/// shows only what is particular to it.
///
/// Each piece is whole lines at the left margin, without a final newline: interpolated on a
/// line of its own in a multi-line literal, it reads as the lines it stands for, and the lines
/// after it keep their numbers in the diagnostics a test expects.
public enum ScenarioText {
    /// `given:` a gallery of `names`, each under `https://img.example/`, in one flow sequence.
    public static func gallery(_ names: String...) -> String {
        "given:\n  images: [\(names.map { "https://img.example/\($0)" }.joined(separator: ", "))]"
    }

    /// `steps:` finger 1 touching `source`, lifting, moving over `target` and dropping, each the
    /// inside of a step's flow mapping (`"cell: 0"`, `"view: trash"`).
    public static func drag(from source: String, to target: String) -> String {
        "steps:\n" + dragSteps(from: source, to: target)
    }

    /// The four steps of `drag(from:to:)` without the `steps:` key, for a drag that is not
    /// the first.
    public static func dragSteps(from source: String, to target: String) -> String {
        """
          - touch: { \(source) }
          - lift
          - move: { \(target) }
          - drop
        """
    }

    /// `steps:` finger 1 touching `source` and lifting: a drag still held, which the lines
    /// after it go on with.
    public static func lift(from source: String) -> String {
        """
        steps:
          - touch: { \(source) }
          - lift
        """
    }

    /// The `corrected` gallery of `names` and one step reordering its first image after the
    /// second: a scenario that passes, or fails only at what a test expects of it.
    public static func correctedReorder(_ names: String...) -> String {
        """
        given: { variant: corrected,
          images: [\(names.map { "https://img.example/\($0)" }.joined(separator: ", "))] }
        steps:
          - reorder: { from: 0, to: 1 }
        """
    }

    /// A fragment `drag` of the cell `from` (0 unless given) onto the cell `to`.
    public static let dragFragment = """
        fragment: drag
        parameters: { from: 0, to: ~ }
        \(drag(from: #"cell: "${from}""#, to: #"cell: "${to}""#))
        """

    /// One thing an item of another app provides, in `safari(_:_:)`.
    public enum Representation {
        /// `public.url`: the item's `https://img.example/ID.jpg`, arriving after `delay`.
        case url(after: String)
        /// `public.image`: a picture `width`×`height` (1200×800 unless given), after `delay`.
        case image(Int = 1200, Int = 800, after: String)
    }

    /// `sources:` Safari offering one item `id`, providing `representations` in their order.
    public static func safari(_ id: String, _ representations: Representation...) -> String {
        let lines = representations.map { representation in
            switch representation {
            case .url(let delay): "        public.url: { value: \"https://img.example/\(id).jpg\", after: \(delay) }"
            case .image(let width, let height, let delay): "        public.image: { width: \(width), height: \(height), after: \(delay) }"
            }
        }
        return (["sources:", "  safari:", "    - id: \(id)", "      provides:"] + lines).joined(separator: "\n")
    }
}
