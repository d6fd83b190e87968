// swift-tools-version: 6.0
import PackageDescription

/// How a release `dnd-scenario` (and the benchmark, which times it) is linked on Linux: the
/// runtime, Foundation and libstdc++ inside, exporting no symbols. libstdc++ is found through
/// the linker script in `Sources/dnd-scenario/Linking`, which names its static archive. It
/// stays position-independent: a tool that opens files other people wrote keeps its own code
/// at a random address.
var releaseLinking: [String] {
    ["-static-stdlib", "-Xlinker", "--no-export-dynamic", "-L", linkingFolder]
}

/// `Sources/dnd-scenario/Linking` as an absolute path: the linker does not run in this folder.
let linkingFolder = String(#filePath.dropLast("Package.swift".count)) + "Sources/dnd-scenario/Linking"

let package = Package(
    name: "dnd-scenario",
    products: [
        .executable(name: "dnd-scenario", targets: ["dnd-scenario"]),
        .library(name: "ScenarioKit", targets: ["ScenarioKit"]),
        .library(name: "ScenarioCommands", targets: ["ScenarioCommands"]),
        .library(name: "ScenarioStudio", targets: ["ScenarioStudio"]),
        .library(name: "DragDropCore", targets: ["DragDropCore"]),
        .library(name: "GalleryCore", targets: ["GalleryCore"]),
        .library(name: "YAMLReader", targets: ["YAMLReader"]),
        .library(name: "ScenarioAppKit", targets: ["ScenarioAppKit"]),
        .library(name: "ScenarioTesting", targets: ["ScenarioTesting"]),
        .library(name: "UIKitNames", targets: ["UIKitNames"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "MobileCoreServices", targets: ["MobileCoreServices"]),
        .library(name: "ScenarioXCTest", targets: ["ScenarioXCTest"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The studio's web server. (FlyingFox, smaller, links FoundationNetworking, which the
        // static release build cannot link without libcurl.)
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
    ],
    targets: [
        // MARK: Core libraries: YAML, the engine, the app kit, the format and the runner.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "YAMLReader", dependencies: ["CYAML"]),
        .target(name: "DragDropCore"),
        // Apple's module names that drag and drop code imports beside UIKit; UIKitNames
        // brings them too, as UIKit does. Linux has no modules of these names to clash with.
        .target(name: "UniformTypeIdentifiers", dependencies: ["DragDropCore"]),
        .target(name: "MobileCoreServices", dependencies: ["DragDropCore"]),
        .target(name: "UIKitNames", dependencies: ["DragDropCore", "UniformTypeIdentifiers", "MobileCoreServices"]),
        .target(name: "ScenarioAppKit", dependencies: ["YAMLReader", "DragDropCore"]),
        .target(name: "ScenarioKit", dependencies: ["YAMLReader", "DragDropCore", "ScenarioAppKit"]),

        // MARK: Testing a user's own app from Swift Testing or XCTest.
        .target(name: "ScenarioTesting", dependencies: ["ScenarioKit", "YAMLReader", "DragDropCore"]),
        .target(name: "ScenarioXCTest", dependencies: ["ScenarioTesting", "ScenarioKit"]),

        // MARK: The shipped apps: the tutorial's gallery, the sectioned board, the canvas.
        // Swift 5, as the tutorials: their `DispatchQueue.main.async { self… }` hops assume
        // UIKit's main-actor views, which Swift 6 would require the engine's views to be.
        .target(
            name: "GalleryCore",
            dependencies: ["UIKitNames", "ScenarioAppKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),

        // MARK: Commands: worker processes and signals at the edge, the command set, the tool.
        .target(
            name: "ScenarioExecution",
            dependencies: ["ScenarioKit", "ScenarioAppKit", "DragDropCore", "YAMLReader"]
        ),
        // The studio's server: the network at the edge, as ScenarioExecution keeps processes.
        .target(
            name: "ScenarioStudio",
            dependencies: [
                "ScenarioKit",
                "ScenarioAppKit",
                "ScenarioCommands",
                "ScenarioExecution",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        .target(
            name: "ScenarioCommands",
            dependencies: [
                "ScenarioKit",
                "ScenarioExecution",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "dnd-scenario",
            dependencies: ["ScenarioCommands", "ScenarioStudio", "GalleryCore"],
            // Start-up: a release binary carries the Swift runtime and Foundation inside, so
            // launching it loads a handful of shared libraries instead of twenty; it exports
            // none of its 16,000 symbols, which the runtime's start-up searches one by one
            // (`dladdr`). Linking it at a fixed address (`-no-pie`) would spare the loader its
            // 95,000 relocations too, but gives up address randomisation (docs/PERFORMANCE.md).
            exclude: ["Linking"],
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(releaseLinking, .when(platforms: [.linux], configuration: .release))]
        ),

        // MARK: Tools: the benchmark, its libyaml baseline, mutation testing.
        .executableTarget(name: "yaml-events", dependencies: ["CYAML"]),
        // Linked as the release dnd-scenario is, so its rows time the code as users run it.
        .executableTarget(
            name: "dnd-scenario-bench",
            dependencies: ["ScenarioKit", "ScenarioExecution", "GalleryCore", "CYAML", "dnd-scenario", "yaml-events"],
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(releaseLinking, .when(platforms: [.linux], configuration: .release))]
        ),
        .target(name: "MutationTesting", dependencies: ["ScenarioExecution"]),
        .executableTarget(
            name: "mutate",
            dependencies: ["MutationTesting", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // MARK: Tests, and dnd-scenario with an app that traps on purpose for them.
        .executableTarget(
            name: "dnd-scenario-trapping",
            dependencies: ["ScenarioCommands", "ScenarioAppKit", "DragDropCore", "GalleryCore"],
            path: "Tests/TrappingApp"
        ),
        // What the test targets share: a seeded generator, scenario text, temporary folders and
        // running programs. Under Tests/, and used by test targets only.
        // Its programs are started as the command starts its workers (ScenarioExecution's ChildSpawn).
        .target(name: "ScenarioTestSupport", dependencies: ["ScenarioExecution"], path: "Tests/ScenarioTestSupport"),
        .testTarget(name: "YAMLReaderTests", dependencies: ["YAMLReader", "ScenarioTestSupport"]),
        .testTarget(name: "DragDropCoreTests", dependencies: ["DragDropCore", "ScenarioTestSupport"]),
        .testTarget(name: "GalleryCoreTests", dependencies: ["GalleryCore", "DragDropCore", "ScenarioAppKit", "ScenarioTestSupport"]),
        .testTarget(
            name: "ScenarioTestingTests",
            dependencies: ["ScenarioTesting", "ScenarioXCTest", "ScenarioKit", "ScenarioAppKit", "DragDropCore", "GalleryCore", "ScenarioTestSupport"],
            exclude: ["Scenarios"]
        ),
        .testTarget(
            name: "UIKitNamesTests",
            dependencies: ["UIKitNames", "GalleryCore", "ScenarioTesting", "ScenarioKit", "ScenarioAppKit"],
            exclude: ["Scenarios", "UIKitCodeScenarios"],
            // App code written as for UIKit, in the language mode of GalleryCore's.
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The same UIKit controllers (linked files), in Swift 6 mode.
        .testTarget(
            name: "UIKitNamesSwift6Tests",
            dependencies: ["UIKitNames", "ScenarioAppKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "ScenarioKitTests",
            dependencies: ["ScenarioKit", "ScenarioExecution", "YAMLReader", "GalleryCore", "ScenarioTestSupport"]
        ),
        // The command set's own reading of its command line, in process.
        .testTarget(
            name: "ScenarioCommandsTests",
            dependencies: ["ScenarioCommands", "ScenarioExecution", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "MutationTestingTests", dependencies: ["MutationTesting"]),
        .testTarget(
            name: "ScenarioStudioTests",
            dependencies: ["ScenarioStudio", "ScenarioKit", "ScenarioAppKit", "GalleryCore", "ScenarioTestSupport"],
            exclude: ["studio_browser.py"]
        ),
    ]
)
