/// The object a delegate's questions are about (an interaction or a collection view), which
/// learns whether the delegate implements a question the way UIKit does.
///
/// UIKit asks an optional delegate method only if the delegate implements it
/// (`respondsToSelector:`, cached in `_delegateImplements` flags; docs/LIFECYCLE.md §1,
/// UIKitCore). Swift has no such test on Linux, so each optional question's default in its
/// protocol extension says it answered by default; the engine then treats the question as
/// never asked: no trace line, and UIKit's default answer. App code still reads like UIKit's —
/// implement the method or don't.
///
/// **Decision:** the rule covers questions, methods that answer something. A notification
/// (`sessionWillBegin`, `dropSessionDidEnd`) has no answer; its line records the lifecycle
/// event and stays in the trace whether or not the delegate listens (docs/LIFECYCLE.md §1).
protocol DelegateQuestions: AnyObject {
    /// Set by a question's default implementation while the engine asks it.
    var answeredByDefault: Bool { get set }
}

extension DelegateQuestions {
    /// Asks `body` (nil when there is no delegate) and traces the question, with its answer,
    /// only if the delegate implements it; otherwise returns `value` and leaves no line.
    func ask<Answer>(_ trace: Trace?, _ role: String, _ text: String, default value: Answer, describe: (Answer) -> String, _ body: () -> Answer?) -> Answer {
        let outer = answeredByDefault
        answeredByDefault = false
        let line = trace?.record(role, text)
        let answer = body()
        let implemented = !answeredByDefault && answer != nil
        answeredByDefault = outer
        guard implemented, let answer else {
            if let line { trace?.retract(line) }
            return value
        }
        if let line { trace?.complete(line, result: describe(answer)) }
        return answer
    }

    /// A yes-or-no answer as the trace spells it: a constant, not an interpolation per question.
    static func describeAnswer(_ answer: Bool) -> String {
        answer ? "true" : "false"
    }

    /// Called by a question's default implementation: the delegate does not implement it.
    func delegateDoesNotImplement() {
        answeredByDefault = true
    }
}
