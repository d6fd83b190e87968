import Foundation

/// `UIImage.pngData()` and `UIImage(data:)`: the engine's images have no pixels, so their
/// bytes spell the size and name (`dnd-scenario-image 1200x800 venice.jpg`), which reads
/// back as the same image — in an item provider too (`NSItemProvider(item:typeIdentifier:)`).
extension Image {
    private static let marker = "dnd-scenario-image "

    public func pngData() -> Data? {
        Data((Self.marker + "\(width)x\(height)" + (name.map { " " + $0 } ?? "")).utf8)
    }

    public func jpegData(compressionQuality: Double) -> Data? {
        pngData()
    }

    /// `UIImage(data:)`: nil for bytes that are not an image's.
    public init?(data: Data) {
        guard let text = String(data: data, encoding: .utf8), text.hasPrefix(Self.marker) else { return nil }
        let parts = text.dropFirst(Self.marker.count).split(separator: " ", maxSplits: 1)
        let size = parts.first?.split(separator: "x") ?? []
        guard size.count == 2, let width = Double(size[0]), let height = Double(size[1]) else { return nil }
        self.init(width: width, height: height, name: parts.count > 1 ? String(parts[1]) : nil)
    }
}

extension ItemValue {
    /// Bytes as the engine's values hold them: an image's (`pngData()`), else UTF-8 text —
    /// bytes that are not UTF-8 are read with replacement characters.
    public init(data: Data) {
        if let image = Image(data: data) {
            self = .image(image)
        } else {
            self = .text(String(decoding: data, as: UTF8.self))
        }
    }
}
