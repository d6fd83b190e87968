import Foundation
import ScenarioTestSupport
import Testing

/// What a user links: a package that tests its own app through ScenarioTesting builds the
/// engine, the format, the runner and the app kit — not the command line, ArgumentParser, the
/// process machinery or the shipped apps; a command line of its own links the shipped apps
/// only when it names them.
@Suite("The package's shape")
struct PackageShapeTests {
    /// Every target's direct dependencies, from `swift package dump-package`.
    static func dependencies() throws -> [String: [String]] {
        // A scratch folder of its own: the package's `.build` is locked while `swift test` runs.
        let scratch = try freshFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let output = try ChildProcess.run("/usr/bin/env", ["swift", "package", "--scratch-path", scratch, "dump-package"], in: PackagePaths.root)
        let data = Data(output.standardOutput.utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(json["targets"] as? [[String: Any]])
        var graph: [String: [String]] = [:]
        for target in targets {
            let name = try #require(target["name"] as? String)
            let dependencies = (target["dependencies"] as? [[String: [Any]]]) ?? []
            graph[name] = dependencies.compactMap { $0.values.first?.first as? String }
        }
        return graph
    }

    static func closure(of target: String, in graph: [String: [String]]) -> Set<String> {
        var seen: Set<String> = []
        var pending = [target]
        while let next = pending.popLast() {
            for dependency in graph[next] ?? [] where seen.insert(dependency).inserted { pending.append(dependency) }
        }
        return seen
    }

    @Test("ScenarioTesting and the libraries under it link no command line, process machinery, web server or shipped app")
    func librariesStayOut() throws {
        let graph = try Self.dependencies()
        for library in ["ScenarioTesting", "ScenarioXCTest", "ScenarioKit", "ScenarioAppKit", "DragDropCore", "YAMLReader", "UIKitNames"] {
            let linked = Self.closure(of: library, in: graph)
            #expect(linked.isDisjoint(with: ["ScenarioCommands", "ScenarioExecution", "ScenarioStudio", "NIOCore", "NIOPosix", "NIOHTTP1", "ArgumentParser", "GalleryCore"]), "\(library) links \(linked.sorted())")
        }
    }

    @Test("the command set links the shipped apps only in the shipped executable")
    func shippedAppsOptIn() throws {
        let graph = try Self.dependencies()
        #expect(!Self.closure(of: "ScenarioCommands", in: graph).contains("GalleryCore"))
        #expect(Self.closure(of: "dnd-scenario", in: graph).contains("GalleryCore"))
    }

    @Test("the studio's web server is linked only by a command line that names it")
    func serverAtTheEdge() throws {
        let graph = try Self.dependencies()
        let linking = graph.keys.filter { Self.closure(of: $0, in: graph).contains("NIOHTTP1") && !$0.hasSuffix("Tests") }
        #expect(Set(linking) == ["ScenarioStudio", "dnd-scenario", "dnd-scenario-bench"], "\(linking.sorted())")
        #expect(!Self.closure(of: "ScenarioCommands", in: graph).contains("NIOHTTP1"))
    }
}

/// Children start one way: through `ChildSpawn`, whose signal mask, dispositions, descriptors
/// and teardown are stated once — `mutate`'s builds and test runs included.
@Suite("Starting children")
struct ChildStartTests {
    @Test("no source or test support starts a child but through ChildSpawn")
    func oneSpawner() throws {
        var starts: [String] = []
        for folder in ["Sources", "Tests/ScenarioTestSupport"] {
            let root = PackagePaths.root + "/" + folder
            let walker = try #require(FileManager.default.enumerator(atPath: root))
            while let path = walker.nextObject() as? String {
                guard path.hasSuffix(".swift"), !path.hasPrefix("ScenarioExecution/ChildSpawn") else { continue }
                let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
                for pattern in ["Process()", "posix_spawn(", "posix_spawnp(", "fork()", "execv"] where text.contains(pattern) {
                    starts.append("\(folder)/\(path): \(pattern)")
                }
            }
        }
        #expect(starts == [])
    }
}
