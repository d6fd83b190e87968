/// The names of the tests a `swift test` run reports as failed, read from its output.
///
/// Swift Testing ends each failed test with `✘ Test "NAME" failed after …` (or `✘ Test
/// NAME() …`, `… with N test cases failed after …`); XCTest with `Test Case '…' failed`.
public enum FailedTests {
    public static func names(in output: String) -> [String] {
        var names: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let name = name(inLine: line), !names.contains(name) else { continue }
            names.append(name)
        }
        return names
    }

    private static func name(inLine line: Substring) -> String? {
        if line.hasPrefix("✘ Test "), !line.hasPrefix("✘ Test run with "),
           let end = line.ranges(of: " failed after ").last {
            var name = line[line.index(line.startIndex, offsetBy: "✘ Test ".count)..<end.lowerBound]
            if let cases = name.firstRange(of: #/ with \d+ test cases?$/#) { name = name[..<cases.lowerBound] }
            if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") { name = name.dropFirst().dropLast() }
            return String(name)
        }
        if line.hasPrefix("Test Case '"), line.hasSuffix(" failed") || line.contains("' failed (") {
            let rest = line.dropFirst("Test Case '".count)
            return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
        }
        return nil
    }
}
