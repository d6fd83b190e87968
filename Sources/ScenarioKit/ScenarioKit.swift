/// The types a scenario's app is written with — `AppUnderTest`, `AppRegistry`, `GivenNode`,
/// `StateValue`, `Diagnostic` — appear in ScenarioKit's own API, so importing ScenarioKit
/// brings them.
@_exported import ScenarioAppKit
