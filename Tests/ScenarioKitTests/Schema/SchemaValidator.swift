import Foundation
import ScenarioTestSupport

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

    /// Every value a `${name}` can stand for, replaced by one: in each outline (a scenario's
    /// document but its `examples`) and each fragment's `steps`, every scalar by `${p}`, every
    /// scalar by its text followed by `${p}`, and, one depth at a time, every value below by
    /// `${p}`. Prints a line per document that some variant fails: `PATH#N WHAT: invalid at …`,
    /// then `checked N variants`.
    static let parameterisedScript = """
    import json, sys
    try:
        import yaml, jsonschema
    except ImportError as error:
        print("missing: " + str(error) + " (pip install jsonschema pyyaml, as .ci/run does)")
        sys.exit(3)
    validator = jsonschema.Draft202012Validator(json.load(open(sys.argv[1], encoding="utf-8")))
    P = "${p}"
    def scalars(node, replace):
        if isinstance(node, dict): return {k: scalars(v, replace) for k, v in node.items()}
        if isinstance(node, list): return [scalars(v, replace) for v in node]
        return replace(node)
    def at_depth(node, depth):
        if depth == 0: return P
        if isinstance(node, dict): return {k: at_depth(v, depth - 1) for k, v in node.items()}
        if isinstance(node, list): return [at_depth(v, depth - 1) for v in node]
        return node
    def deepest(node):
        if isinstance(node, dict): return 1 + max([deepest(v) for v in node.values()] or [0])
        if isinstance(node, list): return 1 + max([deepest(v) for v in node] or [0])
        return 0
    checked = 0
    for path in sys.argv[2:]:
        for index, document in enumerate(yaml.safe_load_all(open(path, encoding="utf-8"))):
            if not isinstance(document, dict): continue
            keys = ["steps"] if "fragment" in document else [k for k in document if k != "examples"]
            keys = [k for k in keys if k in document]
            variants = [("whole", lambda node: scalars(node, lambda v: P)), ("inside text", lambda node: scalars(node, lambda v: str(v) + P))]
            variants += [("depth %d" % d, lambda node, d=d: at_depth(node, d)) for d in range(0, max([deepest(document[k]) for k in keys] or [0]) + 1)]
            for what, change in variants:
                variant = dict(document)
                for key in keys: variant[key] = change(document[key])
                checked += 1
                errors = list(validator.iter_errors(variant))
                if errors:
                    best = jsonschema.exceptions.best_match(errors)
                    where = "/".join(map(str, best.absolute_path))
                    print(f"{path}#{index} {what}: invalid at /{where}: {best.message[:200]}")
    print(f"checked {checked} variants")
    """

    /// One line per document of each file: `PATH#N: ok`, `PATH#N: invalid at /…: …`, or
    /// `PATH#*: unparsed` for a file PyYAML cannot read.
    static func validate(_ files: [String], schema: String, script: String = script) throws -> [String] {
        let output = try ChildProcess.run("/usr/bin/env", ["python3", "-c", script, schema] + files, errorIntoOutput: true)
        let text = output.standardOutput
        guard output.status == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "the schema validator failed (exit \(output.status)): \(text)"])
        }
        return text.split(separator: "\n").map(String.init)
    }
}
