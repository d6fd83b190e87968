/// `1 section`, `0 sections`: a count and its noun, for messages and traces.
enum Plural {
    static func count(_ count: Int, _ noun: String) -> String {
        count == 1 ? TraceWriter.join("1 ", noun) : TraceWriter.join(String(count), " ", noun, "s")
    }
}
