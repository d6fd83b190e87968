// The DragDropCore module; see STYLE.md for its place in the architecture.
