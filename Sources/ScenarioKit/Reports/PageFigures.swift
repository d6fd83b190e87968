/// The pictures of one page, each distinct picture drawn once and drawn again by reference
/// (`<use>`): the walkthrough's picture after one drag is the one before the next, and a
/// scenario whose drags change nothing shows one picture throughout.
///
/// Captions are cut short as titles are, since a caption naming every item of a picture
/// would grow with the items on every figure.
struct PageFigures {
    private var ids: [Picture: String] = [:]

    /// `picture` as a figure with its caption: drawn in full the first time the page shows
    /// it, a reference to that drawing after.
    mutating func figure(_ picture: Picture, moment: String, caption: String) -> String {
        // Two figures side by side in the page's width, and a tall board no taller than a screen.
        let fitting = min(picture.width > 500 ? 0.5 : 0.8, 480 / max(picture.width, 1), 900 / max(picture.height, 1))
        let scale = max(fitting, 0.3)
        let svg: String
        if let id = ids[picture] {
            svg = picture.svg(scale: scale, drawing: id)
        } else {
            let id = "picture-\(ids.count + 1)"
            ids[picture] = id
            svg = picture.svg(scale: scale, id: id)
        }
        return "<figure class=\"picture\" data-moment=\"\(moment)\"><figcaption>\(HTMLPage.escaped(Picture.shortened(caption)))</figcaption>\(svg)</figure>"
    }
}
