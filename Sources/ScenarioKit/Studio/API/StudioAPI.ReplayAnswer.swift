extension StudioAPI {
    /// The answer to `/api/replay`: what `check` says of the pane, the scenarios it holds, and
    /// the chosen one's frames, failures and the other apps it names.
    public struct ReplayAnswer: Codable, Equatable, Sendable {
        /// Every problem as `check` prints it; empty when the text is valid.
        public var diagnostics: [String]
        public var summary: String
        public var scenarios: [String]
        public var chosen: Int
        /// How many shapes the pictures may hold (`Recording.shapeBudget`), for the page's hint.
        public var shapeBudget: Int
        public var appDraws: Bool
        /// `passed`, `failed`, `error`, `crashed`; empty when nothing was replayed.
        public var status: String
        public var failures: [LineFailure]
        public var sources: [OtherApp]
        public var targets: [OtherApp]
        public var frames: [Frame]

        public init(diagnostics: [String], summary: String, scenarios: [String], chosen: Int, shapeBudget: Int, appDraws: Bool, status: String, failures: [LineFailure], sources: [OtherApp], targets: [OtherApp], frames: [Frame]) {
            self.diagnostics = diagnostics
            self.summary = summary
            self.scenarios = scenarios
            self.chosen = chosen
            self.shapeBudget = shapeBudget
            self.appDraws = appDraws
            self.status = status
            self.failures = failures
            self.sources = sources
            self.targets = targets
            self.frames = frames
        }

        /// A failure at its line of the pane, for the gutter.
        public struct LineFailure: Codable, Equatable, Sendable {
            public var line: Int
            public var text: String

            public init(line: Int, text: String) {
                self.line = line
                self.text = text
            }
        }

        /// An other app's item or an other app that accepts drops: its chip's label, and the
        /// target a recorded step names it by.
        public struct OtherApp: Codable, Equatable, Sendable {
            public var label: String
            public var target: String

            public init(label: String, target: String) {
                self.label = label
                self.target = target
            }
        }

        /// One moment of the step-through (`StudioReplay.Frame`) as the page draws it.
        public struct Frame: Codable, Equatable, Sendable {
            /// The step's index; -1 for the launch and the end (the page tests `step >= 0`).
            public var step: Int
            public var line: Int
            public var label: String
            /// The engine's SVG; empty when the frame is not drawn.
            public var svg: String
            /// The picture's size in points, to map a pointer into it; 0 when not drawn.
            public var width: Double
            public var height: Double
            public var trace: [String]
            public var failures: [String]

            public init(step: Int, line: Int, label: String, svg: String, width: Double, height: Double, trace: [String], failures: [String]) {
                self.step = step
                self.line = line
                self.label = label
                self.svg = svg
                self.width = width
                self.height = height
                self.trace = trace
                self.failures = failures
            }
        }
    }
}
