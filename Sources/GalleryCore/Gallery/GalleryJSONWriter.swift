/// The gallery's saved text (`ImageGallery+JSON` says its form), made at every save from the
/// text of the save before: the images before and after the ones that changed are copied as
/// bytes, only the changed ones are encoded.
///
/// The tutorial saves the whole gallery twice per move (remove, then insert), so a gallery of
/// N images encoded 2N entries per move; now it encodes one and copies the rest. The text is
/// the same, byte for byte, as encoding every image (`GalleryJSONWriterTests`).
struct GalleryJSONWriter {
    /// The images `text` holds: the writer's own array, updated where the gallery changed.
    /// Holding the model's array instead made the model's next change copy all of it (every
    /// URL retained), twice per move of the tutorial's.
    private(set) var images: [ImageModel] = []
    /// The last text made; empty before the first.
    private(set) var text = ""
    /// Where each image's entry starts in `text`'s UTF-8; the entries are joined by commas.
    private var starts: [Int] = []
    private var ratios = ImageGallery.RatioTexts()
    /// The changed entries' bytes, kept from save to save so that encoding them allocates
    /// nothing once it has grown.
    private var scratch: [UInt8] = []

    /// The text of `gallery`, remembered for the next call.
    mutating func json(of gallery: ImageGallery) -> String {
        let new = gallery.images
        let shared = min(images.count, new.count)
        var prefix = 0
        while prefix < shared, Self.same(images[prefix], new[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < shared - prefix, Self.same(images[images.count - 1 - suffix], new[new.count - 1 - suffix]) { suffix += 1 }
        let oldText = text
        let written = oldText.utf8.withContiguousStorageIfAvailable { old in
            write(new, keeping: prefix, and: suffix, of: old)
        }
        guard let written else {
            // A text that is not one buffer (never, as this writer makes them): all again.
            images = []
            starts = []
            text = ""
            text = write(new, keeping: 0, and: 0, of: UnsafeBufferPointer(start: nil, count: 0))
            return text
        }
        text = written
        return written
    }

    /// Writes the opening, the first `prefix` entries and the last `suffix` entries copied
    /// from `old`, the entries between them encoded, and the closing; updates `starts` and
    /// `images`.
    ///
    /// Only the changed entries are encoded, into `scratch`; the text is then written once,
    /// straight into the string's storage. Building all of it in a byte array first cost a
    /// second buffer of the whole gallery, and a second copy, at every save. The images
    /// kept are the writer's own array, changed in place: holding the model's array instead
    /// made the model's next change copy all of it (every URL retained), twice per move of
    /// the tutorial's.
    private mutating func write(_ new: [ImageModel], keeping prefix: Int, and suffix: Int, of old: UnsafeBufferPointer<UInt8>) -> String {
        let oldCount = images.count
        let opening = ImageGallery.opening, closing = ImageGallery.closing
        // The end of old entry `index`: the comma after it, or the closing after the last.
        func end(_ index: Int) -> Int { index + 1 < oldCount ? starts[index + 1] - 1 : old.count - closing.count }
        let kept = (
            head: prefix > 0 ? UnsafeBufferPointer(rebasing: old[starts[0]..<end(prefix - 1)]) : UnsafeBufferPointer(start: nil, count: 0),
            tail: suffix > 0 ? UnsafeBufferPointer(rebasing: old[starts[oldCount - suffix]..<end(oldCount - 1)]) : UnsafeBufferPointer(start: nil, count: 0)
        )
        let oldTailStart = suffix > 0 ? starts[oldCount - suffix] : 0
        // The changed entries' starts take their old ones' places, written as they are encoded.
        let changedCount = new.count - prefix - suffix
        starts.replaceSubrange(prefix..<(oldCount - suffix), with: repeatElement(0, count: changedCount))
        // Where the changed entries start in the new text.
        let before = opening.count + kept.head.count
        scratch.removeAll(keepingCapacity: true)
        for index in prefix..<(new.count - suffix) {
            if before + scratch.count > opening.count { scratch.append(UInt8(ascii: ",")) }
            starts[index] = before + scratch.count
            ImageGallery.appendEntry(new[index], ratios: &ratios, to: &scratch)
        }
        let commaBeforeTail = suffix > 0 && before + scratch.count > opening.count
        let tailStart = before + scratch.count + (commaBeforeTail ? 1 : 0)
        let count = tailStart + kept.tail.count + closing.count
        let text = String(unsafeUninitializedCapacity: count) { buffer in
            var at = 0
            func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
                guard let base = bytes.baseAddress, let target = buffer.baseAddress else { return }
                (target + at).update(from: base, count: bytes.count)
                at += bytes.count
            }
            opening.withUnsafeBufferPointer(copy)
            copy(kept.head)
            scratch.withUnsafeBufferPointer(copy)
            if commaBeforeTail {
                buffer[at] = UInt8(ascii: ",")
                at += 1
            }
            copy(kept.tail)
            closing.withUnsafeBufferPointer(copy)
            return at
        }
        // The kept entries after the changed ones moved by `shift`.
        let shift = tailStart - oldTailStart
        if suffix > 0, shift != 0 {
            for index in (new.count - suffix)..<new.count { starts[index] += shift }
        }
        if oldCount == 0 {
            // The first save: an array of the writer's own, not the model's shared.
            images.reserveCapacity(new.count)
            images.append(contentsOf: new)
        } else {
            images.replaceSubrange(prefix..<(oldCount - suffix), with: new[prefix..<(new.count - suffix)])
        }
        return text
    }

    /// Whether two images are the very same values, bit for bit: then their entries are the
    /// same text. Equal URLs in different storage (or canonically equivalent ones) count as
    /// changed, and are encoded again, which is never wrong.
    private static func same(_ a: ImageModel, _ b: ImageModel) -> Bool {
        guard a.aspectRatio.bitPattern == b.aspectRatio.bitPattern else { return false }
        return withUnsafeBytes(of: a.url) { first in
            withUnsafeBytes(of: b.url) { second in first.elementsEqual(second) }
        }
    }
}
