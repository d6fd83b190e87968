import YAMLReader

/// libFuzzer's entry: any bytes through the YAML reader, which must give documents or
/// located errors — never crash, hang or leak — and whose every node must be walkable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAMLReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    for result in YAMLParser().documents(in: bytes, file: "fuzz.yaml") {
        switch result {
        case .success(let document): _ = nodeCount(document.root)
        case .failure(let error): _ = error.description
        }
    }
    return 0
}

/// Every node of the tree, touched once: reading locations and values must hold too.
private func nodeCount(_ node: Node) -> Int {
    _ = node.location.description
    switch node {
    case .scalar(let scalar): _ = scalar.value.utf8.count; return 1
    case .sequence(let sequence): return sequence.items.reduce(1) { $0 + nodeCount($1) }
    case .mapping(let mapping): return mapping.pairs.reduce(1) { $0 + nodeCount($1.key) + nodeCount($1.value) }
    }
}
