print("dnd-scenario")
