import UIKitNames

/// A poster editor, as a whiteboard or a poster app writes one: a plain `UIViewController`
/// whose image view takes dropped images (its picture) and colours (its background), and a
/// palette of colour swatches to drag from. Everything is UIKit code; only the import differs.
class PosterViewController: UIViewController {
    let posterView = UIImageView(image: nil)
    private(set) var swatches: [UIView] = []
    let paletteColors: [UIColor] = [.red, .orange, .yellow, .green, .blue, .purple]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        posterView.frame = CGRect(x: 20, y: 80, width: 335, height: 460)
        posterView.backgroundColor = .lightGray
        // An image view takes no touches until told to: without this line, no drop arrives.
        posterView.isUserInteractionEnabled = true
        posterView.addInteraction(UIDropInteraction(delegate: self))
        view.addSubview(posterView)

        for (index, color) in paletteColors.enumerated() {
            let swatch = UIView(frame: CGRect(x: 20 + index * 56, y: 570, width: 48, height: 48))
            swatch.backgroundColor = color
            swatch.addInteraction(UIDragInteraction(delegate: self))
            view.addSubview(swatch)
            swatches.append(swatch)
        }
    }
}

extension PosterViewController: UIDragInteractionDelegate {
    /// A swatch drags its colour, for this poster or another app.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let color = interaction.view?.backgroundColor else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider(object: color))
        item.localObject = color
        item.previewProvider = {
            let parameters = UIDragPreviewParameters()
            parameters.visiblePath = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 48, height: 48), cornerRadius: 24)
            return UIDragPreview(view: interaction.view!, parameters: parameters)
        }
        return [item]
    }
}

extension PosterViewController: UIDropInteractionDelegate {
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: UIImage.self) || session.canLoadObjects(ofClass: UIColor.self)
    }

    /// One item at a time: a copy, whether from the palette or from another app.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        session.items.count == 1 ? UIDropProposal(operation: .copy) : UIDropProposal(operation: .forbidden)
    }

    /// An image becomes the poster's picture; a colour its background.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        if session.canLoadObjects(ofClass: UIImage.self) {
            session.loadObjects(ofClass: UIImage.self) { images in
                if let image = images.first as? UIImage {
                    self.posterView.image = image
                }
            }
        } else {
            session.loadObjects(ofClass: UIColor.self) { colors in
                if let color = colors.first as? UIColor {
                    self.posterView.backgroundColor = color
                }
            }
        }
    }
}
