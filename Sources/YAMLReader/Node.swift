/// A YAML node with its place in the file; aliases are already expanded.
public enum Node: Equatable, Sendable {
    case scalar(Scalar)
    case sequence(Sequence)
    case mapping(Mapping)

    public var location: SourceLocation {
        get { origin.location }
        set { origin.location = newValue }
    }

    /// The explicit tag as libyaml resolved it (`!!str` is `tag:yaml.org,2002:str`), if any.
    public var tag: String? { origin.tag }

    /// Where the node is and its tag.
    var origin: Origin {
        get {
            switch self {
            case .scalar(let scalar): scalar.origin
            case .sequence(let sequence): sequence.origin
            case .mapping(let mapping): mapping.origin
            }
        }
        set {
            switch self {
            case .scalar(var scalar):
                scalar.origin = newValue
                self = .scalar(scalar)
            case .sequence(var sequence):
                sequence.origin = newValue
                self = .sequence(sequence)
            case .mapping(var mapping):
                mapping.origin = newValue
                self = .mapping(mapping)
            }
        }
    }

    public var scalar: Scalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    public var sequence: Sequence? {
        if case .sequence(let sequence) = self { return sequence }
        return nil
    }

    public var mapping: Mapping? {
        if case .mapping(let mapping) = self { return mapping }
        return nil
    }

    /// "a scalar", "a sequence" or "a mapping", for messages such as "found a sequence".
    public var kindDescription: String {
        switch self {
        case .scalar: "a scalar"
        case .sequence: "a sequence"
        case .mapping: "a mapping"
        }
    }
}
