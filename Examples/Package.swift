// swift-tools-version: 6.0
import PackageDescription

// A package of its own that tests its own app with dnd-scenario: the to-do list in
// Sources/ToDo, its scenarios in Scenarios/, a Swift Testing suite running them, and
// `todo-scenario`, a dnd-scenario command line that knows the app.
let package = Package(
    name: "ToDoExample",
    dependencies: [
        // In your own package: .package(url: "https://…/dnd-scenario", from: "…").
        .package(name: "dnd-scenario", path: ".."),
    ],
    targets: [
        .target(
            name: "ToDo",
            dependencies: [
                .product(name: "UIKitNames", package: "dnd-scenario"),
                .product(name: "ScenarioAppKit", package: "dnd-scenario"),
            ]
        ),
        .executableTarget(
            name: "todo-scenario",
            dependencies: ["ToDo", .product(name: "ScenarioCommands", package: "dnd-scenario")]
        ),
        .testTarget(
            name: "ToDoTests",
            dependencies: [
                "ToDo",
                .product(name: "ScenarioTesting", package: "dnd-scenario"),
                .product(name: "ScenarioXCTest", package: "dnd-scenario"),
            ]
        ),
    ]
)
