import Foundation
import DragDropCore
import ScenarioAppKit
import ScenarioKit
import YAMLReader
/// Reads the payload of one frame of the worker protocol, in the order `WireWriter` wrote it.
///
/// Every read is checked: a short or malformed payload is a `WireError`, never a trap, since
/// the bytes come from another process.
struct WireReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ payload: [UInt8]) {
        bytes = payload
    }

    var isAtEnd: Bool { position == bytes.count }

    mutating func int() throws(WireError) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { throw WireError("a number runs past the end of its frame") }
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        let magnitude = Int64(bitPattern: value >> 1)
        return Int(value & 1 == 0 ? magnitude : ~magnitude)
    }

    mutating func bool() throws(WireError) -> Bool {
        guard position < bytes.count else { throw WireError("a flag runs past the end of its frame") }
        position += 1
        return bytes[position - 1] != 0
    }

    mutating func string() throws(WireError) -> String {
        let count = try int()
        guard count >= 0, count <= bytes.count - position else { throw WireError("a text runs past the end of its frame") }
        defer { position += count }
        return String(decoding: bytes[position..<(position + count)], as: UTF8.self)
    }

    mutating func optional() throws(WireError) -> String? {
        try bool() ? try string() : nil
    }

    mutating func strings() throws(WireError) -> [String] {
        try list { (reader: inout WireReader) throws(WireError) in try reader.string() }
    }

    /// A count, then that many values read by `element`; the count is bounded by the bytes left,
    /// so a corrupt count cannot reserve memory the frame does not hold.
    mutating func list<Element>(_ element: (inout WireReader) throws(WireError) -> Element) throws(WireError) -> [Element] {
        let count = try int()
        guard count >= 0, count <= bytes.count - position else { throw WireError("a list is longer than its frame") }
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count { elements.append(try element(&self)) }
        return elements
    }
}

/// A frame that does not hold what its tag says: the worker and its parent disagree.
struct WireError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
