import Testing

extension ScenarioProblem {
    /// The YAML location as Swift Testing takes it; the file ID is `FOLDER/FILE`.
    public var testingLocation: Testing.SourceLocation {
        let parts = location.file.split(separator: "/")
        let fileID = parts.suffix(2).joined(separator: "/")
        return Testing.SourceLocation(
            fileID: fileID.contains("/") ? fileID : "scenarios/" + fileID,
            filePath: location.file, line: location.line, column: location.column
        )
    }
}
