import Foundation
import DragDropCore
import ScenarioAppKit
import ScenarioKit
import YAMLReader
/// Builds one frame of the worker protocol: a 4-byte little-endian length, then the payload,
/// whose values are written in a fixed order both sides know (no keys, no schema).
///
/// Integers are zigzag LEB128 varints and strings their UTF-8 bytes after their length: a few
/// bytes for the small numbers and short texts that results are made of.
struct WireWriter {
    private(set) var bytes: [UInt8] = [0, 0, 0, 0]

    mutating func int(_ value: Int) {
        var zigzag = UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1))))
        while zigzag >= 0x80 {
            bytes.append(UInt8(zigzag & 0x7F) | 0x80)
            zigzag >>= 7
        }
        bytes.append(UInt8(zigzag))
    }

    mutating func bool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func optional(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    mutating func strings(_ values: [String]) {
        list(values) { $0.string($1) }
    }

    /// A count, then each element written by `element`, as `WireReader.list` reads them.
    mutating func list<Element>(_ elements: some Collection<Element>, _ element: (inout WireWriter, Element) -> Void) {
        int(elements.count)
        for value in elements { element(&self, value) }
    }

    /// The finished frame, its length filled in.
    var frame: [UInt8] {
        var frame = bytes
        let length = UInt32(truncatingIfNeeded: frame.count - 4)
        for shift in 0..<4 { frame[shift] = UInt8(truncatingIfNeeded: length >> (8 * UInt32(shift))) }
        return frame
    }
}
