// The ScenarioKit module; see STYLE.md for its place in the architecture.
