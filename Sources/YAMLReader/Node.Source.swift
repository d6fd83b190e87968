extension Node {
    /// The file a node was read from and its explicit tag, shared by every node of one read
    /// that has the same: a node holds one reference for both, and the usual node of a file,
    /// untagged, shares its reader's one instance with all the others.
    final class Source: Sendable {
        let file: String
        /// Nil when the node has no explicit tag.
        let tag: String?

        init(file: String, tag: String?) {
            self.file = file
            self.tag = tag
        }

        /// Whether both name the same file and tag, the same instance or not.
        func names(_ other: Source) -> Bool {
            self === other || (file == other.file && tag == other.tag)
        }
    }
}
