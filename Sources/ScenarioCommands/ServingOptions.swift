import ArgumentParser

/// Where a server of the command line listens, and whether it opens a browser: the studio's
/// and `show-report`'s, which take the same options with the same words.
struct ServingOptions: ParsableArguments {
    @Option(help: "The port to listen on (default: a free port, printed).")
    var port: Int = 0

    @Flag(help: "Print the address without opening a browser.")
    var noOpen = false

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port \(port) is no port: give 1 to 65535, or 0 for any free one") }
    }
}
