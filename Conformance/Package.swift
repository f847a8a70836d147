// swift-tools-version:5.9
// Conformance: checks modelgen's parser and template engine against swift-syntax and
// Stencil, and hosts the `reference` pipeline used by `make bench`. The product
// (the root package) never depends on this package.
import PackageDescription

let package = Package(
    name: "Conformance",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "modelgen", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "602.0.0"),
        .package(url: "https://github.com/stencilproject/Stencil.git", exact: "0.15.1"),
    ],
    targets: [
        // swift-syntax → normalized declarations (the same records our parser is reduced to).
        .target(name: "SyntaxReference", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // Stencil 0.15.1, plus Sourcery's documented whitespace post-processing around it.
        .target(name: "StencilReference", dependencies: [
            .product(name: "Stencil", package: "Stencil"),
        ]),
        // The reference pipeline for benchmarks: swift-syntax parse + Stencil render.
        .executableTarget(name: "reference", dependencies: [
            "SyntaxReference", "StencilReference", .product(name: "Stencil", package: "Stencil"),
        ]),
        // Render benchmark: Stencil vs our engine on a large template and context (`make bench-render`).
        .executableTarget(name: "render-bench", dependencies: [
            "StencilReference", .product(name: "Stencil", package: "Stencil"),
            .product(name: "TemplateEngine", package: "modelgen"),
        ]),
        .testTarget(name: "ParserConformanceTests", dependencies: [
            "SyntaxReference",
            .product(name: "SwiftDeclParser", package: "modelgen"),
        ]),
        // `reference` against `modelgen generate`: byte-identical outputs on a small corpus.
        .testTarget(name: "ReferencePipelineTests", dependencies: [
            "reference", .product(name: "modelgen", package: "modelgen"),
        ]),
        .testTarget(name: "TemplateConformanceTests", dependencies: [
            "StencilReference",
            .product(name: "TemplateEngine", package: "modelgen"),
        ]),
    ]
)
