/// Colours the pictures give things, the same for the same name in every picture and every
/// run (a hash of the text, never `hashValue`, which changes from run to run).
public enum PictureColour {
    /// A light colour for `name`: an image keeps its colour as it moves.
    public static func fill(for name: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return "hsl(\(hash % 360), 55%, 78%)"
    }

    public static let loading = "#eeeeee"
    public static let error = "#f6c6c6"
    public static let placeholder = "#fffbe6"
    public static let frame = "#fafafa"
    public static let ink = "#222"
    public static let faint = "#777"

    /// Text cut to about `width` points at `size`, with an ellipsis when cut.
    public static func fitting(_ text: String, width: Double, size: Double) -> String {
        let room = Int(max(1, min(400, width / (size * 0.6))))
        guard text.count > room else { return text }
        return String(text.prefix(max(1, room - 1))) + "…"
    }
}
