import ScenarioCommands

// The shipped command line: the command set lives in ScenarioCommands, so a package that
// registers its own app can build the same executable in these two lines.
DndScenario.main()
