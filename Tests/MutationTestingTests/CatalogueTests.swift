import MutationTesting
import Testing

/// The catalogue's shape; whether each text still matches the code is `mutate --check`'s to
/// say, not the tests', so a refactor elsewhere never fails the suite.
@Suite("The project's mutation catalogue")
struct CatalogueTests {
    @Test("at least 40 mutations, covering every part of the project the issue names")
    func coverage() {
        let areas = Set(Mutation.catalogue.map(\.area))
        #expect(Mutation.catalogue.count >= 40)
        for area in [
            "reader", "decoding", "engine order", "engine defaults", "scheduler", "item providers", "placeholders",
            "gallery", "board", "canvas", "expectations", "diffs", "goldens", "reports", "selection", "exit codes", "explorer",
        ] {
            #expect(areas.contains(area), "no mutation in \(area)")
        }
    }

    @Test("every entry changes its text, names a source file and a bug of its own")
    func entries() {
        for mutation in Mutation.catalogue {
            #expect(mutation.find != mutation.replace, "line \(mutation.line)")
            #expect(mutation.file.hasPrefix("Sources/") && mutation.file.hasSuffix(".swift"), "line \(mutation.line)")
            #expect(!mutation.find.isEmpty && !mutation.bug.isEmpty, "line \(mutation.line)")
        }
        #expect(Set(Mutation.catalogue.map(\.bug)).count == Mutation.catalogue.count)
    }
}
