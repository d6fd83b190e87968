import ArgumentParser

/// The command lines read by hand, without ArgumentParser: a worker's, which the command and
/// the studio write themselves, and `run PATH…` and `check PATH…` giving no option — the
/// one-file run and check of issue 40.
///
/// ArgumentParser's parse reflects over every option of the command, and the runtime answers
/// each first question about an option's type (does it conform to this protocol?) by scanning
/// all of the executable's seven thousand conformance records: in a release build, 28 of the
/// 35 million instructions of `run FILE`'s command, and 14 of its worker's 25 million.
/// Anything else — an option, `--help`, a mistake — goes to ArgumentParser as before, with its
/// help and its errors, and what is read here is what ArgumentParser reads
/// (`PlainCommandLineTests`).
enum PlainCommandLine {
    /// The command `arguments` (after the executable's name) give, or nil for ArgumentParser.
    static func command(_ arguments: [String]) -> (any ParsableCommand)? {
        guard let name = arguments.first else { return nil }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "run": return paths(rest).map(Run.giving(only:))
        case "check": return paths(rest).map(Check.giving(only:))
        case "worker": return Worker.reading(rest)
        default: return nil
        }
    }

    /// `rest` when every word of it is a path: at least one, none that ArgumentParser could
    /// read as an option (`-…`, `--`).
    static func paths(_ rest: [String]) -> [String]? {
        guard !rest.isEmpty, !rest.contains(where: { $0.hasPrefix("-") }) else { return nil }
        return rest
    }
}
