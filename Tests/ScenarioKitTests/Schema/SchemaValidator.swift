import Foundation

/// Python's `jsonschema` (draft 2020-12) and PyYAML, run on YAML files: a real validator, not
/// ours. `.ci/run` installs both; when either is missing the test fails and says so.
enum SchemaValidator {
    static let script = """
    import json, sys
    try:
        import yaml, jsonschema
    except ImportError as error:
        print("missing: " + str(error) + " (pip install jsonschema pyyaml, as .ci/run does)")
        sys.exit(3)
    schema = json.load(open(sys.argv[1], encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for path in sys.argv[2:]:
        try:
            documents = list(yaml.safe_load_all(open(path, encoding="utf-8")))
        except Exception as error:
            print(path + "#*: unparsed")
            continue
        for index, document in enumerate(documents):
            if document is None:
                continue
            errors = list(validator.iter_errors(document))
            if errors:
                best = jsonschema.exceptions.best_match(errors)
                where = "/".join(map(str, best.absolute_path))
                print(f"{path}#{index}: invalid at /{where}: {best.message[:200]}")
            else:
                print(f"{path}#{index}: ok")
    """

    /// One line per document of each file: `PATH#N: ok`, `PATH#N: invalid at /…: …`, or
    /// `PATH#*: unparsed` for a file PyYAML cannot read.
    static func validate(_ files: [String], schema: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema] + files
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "the schema validator failed (exit \(process.terminationStatus)): \(text)"])
        }
        return text.split(separator: "\n").map(String.init)
    }
}
