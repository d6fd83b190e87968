import Foundation

/// `UIActivityIndicatorView`: the spinner a view turns while it waits for something; what a
/// scenario can read of it is whether it turns (`isAnimating`).
open class ActivityIndicatorView: View {
    public private(set) var isAnimating = false

    public func startAnimating() {
        isAnimating = true
    }

    public func stopAnimating() {
        isAnimating = false
    }
}
