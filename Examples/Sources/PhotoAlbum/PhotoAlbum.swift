/// An album: a title and its photos, in order. A value, as in the sample: controllers keep
/// copies and load the latest from the library after every change.
struct PhotoAlbum: Equatable {
    let identifier: Int
    var title: String
    var photos: [Photo]

    func contains(photo: Photo) -> Bool {
        photos.contains(photo)
    }

    /// Albums are the same album whatever photos each copy holds.
    static func == (lhs: PhotoAlbum, rhs: PhotoAlbum) -> Bool {
        lhs.identifier == rhs.identifier
    }
}
