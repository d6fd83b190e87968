import Kanban
import ScenarioCommands

// dnd-scenario's commands — run, check, trace, explore and the reports — for the kanban board.
DndScenario.main(apps: .kanban)
