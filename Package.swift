// swift-tools-version:5.9
// modelgen: a zero-dependency code generator for Swift models.
// The product has no package dependencies; `Conformance/` is a separate package
// that may depend on swift-syntax and Stencil purely to check our output.
import PackageDescription

let package = Package(
    name: "modelgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "modelgen", targets: ["modelgen"]),
        .library(name: "SwiftDeclParser", targets: ["SwiftDeclParser"]),
        .library(name: "TemplateEngine", targets: ["TemplateEngine"]),
        // `swift build` runs modelgen for a target that uses this plugin (see Examples/PluginExample).
        .plugin(name: "ModelgenPlugin", targets: ["ModelgenPlugin"]),
    ],
    dependencies: [],
    targets: [
        // Lock, helper thread, NSString path text, CharacterSet whitespace: the few things the
        // product took from the full Foundation, so it links FoundationEssentials only.
        .target(name: "SystemSupport"),
        // Swift text → declarations. Knows nothing of templates.
        .target(name: "SwiftDeclParser", dependencies: ["SystemSupport"]),
        // Stencil-compatible template engine. Knows nothing of Swift.
        .target(name: "TemplateEngine", dependencies: ["SystemSupport"]),
        // CLI and glue: config, context, generation, output, watch.
        .executableTarget(name: "modelgen", dependencies: ["SwiftDeclParser", "TemplateEngine", "SystemSupport"]),
        // Build-tool plugin: generates into the plugin work folder during `swift build`.
        .plugin(name: "ModelgenPlugin", capability: .buildTool(), dependencies: ["modelgen"]),
        // Helpers shared by the test targets (not part of any product).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SwiftDeclParserTests", dependencies: ["SwiftDeclParser", "SystemSupport", "TestSupport"]),
        .testTarget(name: "TemplateEngineTests", dependencies: ["TemplateEngine"]),
        .testTarget(name: "modelgenTests", dependencies: ["modelgen", "SwiftDeclParser", "TemplateEngine", "SystemSupport", "TestSupport"]),
        .testTarget(name: "SystemSupportTests", dependencies: ["SystemSupport", "TestSupport"]),
    ]
)
