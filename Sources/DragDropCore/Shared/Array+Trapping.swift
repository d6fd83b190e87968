/// An app's unchecked array accesses, which trap past the end as the real app does, with the
/// standard library's message in every build.
///
/// An optimised build inlines an array's bounds check as a bare trap instruction, so the
/// process dies with no message; an unoptimised call reaches the standard library's own
/// check, which prints `Fatal error: Array index is out of range` first. Kept out of the optimiser,
/// these accesses die with the same message in debug and release builds, so a crash a
/// scenario pins by its message (`error: {kind: crash, message: …}`) reads the same in both.
/// The engine gives them so that an app needs no compiler attribute of its own.
extension Array {
    /// `self[index]`, unchecked by the app.
    public subscript(trapping index: Int) -> Element {
        @_optimize(none) get { self[index] }
        @_optimize(none) set { self[index] = newValue }
    }

    /// `insert(element, at: index)`, unchecked by the app.
    @_optimize(none)
    public mutating func insert(_ element: Element, trappingAt index: Int) {
        insert(element, at: index)
    }

    /// `remove(at: index)`, unchecked by the app.
    @_optimize(none)
    public mutating func remove(trappingAt index: Int) -> Element {
        remove(at: index)
    }
}
