import Foundation
import PackagePlugin

/// Runs modelgen for a target during `swift build`, so generated code is never stale.
///
/// What it reads:
/// - sources: the target's Swift files (handed over as an `.xcfilelist`, so no
///   command line grows with the target);
/// - templates and `args:`: the target's `.modelgen.yml` when there is one, else
///   the `Templates/` folder of the target or of the package.
///
/// What it writes: one file, `<work>/<Target>.modelgen.swift`, holding every
/// template's output; SwiftPM compiles it into the target. A build command (not
/// a prebuild command) declares its inputs and output, so it reruns only when a
/// source, a template or the config changed, and it may use modelgen built from
/// source.
@main
struct ModelgenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let work = context.pluginWorkDirectory
        let sources = module.sourceFiles(withSuffix: "swift").map(\.path.string).sorted()
        guard !sources.isEmpty else { return [] }

        let sourcesList = work.appending("\(target.name).sources.xcfilelist")
        try SourcesList.write(sources, to: sourcesList.string)
        let output = work.appending("\(target.name).modelgen.swift")

        var arguments = ["--sources-list", sourcesList.string, "--output", output.string,
                         "--cache-path", work.appending("cache").string, "--quiet"]
        var inputs = sources.map { Path($0) } + [sourcesList]

        let config = module.directory.appending(".modelgen.yml")
        if FileManager.default.fileExists(atPath: config.string) {
            arguments = ["--config", config.string] + arguments
            inputs.append(config)
            inputs += try TemplateInputs.files(inConfig: config.string).map { Path($0) }
        } else if let templates = conventionalTemplatesFolder(module: module, package: context.package) {
            arguments = ["--templates", templates] + arguments
            inputs += TemplateInputs.templates(under: templates).map { Path($0) }
        } else {
            throw PluginFailure(description: """
                modelgen: target '\(target.name)' has no templates: add \(config.string) \
                with a 'templates:' list, or a Templates/ folder to the target or the package
                """)
        }

        return [.buildCommand(
            displayName: "modelgen: generating \(target.name).modelgen.swift",
            executable: try context.tool(named: "modelgen").path,
            arguments: arguments,
            inputFiles: inputs,
            outputFiles: [output])]
    }

    private func conventionalTemplatesFolder(module: SourceModuleTarget, package: Package) -> String? {
        [module.directory.appending("Templates"), package.directory.appending("Templates")]
            .map(\.string)
            .first { TemplateInputs.isFolder($0) }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
}
