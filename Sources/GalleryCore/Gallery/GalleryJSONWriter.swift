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
            let all = write(new, keeping: 0, and: 0, of: UnsafeBufferPointer(start: nil, count: 0))
            text = all.text
            keep(all.changed, keeping: 0, and: 0)
            return all.text
        }
        text = written.text
        keep(written.changed, keeping: prefix, and: suffix)
        return written.text
    }

    /// Puts `changed`, the images `write` encoded, between the first `prefix` and the last
    /// `suffix` of `images`; all of them, at the first save, by taking the array whole.
    private mutating func keep(_ changed: [ImageModel], keeping prefix: Int, and suffix: Int) {
        if prefix == 0, suffix == 0 {
            images = changed
        } else {
            images.replaceSubrange(prefix..<(images.count - suffix), with: changed)
        }
    }

    /// Writes the opening, the first `prefix` entries and the last `suffix` entries copied
    /// from `old`, the entries between them encoded, and the closing; updates `starts`.
    ///
    /// Only the changed entries are encoded into a buffer of their own; the text is then
    /// written once, straight into the string's storage. Building all of it in a byte array
    /// first cost a second buffer of the whole gallery, and a second copy, at every save.
    /// Returns the text, and the images it encoded in an array of the writer's own: each one
    /// is added as it is encoded, while its URL is in the cache, where copying all of them
    /// after the text touched every URL a second time.
    private mutating func write(_ new: [ImageModel], keeping prefix: Int, and suffix: Int, of old: UnsafeBufferPointer<UInt8>) -> (text: String, changed: [ImageModel]) {
        let oldCount = images.count
        let opening = ImageGallery.opening, closing = ImageGallery.closing
        // The end of old entry `index`: the comma after it, or the closing after the last.
        func end(_ index: Int) -> Int { index + 1 < oldCount ? starts[index + 1] - 1 : old.count - closing.count }
        let kept = (
            head: prefix > 0 ? UnsafeBufferPointer(rebasing: old[starts[0]..<end(prefix - 1)]) : UnsafeBufferPointer(start: nil, count: 0),
            tail: suffix > 0 ? UnsafeBufferPointer(rebasing: old[starts[oldCount - suffix]..<end(oldCount - 1)]) : UnsafeBufferPointer(start: nil, count: 0)
        )
        // Where the changed entries start in the new text.
        let before = opening.count + kept.head.count
        var changed: [UInt8] = []
        changed.reserveCapacity((new.count - prefix - suffix) * 64)
        var changedStarts: [Int] = []
        changedStarts.reserveCapacity(new.count - prefix - suffix)
        var changedImages: [ImageModel] = []
        changedImages.reserveCapacity(new.count - prefix - suffix)
        for image in new[prefix..<(new.count - suffix)] {
            if before + changed.count > opening.count { changed.append(UInt8(ascii: ",")) }
            changedStarts.append(before + changed.count)
            ImageGallery.appendEntry(image, ratios: &ratios, to: &changed)
            changedImages.append(image)
        }
        let commaBeforeTail = suffix > 0 && before + changed.count > opening.count
        let tailStart = before + changed.count + (commaBeforeTail ? 1 : 0)
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
            changed.withUnsafeBufferPointer(copy)
            if commaBeforeTail {
                buffer[at] = UInt8(ascii: ",")
                at += 1
            }
            copy(kept.tail)
            closing.withUnsafeBufferPointer(copy)
            return at
        }
        // The kept entries after the changed ones moved by `shift`, the changed ones are new.
        let shift = suffix > 0 ? tailStart - starts[oldCount - suffix] : 0
        starts.replaceSubrange(prefix..<(oldCount - suffix), with: changedStarts)
        if shift != 0 {
            for index in (new.count - suffix)..<new.count { starts[index] += shift }
        }
        return (text, changedImages)
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
