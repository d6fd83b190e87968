import ScenarioCommands
import ToDo

// dnd-scenario's commands — run, check, trace, explore and the reports — for the to-do list.
DndScenario.main(apps: .todo)
