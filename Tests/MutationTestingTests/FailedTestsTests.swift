import MutationTesting
import Testing

@Suite("Failed tests read from swift test's output")
struct FailedTestsTests {
    @Test("each failed test is named once, in order, whatever form its line takes")
    func names() {
        let output = """
        ◇ Test "a passing test" started.
        ✔ Test "a passing test" passed after 0.001 seconds.
        ✘ Test "contains keeps order" recorded an issue at T.swift:3:9: Expectation failed
        ✘ Test "contains keeps order" failed after 0.002 seconds with 1 issue.
        ✘ Test "a table" with 26 test cases failed after 0.003 seconds with 2 issues.
        ✘ Test "one case" with 1 test case failed after 0.003 seconds with 1 issue.
        ✘ Test unnamed() failed after 0.004 seconds with 1 issue.
        ✘ Test "say "hello" failed after all" failed after 0.004 seconds with 1 issue.
        ✘ Test "contains keeps order" failed after 0.005 seconds with 1 issue.
        ✘ Suite "Trace patterns" failed after 0.006 seconds with 1 issue.
        ✘ Test run with 348 tests in 62 suites failed after 0.007 seconds with 4 issues.
        Test Case 'OldTests.testSomething' failed (0.010 seconds).
        """
        #expect(FailedTests.names(in: output) == [
            "contains keeps order", "a table", "one case", "unnamed()", #"say "hello" failed after all"#, "OldTests.testSomething",
        ])
    }

    @Test("a passing run names nothing")
    func passing() {
        #expect(FailedTests.names(in: "✔ Test run with 3 tests in 1 suite passed after 0.1 seconds.\n").isEmpty)
    }
}
