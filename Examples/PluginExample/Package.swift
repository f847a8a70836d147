// swift-tools-version:5.9
// A package that uses modelgen's build-tool plugin: `swift build` generates
// Decodable conformances for the models in Sources/Models, `swift test` decodes
// JSON through them. It depends on modelgen by path, as a project vendoring it would.
import PackageDescription

let package = Package(
    name: "PluginExample",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "modelgen", path: "../.."),
    ],
    targets: [
        .target(
            name: "Models",
            plugins: [.plugin(name: "ModelgenPlugin", package: "modelgen")]),
        .testTarget(name: "ModelsTests", dependencies: ["Models"]),
    ]
)
