import CYAML

/// The baseline every reading measure is held to: libyaml pulling every event of the bytes
/// through the project's `CYAML` module, building nothing.
enum LibyamlEventLoop {
    /// The number of events in `bytes` (up to the first error), so the work is not optimised away.
    static func events(in bytes: [UInt8]) -> Int {
        guard !bytes.isEmpty else { return 0 }
        return bytes.withUnsafeBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
            defer { parser.deallocate() }
            guard yaml_parser_initialize(parser) == 1 else { return 0 }
            defer { yaml_parser_delete(parser) }
            yaml_parser_set_input_string(parser, base, buffer.count)
            var count = 0
            var event = yaml_event_t()
            while yaml_parser_parse(parser, &event) == 1 {
                count += 1
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                if done { break }
            }
            return count
        }
    }
}
