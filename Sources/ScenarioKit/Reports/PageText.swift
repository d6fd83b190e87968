/// Every fixed text of the walkthrough and the HTML report, in one language: beside each other
/// so a phrase missing in one language is seen at once.
struct PageText {
    let language: Scenario.Language

    private func pick(_ en: String, _ zh: String) -> String { language == .en ? en : zh }

    // MARK: - Both pages

    func status(_ status: ScenarioResult.Status) -> String {
        switch status {
        case .passed: pick("passed", "通过")
        case .failed: pick("failed", "失败")
        case .error: pick("error", "出错")
        case .crashed: pick("crashed", "崩溃")
        }
    }

    /// `N passed, N failed`, with errors and crashes when there are any.
    func counts(_ summary: RunSummary) -> String {
        guard language == .zh else { return summary.countsLine }
        var line = "\(summary.passed) 个通过，\(summary.failed) 个失败"
        if summary.errors > 0 { line += "，\(summary.errors) 个出错" }
        if summary.crashed > 0 { line += "，\(summary.crashed) 个崩溃" }
        return line
    }

    func callbacks(_ count: Int) -> String { pick(count == 1 ? "1 callback" : "\(count) callbacks", "\(count) 个回调") }

    // MARK: - The walkthrough

    func scenariosReplayed(_ count: Int) -> String {
        pick("\(count) scenario\(count == 1 ? "" : "s"), replayed by dnd-scenario: ", "\(count) 个场景，由 dnd-scenario 重放：")
    }

    func walkthroughOf(_ paths: [String]) -> String { pick("Walkthrough of ", "演练：") + paths.joined(separator: ", ") }
    func atLaunch(_ callbacks: Int) -> String { pick("At launch: ", "启动时：") + self.callbacks(callbacks) }

    var aDrag: String { pick("A drag", "一次拖动") }
    var aReorder: String { pick("An interactive reorder", "一次交互式重排") }
    var aRelaunch: String { pick("A relaunch", "重新启动") }
    /// The article's words: 识别手势掐 for the pinch gesture recogniser.
    var aPinch: String { pick("A pinch", "一次手势掐") }
    /// The article's words: 滚动浏览集合, scrolling through the collection.
    var aScroll: String { pick("A scroll", "滚动浏览集合") }
    var beforeTheFirstDrag: String { pick("Before the first drag", "第一次拖动之前") }
    var then: String { pick("Then", "然后") }

    func before(_ title: String) -> String { pick("before: ", "之前：") + title }
    func after(_ title: String, settled: Bool) -> String {
        settled ? pick("after, once everything settled: ", "之后，一切完成时：") + title : pick("after: ", "之后：") + title
    }
    func afterStep(_ number: Int, _ title: String) -> String { pick("after step \(number): ", "第 \(number) 步之后：") + title }
    /// Inside a `reorder` step, at one of its `via` points.
    func viaPoint(_ step: Int, _ point: Int, _ title: String) -> String { pick("step \(step), via point \(point): ", "第 \(step) 步，经过第 \(point) 个点：") + title }
    var settleAfterTheLastStep: String { pick("settle after the last step", "最后一步之后等待一切完成") }
    func notDrawn(_ shapes: Int) -> String {
        pick("Not drawn: this scenario's pictures already hold \(shapes) shapes.", "未绘制：此场景的图片已有 \(shapes) 个图形。")
    }

    // MARK: - The index

    var tutorials: String { pick("The tutorials, replayed", "重现的教程") }
    func articlesReplayed(_ count: Int) -> String {
        pick("\(count) article\(count == 1 ? "" : "s"), each replayed by dnd-scenario: ", "\(count) 篇文章，均由 dnd-scenario 重放：")
    }
    var openWalkthrough: String { pick("Open the walkthrough", "打开演练") }
    var allArticles: String { pick("← All articles", "← 全部文章") }
    var reproduces: String { pick("This page reproduces the article: ", "本页重现文章：") }

    // MARK: - The HTML report

    var report: String { pick("dnd-scenario report", "dnd-scenario 报告") }
    var failedHeading: String { pick("Failed", "失败") }
    var passedHeading: String { pick("Passed", "通过") }
    var tags: String { pick("tags", "标签") }
    var sequenceDiagram: String { pick("Sequence diagram", "时序图") }
    var theApp: String { pick("The app", "应用") }
    var launchCaption: String { pick("at launch", "启动时") }
    func expectCaption(_ step: Int, _ place: String) -> String { pick("at step \(step)\(place): expect", "第 \(step) 步\(place)：检查") }
    func traceOf(_ name: String) -> String { pick("trace of ", "回调顺序：") + name }
    var stoppedCaption: String { pick("where the run stopped", "运行停止之处") }
    var endCaption: String { pick("at the end (the final expect)", "结束时（最后的检查）") }
    var drawnOnDemand: String {
        pick(
            "Passing scenarios come without pictures and sequence diagrams (--attach failures); to draw each as it is opened, serve this page with: ",
            "通过的场景不附图片和时序图（--attach failures）；要在展开时画出它们，用这个命令打开本页："
        )
    }
    var drawCommand: String { pick("dnd-scenario show-report THIS-PAGE.html", "dnd-scenario show-report 本页.html") }
}
