import YAMLReader

extension Scenario {
    /// Every `trace: {golden: PATH}` of the scenario, in its expect steps and its final
    /// `expect`, with where each is written.
    public var goldenReferences: [(path: String, location: SourceLocation)] {
        var sets = steps.compactMap { step -> Expectations? in
            if case .expect(let expectations) = step.kind { return expectations }
            return nil
        }
        if let expect { sets.append(expect) }
        return sets.flatMap { set in
            set.entries.compactMap { entry in
                if case .trace(.golden(let path)) = entry.kind { return (path, entry.location) }
                return nil
            }
        }
    }
}
