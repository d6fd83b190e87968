import Foundation
import DragDropCore
import ScenarioAppKit
import ScenarioKit
import YAMLReader
extension WorkerPool {
    /// A worker process could not be started: no pipe, or the executable would not run.
    public struct StartError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }
}
