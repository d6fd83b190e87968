import Inbox
import ScenarioCommands

DndScenario.main(apps: .inbox)
