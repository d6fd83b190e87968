import UIKitNames

/// The photo library: the albums and every change made to them, and the timer that inserts a
/// photo into an album every second once "Start Insertions" is tapped.
///
/// One instance per launch, handed to both controllers, where the sample has a
/// `sharedInstance`: a scenario launches the app afresh each time.
final class PhotoLibrary {
    private(set) var albums: [PhotoAlbum] = []
    private var lastIdentifier = 0
    private var generator: SeededGenerator

    init(albums: [(title: String, photos: [UIImage])], seed: UInt64) {
        generator = SeededGenerator(seed: seed)
        for album in albums {
            let identifier = makeIdentifier()
            self.albums.append(PhotoAlbum(identifier: identifier, title: album.title, photos: album.photos.map(makePhoto)))
        }
    }

    private func makeIdentifier() -> Int {
        lastIdentifier += 1
        return lastIdentifier
    }

    /// A new photo of `image`, with an identity of its own.
    func makePhoto(_ image: UIImage) -> Photo {
        Photo(identifier: makeIdentifier(), image: image)
    }

    // MARK: Identifier lookups

    func album(for identifier: Int) -> PhotoAlbum? {
        albums.first { $0.identifier == identifier }
    }

    // MARK: Photo library mutations

    /// Adds a photo to the front of the album.
    func add(_ photo: Photo, to album: PhotoAlbum) {
        guard let albumIndex = albums.firstIndex(of: album) else { return }
        albums[albumIndex].photos.insert(photo, at: 0)
    }

    /// Inserts the photo at `index` in the album.
    func insert(_ photo: Photo, into album: PhotoAlbum, at index: Int) {
        guard let albumIndex = albums.firstIndex(of: album) else { return }
        albums[albumIndex].photos.insert(photo, at: index)
    }

    /// Moves an album from one index to another.
    func moveAlbum(at sourceIndex: Int, to destinationIndex: Int) {
        let album = albums.remove(at: sourceIndex)
        albums.insert(album, at: destinationIndex)
    }

    /// Moves a photo from one index to another in the album. The sample's bug, kept: the
    /// photo is removed before it is inserted, so a destination at the end (the photo count,
    /// where a drop after the last photo lands) is past the end and traps.
    func movePhoto(in album: PhotoAlbum, from sourceIndex: Int, to destinationIndex: Int) {
        guard let albumIndex = albums.firstIndex(of: album) else { return }
        let photo = albums[albumIndex].photos.remove(at: sourceIndex)
        albums[albumIndex].photos.insert(photo, at: destinationIndex)
    }

    /// Moves a photo from whichever album holds it into `album` at `index`, the front unless
    /// told otherwise.
    func movePhoto(_ photo: Photo, to album: PhotoAlbum, index: Int = 0) {
        guard let sourceAlbumIndex = albums.firstIndex(where: { $0.photos.contains(photo) }),
              let indexInSource = albums[sourceAlbumIndex].photos.firstIndex(of: photo),
              let destinationAlbumIndex = albums.firstIndex(of: album)
        else { return }
        let photo = albums[sourceAlbumIndex].photos.remove(at: indexInSource)
        albums[destinationAlbumIndex].photos.insert(photo, at: index)
    }

    // MARK: Timed automatic insertions

    private var albumForAutomaticInsertions: PhotoAlbum?
    private var automaticInsertionTimer: Timer?

    /// Every second, inserts a new photo at a "random" index of `album` and tells the
    /// controller showing it, whichever album that controller shows by then.
    func startAutomaticInsertions(into album: PhotoAlbum, photoCollectionViewController: PhotoCollectionViewController) {
        stopAutomaticInsertions()
        albumForAutomaticInsertions = album
        automaticInsertionTimer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { [unowned self] _ in
            guard let album = albumForAutomaticInsertions, let albumIndex = albums.firstIndex(of: album) else { return }
            let photo = makePhoto(UIImage(width: 100, height: 100, name: "inserted"))
            let insertionIndex = generator.uniform(albums[albumIndex].photos.count)
            albums[albumIndex].photos.insert(photo, at: insertionIndex)
            photoCollectionViewController.insertedItem(at: insertionIndex)
        }
    }

    /// Stops the automatic insertions.
    func stopAutomaticInsertions() {
        albumForAutomaticInsertions = nil
        automaticInsertionTimer?.invalidate()
        automaticInsertionTimer = nil
    }

    /// Whether the timer is inserting photos.
    var isInserting: Bool { automaticInsertionTimer != nil }
}
