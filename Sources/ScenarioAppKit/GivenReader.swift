/// Collects the problems met while an app reads its `given`, for the scenario's diagnostics.
/// One reader is shared by every `GivenNode` of one `given`.
package final class GivenReader {
    package var decoder = NodeDecoder()

    package init() {}
}
