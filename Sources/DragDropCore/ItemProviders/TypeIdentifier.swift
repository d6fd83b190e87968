/// Uniform type identifiers and the part of their conformance tree the apps rely on.
public enum TypeIdentifier {
    public static let image = "public.image"
    public static let jpeg = "public.jpeg"
    public static let png = "public.png"
    public static let url = "public.url"
    public static let fileURL = "public.file-url"
    public static let text = "public.text"
    public static let plainText = "public.plain-text"
    public static let utf8PlainText = "public.utf8-plain-text"
    public static let data = "public.data"

    /// Each identifier's direct parents; an identifier missing here conforms only to itself.
    private static let parents: [String: [String]] = [
        jpeg: [image],
        png: [image],
        "public.heic": [image],
        "public.tiff": [image],
        "com.compuserve.gif": [image],
        image: [data],
        fileURL: [url],
        url: [data],
        utf8PlainText: [plainText],
        plainText: [text],
        "public.html": [text],
        "public.rtf": [text],
        text: [data],
    ]

    /// Whether `identifier` is `ancestor` or conforms to it through the table.
    public static func conforms(_ identifier: String, to ancestor: String) -> Bool {
        // Most questions name the identifier itself: answered without a frontier to walk.
        if identifier == ancestor { return true }
        guard var frontier = parents[identifier] else { return false }
        var depth = 1
        while !frontier.isEmpty, depth < 16 {
            if frontier.contains(ancestor) { return true }
            frontier = frontier.flatMap { parents[$0] ?? [] }
            depth += 1
        }
        return false
    }
}
