/// libyaml's events in Swift terms, so the tree building never touches C types.
enum ParseEvent {
    case documentStart(SourceLocation)
    case documentEnd
    case scalar(Node.Scalar, anchor: String?)
    case sequenceStart(tag: String?, anchor: String?, SourceLocation)
    case sequenceEnd
    case mappingStart(tag: String?, anchor: String?, SourceLocation)
    case mappingEnd
    case alias(String, SourceLocation)
    case streamEnd
}
