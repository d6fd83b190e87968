extension Sequence<UInt8> {
    /// Whether every byte is printable ASCII, space to tilde: text in which each byte is one
    /// character and none needs escaping, so it can be compared and passed on by bytes.
    var isPrintableASCII: Bool {
        allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}
