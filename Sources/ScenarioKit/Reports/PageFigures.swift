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
        let scale = ReportFigure.scale(of: picture)
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
