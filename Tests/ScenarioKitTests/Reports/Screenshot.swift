import Foundation

/// What a PNG screenshot holds, read from its chunks: a blank page compresses to almost
/// nothing, a page with text and pictures does not.
enum Screenshot {
    struct Measure {
        var width: Int
        var height: Int
        /// Compressed image bytes per pixel: about 0.005 for a blank page, over 0.05 for a
        /// page of text and drawings.
        var ink: Double
    }

    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    static func measure(_ path: String) throws -> Measure {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Unreadable(description: "\(path) is not a PNG")
        }
        func number(at offset: Int) -> Int {
            guard offset + 4 <= bytes.count else { return 0 }
            return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        var offset = 8, width = 0, height = 0, compressed = 0
        while offset + 8 <= bytes.count {
            let length = number(at: offset)
            let kind = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if kind == "IHDR" {
                width = number(at: offset + 8)
                height = number(at: offset + 12)
            } else if kind == "IDAT" {
                compressed += length
            }
            offset += 12 + length
        }
        guard width > 0, height > 0 else { throw Unreadable(description: "\(path) has no image header") }
        return Measure(width: width, height: height, ink: Double(compressed) / Double(width * height))
    }

    /// Copies `path` to `$DND_SCREENSHOTS/name` when that variable names a folder: how the
    /// README's screenshots are made (`DND_SCREENSHOTS=$PWD/docs/screenshots swift test --filter BrowserTests`).
    static func keep(_ path: String, as name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["DND_SCREENSHOTS"], !folder.isEmpty else { return }
        try Data(contentsOf: URL(fileURLWithPath: path)).write(to: URL(fileURLWithPath: folder + "/" + name), options: .atomic)
    }
}
