import MobileCoreServices
import UIKitNames
import UniformTypeIdentifiers

// A plain UIViewController with an image view that takes dropped images and colours, and a
// row of colour swatches to drag from: what a poster or whiteboard editor does.

class PosterViewController: UIViewController {
    let imageView = UIImageView(image: nil)
    var swatches: [UIView] = []
    let colors: [UIColor] = [.red, .yellow, .blue]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        imageView.frame = CGRect(x: 20, y: 100, width: 350, height: 500)
        imageView.backgroundColor = .lightGray
        imageView.isUserInteractionEnabled = true
        imageView.addInteraction(UIDropInteraction(delegate: self))
        view.addSubview(imageView)

        for (index, color) in colors.enumerated() {
            let swatch = UIView(frame: CGRect(x: 20 + index * 60, y: 620, width: 50, height: 50))
            swatch.backgroundColor = color
            swatch.addInteraction(UIDragInteraction(delegate: self))
            view.addSubview(swatch)
            swatches.append(swatch)
        }
    }
}

extension PosterViewController: UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let color = interaction.view?.backgroundColor else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider(object: color))
        item.localObject = color
        return [item]
    }
}

extension PosterViewController: UIDropInteractionDelegate {
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: [UTType.image.identifier, kUTTypePlainText as String])
            || session.canLoadObjects(ofClass: UIColor.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        if session.canLoadObjects(ofClass: UIImage.self) {
            session.loadObjects(ofClass: UIImage.self) { images in
                if let image = images.first as? UIImage {
                    self.imageView.image = image
                }
            }
        } else {
            session.loadObjects(ofClass: UIColor.self) { colors in
                if let color = colors.first as? UIColor {
                    self.imageView.backgroundColor = color
                }
            }
        }
    }
}
