import Foundation

extension URL {
    /// The image a URL stands for, as the tutorial's `Utilities.swift` finds it: a search
    /// result's `imgurl=` query item (percent-decoded) when it has one, else the URL itself.
    public var imageURL: URL {
        for query in query?.components(separatedBy: "&") ?? [] {
            let parts = query.components(separatedBy: "=")
            if parts.count == 2, parts[0] == "imgurl", let decoded = parts[1].removingPercentEncoding, let url = URL(string: decoded) {
                return url
            }
        }
        return baseURL ?? self
    }
}
