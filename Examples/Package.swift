// swift-tools-version: 6.0
import PackageDescription

// A package of its own that tests its own apps with dnd-scenario: the inbox that
// docs/CUSTOM-APPS.md builds, a reorderable to-do list written with UIKit's names, Apple's
// PhotoAlbum sample ported to them, a kanban board with a table per column, modelled on a
// public app, a bookmarks bar written as simple apps write one, and a table of places ported
// from Apple's "Adopting Drag and Drop in a Table View", a poster whose image view takes
// dropped images and colours; for each, its scenarios in
// Scenarios/, a test suite running them and a dnd-scenario command line
// that knows the app.
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
        .target(
            name: "Places",
            dependencies: [
                .product(name: "UIKitNames", package: "dnd-scenario"),
                .product(name: "ScenarioAppKit", package: "dnd-scenario"),
            ]
        ),
        .executableTarget(
            name: "places-scenario",
            dependencies: [
                "Places",
                .product(name: "ScenarioCommands", package: "dnd-scenario"),
                .product(name: "ScenarioStudio", package: "dnd-scenario"),
            ]
        ),
        .testTarget(
            name: "PlacesTests",
            dependencies: ["Places", .product(name: "ScenarioTesting", package: "dnd-scenario")]
        ),
        .target(
            name: "Inbox",
            dependencies: [
                .product(name: "UIKitNames", package: "dnd-scenario"),
                .product(name: "ScenarioAppKit", package: "dnd-scenario"),
            ]
        ),
        .target(
            name: "PhotoAlbum",
            dependencies: [
                .product(name: "UIKitNames", package: "dnd-scenario"),
                .product(name: "ScenarioAppKit", package: "dnd-scenario"),
            ],
            // The sample's `DispatchQueue.main.async { self… }` hops assume UIKit's main-actor
            // views; Swift 5 mode compiles them as the sample was written (CUSTOM-APPS.md).
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "Bookmarks",
            dependencies: [
                .product(name: "UIKitNames", package: "dnd-scenario"),
                .product(name: "ScenarioAppKit", package: "dnd-scenario"),
            ]
        ),
        .executableTarget(
            name: "bookmarks-scenario",
            dependencies: ["Bookmarks", .product(name: "ScenarioCommands", package: "dnd-scenario")]
        ),
        .testTarget(
            name: "BookmarksTests",
            dependencies: ["Bookmarks", .product(name: "ScenarioTesting", package: "dnd-scenario")]
        ),
        .executableTarget(
            name: "photo-album-scenario",
            dependencies: ["PhotoAlbum", .product(name: "ScenarioCommands", package: "dnd-scenario")]
        ),
        .testTarget(
            name: "PhotoAlbumTests",
            dependencies: ["PhotoAlbum", .product(name: "ScenarioTesting", package: "dnd-scenario")]
        ),
        .executableTarget(
            name: "inbox-scenario",
            dependencies: ["Inbox", .product(name: "ScenarioCommands", package: "dnd-scenario")]
        ),
        .testTarget(
            name: "InboxTests",
            dependencies: ["Inbox", .product(name: "ScenarioTesting", package: "dnd-scenario")]
        ),
        .executableTarget(
            name: "todo-scenario",
            dependencies: ["ToDo", .product(name: "ScenarioCommands", package: "dnd-scenario")]
        ),
        .target(
            name: "Kanban",
            dependencies: [
                .product(name: "UIKitNames", package: "dnd-scenario"),
                .product(name: "ScenarioAppKit", package: "dnd-scenario"),
            ]
        ),
        .executableTarget(
            name: "kanban-scenario",
            dependencies: ["Kanban", .product(name: "ScenarioCommands", package: "dnd-scenario")]
        ),
        .testTarget(
            name: "KanbanTests",
            dependencies: ["Kanban", .product(name: "ScenarioTesting", package: "dnd-scenario")]
        ),
        .target(
            name: "Poster",
            dependencies: [
                .product(name: "UIKitNames", package: "dnd-scenario"),
                .product(name: "ScenarioAppKit", package: "dnd-scenario"),
            ]
        ),
        .executableTarget(
            name: "poster-scenario",
            dependencies: ["Poster", .product(name: "ScenarioCommands", package: "dnd-scenario")]
        ),
        .testTarget(
            name: "PosterTests",
            dependencies: ["Poster", .product(name: "ScenarioTesting", package: "dnd-scenario")]
        ),
        // Seeded mutants of every example's scenarios, through the library and the commands.
        .testTarget(
            name: "HostileTests",
            dependencies: [
                "Kanban", "PhotoAlbum", "Places", "Bookmarks", "ToDo",
                .product(name: "ScenarioKit", package: "dnd-scenario"),
            ]
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
