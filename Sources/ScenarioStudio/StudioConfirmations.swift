import Synchronization

/// The confirmations the studio has asked for: a save onto an existing file is answered 409
/// with a token, and only a save that brings that token back replaces the file — once, and
/// only while the file is as it was when the user was asked.
///
/// So a replace is never one request a page can send blind: the page must first be told
/// the file exists, show the question, and send the answer it got, and the server, not the
/// page, decides whether the answer still holds.
final class StudioConfirmations: Sendable {
    /// What a token confirms: replacing this file, as it was then.
    private struct Question: Sendable {
        var path: String
        var stamp: String
        var order: Int
    }

    private let questions = Mutex<(asked: [String: Question], count: Int)>(([:], 0))
    /// The most questions kept at once; the oldest is forgotten first.
    static let kept = 16

    /// A new token confirming that `path`, now at `stamp`, may be replaced.
    func ask(path: String, stamp: String) -> String {
        var random = SystemRandomNumberGenerator()
        let token = (0..<4).map { _ in String(random.next() as UInt32, radix: 16) }.joined(separator: "-")
        questions.withLock { state in
            state.count += 1
            state.asked[token] = Question(path: path, stamp: stamp, order: state.count)
            if state.asked.count > Self.kept, let oldest = state.asked.min(by: { $0.value.order < $1.value.order }) {
                state.asked[oldest.key] = nil
            }
        }
        return token
    }

    /// Whether `token` was given for `path` at `stamp`; the token is spent either way.
    func answer(_ token: String, path: String, stamp: String) -> Answer {
        guard let question = questions.withLock({ $0.asked.removeValue(forKey: token) }) else { return .unknown }
        guard question.path == path else { return .unknown }
        return question.stamp == stamp ? .confirmed : .changed
    }

    enum Answer: Equatable {
        /// The token confirms replacing the file as it is.
        case confirmed
        /// The file changed since the user was asked: ask again.
        case changed
        /// No token the studio gave for this file, or one already used.
        case unknown
    }
}
