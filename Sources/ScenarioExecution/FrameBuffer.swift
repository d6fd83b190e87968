import Foundation
import DragDropCore
import ScenarioAppKit
import ScenarioKit
import YAMLReader
/// Bytes read from a pipe, cut into the frames of the worker protocol as they complete.
struct FrameBuffer {
    /// Larger than any frame a worker writes; a longer length means the stream is corrupt.
    static let largestFrame = 1 << 30

    private var bytes: [UInt8] = []
    private var start = 0

    mutating func append(_ chunk: ArraySlice<UInt8>) {
        if start > 0, start == bytes.count {
            bytes.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 1 << 16, start * 2 > bytes.count {
            bytes.removeFirst(start)
            start = 0
        }
        bytes.append(contentsOf: chunk)
    }

    /// The next complete frame's payload, or nil until more bytes come; a corrupt length is
    /// a `WireError`.
    mutating func next() throws(WireError) -> [UInt8]? {
        guard bytes.count - start >= 4 else { return nil }
        var length = 0
        for shift in 0..<4 { length |= Int(bytes[start + shift]) << (8 * shift) }
        guard length <= Self.largestFrame else { throw WireError("a frame claims \(length) bytes") }
        guard bytes.count - start - 4 >= length else { return nil }
        let payload = Array(bytes[(start + 4)..<(start + 4 + length)])
        start += 4 + length
        return payload
    }
}
