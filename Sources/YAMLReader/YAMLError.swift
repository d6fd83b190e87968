/// A problem with YAML text: a syntax error from libyaml, or one of the reader's own rules
/// (duplicate keys, unknown aliases, the node and depth limits), with where it happened.
public struct YAMLError: Error, Equatable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): \(message)" }
}
