import UIKitNames

/// What a placeholder's cell shows while its photo loads: the load's progress. The port's
/// stand-in for the sample's `PhotoPlaceholderCollectionViewCell`, whose progress view it
/// records: every value it was configured with, in order, so a scenario sees when the
/// placeholder's `cellUpdateHandler` ran.
final class PhotoPlaceholderCell {
    static let identifier = "PhotoPlaceholderCollectionViewCell"

    /// The fractions the progress view showed, oldest first.
    private(set) var shownProgress: [Double] = []

    /// Shows `progress`, as the sample's cell sets its progress view.
    func configure(with progress: LoadProgress) {
        shownProgress.append(progress.fractionCompleted)
    }
}
