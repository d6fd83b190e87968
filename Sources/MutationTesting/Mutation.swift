/// One planted bug: a text in a source file, what it becomes, and the real bug that stands for.
///
/// A mutation is a single edit, so the test that kills it names the behaviour it protects.
/// The text must occur exactly once in its file; when code changes and it no longer does,
/// the tool says so instead of skipping it.
public struct Mutation: Equatable, Sendable {
    /// The part of the project it belongs to (`reader`, `scheduler`, …), for the table.
    public var area: String
    /// The file, relative to the package root.
    public var file: String
    /// The exact text to find, once, in `file`.
    public var find: String
    /// What replaces it.
    public var replace: String
    /// The bug the edit stands for, in words.
    public var bug: String
    /// Why the tests may let it survive, when that is acceptable; nil means it must be killed.
    public var survives: String?
    /// The catalogue's line, so a stale entry can be found.
    public var line: Int

    public init(_ area: String, _ file: String, find: String, replace: String, bug: String, survives: String? = nil, line: Int = #line) {
        self.area = area
        self.file = file
        self.find = find
        self.replace = replace
        self.bug = bug
        self.survives = survives
        self.line = line
    }

    /// How many times `find` occurs in `source`; anything but 1 makes the entry stale.
    public func occurrences(in source: String) -> Int {
        source.ranges(of: find).count
    }

    /// `source` with the text replaced, or nil unless it occurs exactly once.
    public func applied(to source: String) -> String? {
        let ranges = source.ranges(of: find)
        guard ranges.count == 1, let range = ranges.first else { return nil }
        return source.replacingCharacters(in: range, with: replace)
    }

    /// The 1-based line of `source` where `find` starts, if it is there.
    public func sourceLine(in source: String) -> Int? {
        guard let range = source.range(of: find) else { return nil }
        return source[..<range.lowerBound].count { $0 == "\n" } + 1
    }
}
