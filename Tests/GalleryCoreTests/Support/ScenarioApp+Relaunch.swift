import DragDropCore
import Foundation
import GalleryCore
import ScenarioAppKit

extension ScenarioApp {
    /// `relaunch` as the runner runs it: a step, so what falls due at once runs after it.
    func relaunchStep() throws {
        try system.step { () throws(EngineError) in try relaunch() }
    }
}
