// swift-tools-version: 6.0
// The fuzz targets, a package of their own so the normal build never links a file without
// `main`: `Fuzz/run.sh MINUTES` builds them with libFuzzer and AddressSanitizer and runs them.
import PackageDescription

let package = Package(
    name: "dnd-scenario-fuzz",
    dependencies: [
        .package(name: "dnd-scenario", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "FuzzYAMLReader",
            dependencies: [.product(name: "YAMLReader", package: "dnd-scenario")]
        ),
        .executableTarget(
            name: "FuzzWholePath",
            dependencies: [
                .product(name: "ScenarioKit", package: "dnd-scenario"),
                .product(name: "GalleryCore", package: "dnd-scenario"),
                .product(name: "ScenarioAppKit", package: "dnd-scenario"),
            ]
        ),
    ]
)
