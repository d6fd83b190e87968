// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "dnd-scenario",
    products: [
        .executable(name: "dnd-scenario", targets: ["dnd-scenario"]),
        .library(name: "ScenarioKit", targets: ["ScenarioKit"]),
        .library(name: "ScenarioCommands", targets: ["ScenarioCommands"]),
        .library(name: "DragDropCore", targets: ["DragDropCore"]),
        .library(name: "GalleryCore", targets: ["GalleryCore"]),
        .library(name: "YAMLReader", targets: ["YAMLReader"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "YAMLReader", dependencies: ["CYAML"]),
        .target(name: "DragDropCore"),
        .target(name: "GalleryCore", dependencies: ["DragDropCore"]),
        .target(name: "ScenarioKit", dependencies: ["YAMLReader", "DragDropCore", "GalleryCore"]),
        .target(
            name: "ScenarioCommands",
            dependencies: [
                "ScenarioKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "dnd-scenario", dependencies: ["ScenarioCommands"]),
        .executableTarget(name: "dnd-scenario-bench", dependencies: ["ScenarioKit"]),
        .testTarget(name: "YAMLReaderTests", dependencies: ["YAMLReader"]),
        .testTarget(name: "DragDropCoreTests", dependencies: ["DragDropCore"]),
        .testTarget(name: "GalleryCoreTests", dependencies: ["GalleryCore", "DragDropCore"]),
        .testTarget(name: "ScenarioKitTests", dependencies: ["ScenarioKit", "YAMLReader"]),
    ]
)
