/// A trace line joined from a few pieces, for an app that builds its lines from parts.
///
/// The engine writes its own lines with interpolation; this stays for the shipped gallery,
/// which calls it, until that app writes its line the same way.
public enum TraceText {
    public static func join(_ first: String, _ second: String, _ third: String = "", _ fourth: String = "", _ fifth: String = "") -> String {
        "\(first)\(second)\(third)\(fourth)\(fifth)"
    }
}
