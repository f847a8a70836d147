#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SwiftDeclParser
import SystemSupport

/// Turns rendered templates into an `OutputPlan` (context-model.md §5.5):
/// - each template's main text → `<Template>.generated.swift` (or all of them into one `.swift` file);
/// - `sourcery:file:PATH` blocks → their own files under the output folder;
/// - `sourcery:inline:NAME` blocks → the NAME regions of source files, and `inline:auto:Type.Template`
///   blocks → new regions at the end of `Type`'s body when no region exists yet.
///
/// Every problem found is reported together, so one run shows them all.
struct OutputPlanner {
    var target: OutputTarget
    /// The folder `sourcery:file:` blocks must stay in (nil: the output folder).
    var projectRoot: String?
    /// The header put before texts that are not the rendered buffer itself (which already holds it).
    var header = GeneratedHeader.standard
    /// Spaces added to new `inline:auto` blocks (`--base-indentation`).
    var baseIndentation = 0
    /// `--force-parse` extensions: inline blocks named `*.EXT` also stay in the template's own output.
    var forceParse: [String] = []
    /// Reads a source file (injected so tests can plan without a disk); called from several threads.
    var readFile: @Sendable (String) throws -> [UInt8] = { path in
        guard let data = FileManager.default.contents(atPath: path) else {
            throw GenerationError(description: "\(PathResolver.display(path)): error: cannot read source file")
        }
        return [UInt8](data)
    }

    init(target: OutputTarget, projectRoot: String? = nil, header: GeneratedHeader = .standard,
         readFile: (@Sendable (String) throws -> [UInt8])? = nil) {
        self.target = target
        self.projectRoot = projectRoot
        self.header = header
        if let readFile { self.readFile = readFile }
    }

    /// Errors that concern one template (a `sourcery:file:` path leading outside the project) leave
    /// that template's outputs out of the plan and are listed in `templateErrors`: the other
    /// templates' outputs are still written. Any other error fails the whole plan.
    func plan(_ rendered: [RenderedTemplate], sources: SourceIndex) throws -> OutputPlan {
        var errors: [String] = []
        var templateErrors: [String] = []
        // A nil `output`: the text holds no block, it is all plain.
        var scanned: [(template: RenderedTemplate, output: RenderedOutputScanner.Scanned?)] = []
        for template in rendered {
            do {
                scanned.append((template, try template.withText { try RenderedOutputScanner.scan($0, templatePath: template.path) }))
            } catch {
                errors.append(String(describing: error))
            }
        }

        // sourcery:file paths first: a template with a path outside the project writes nothing.
        let paths = FileBlockPath(outputFolder: target.folder, projectRoot: projectRoot ?? target.folder)
        var resolvedBlocks: [[(block: RenderedOutputScanner.FileBlock, path: String)]] = []
        var kept: [(template: RenderedTemplate, output: RenderedOutputScanner.Scanned?)] = []
        for entry in scanned {
            var blocks: [(block: RenderedOutputScanner.FileBlock, path: String)] = []
            var failed = false
            for block in entry.output?.fileBlocks ?? [] {
                do {
                    blocks.append((block, try paths.resolve(block.path)))
                } catch {
                    failed = true
                    templateErrors.append(RenderedOutputLocation(templatePath: entry.template.path, renderedLine: block.line,
                                                                 markerLine: block.openingLine).error("\(error)"))
                }
            }
            if failed { continue }
            kept.append(entry)
            resolvedBlocks.append(blocks)
        }
        scanned = kept

        let inline = InlinePlanner(readFile: readFile, baseIndentation: baseIndentation)
        let inlineResult = inline.plan(scanned.flatMap { entry in (entry.output?.segments ?? []).compactMap { segment -> (RenderedOutputScanner.InlineBlock, String)? in
            if case .inline(let block) = segment { return (block, entry.template.path) }
            return nil
        } }, sources: sources)
        errors += inlineResult.errors

        var plan = OutputPlan(sourceEdits: inlineResult.edits)
        plan.inlinePlacements = inlineResult.placements
        plan.templatePaths = scanned.map(\.template.path)
        var claimed: [String: String] = [:]   // output path → who produces it
        func claim(_ path: String, by owner: String) {
            if let previous = claimed[path] {
                errors.append("\(PathResolver.display(path)): error: produced by both \(previous) and \(owner)")
            }
            claimed[path] = owner
        }

        switch target {
        case .folder(let folder):
            for (template, output) in scanned {
                let path = folder + "/" + template.name + ".generated.swift"
                claim(path, by: "template \(template.path)")
                let contents = mainFile(template, output, consumed: inlineResult.consumed)
                let blankText = contents == nil
                    ? Self.text(of: Self.mainPieces(of: template, output, consumed: inlineResult.consumed, forceParse: forceParse)) : nil
                plan.generatedFiles.append(.init(path: path, contents: contents, origin: .template(template.path), blankText: blankText))
            }
        case .file(let path):
            // As Sourcery joins them: each template's text after a line break, blank ones too.
            let pieces = scanned.flatMap { template, output in
                [.text("\n")] + Self.mainPieces(of: template, output, consumed: inlineResult.consumed, forceParse: forceParse)
            }
            let contents = OutputPiece.join(pieces, after: header.text)
            plan.generatedFiles.append(.init(path: path, contents: contents, origin: .allTemplates,
                                             blankText: contents == nil ? Self.text(of: pieces) : nil))
            claim(path, by: "the --output file")
        }

        // sourcery:file blocks, grouped by path in order of appearance.
        var fileOrder: [String] = []
        var fileBodies: [String: [String]] = [:]
        for (entry, blocks) in zip(scanned, resolvedBlocks) {
            for (block, path) in blocks {
                if fileBodies[path] == nil {
                    fileOrder.append(path)
                    claim(path, by: "sourcery:file:\(block.path) in \(entry.template.path)")
                }
                fileBodies[path, default: []].append(block.body)
            }
        }
        for path in fileOrder {
            // The bodies joined with line breaks.
            var pieces: [OutputPiece] = []
            for body in fileBodies[path]! {
                if !pieces.isEmpty { pieces.append(.text("\n")) }
                pieces.append(.text(body))
            }
            let contents = OutputPiece.join(pieces, after: header.text)
            plan.generatedFiles.append(.init(path: path, contents: contents, confinedTo: paths.confinement(of: path),
                                             blankText: contents == nil ? Self.text(of: pieces) : nil))
        }

        if !errors.isEmpty { throw GenerationError(description: (templateErrors + errors).joined(separator: "\n")) }
        plan.templateErrors = templateErrors
        return plan
    }

    /// The template's own output file: the rendered bytes as they are (header included) when the
    /// text is all plain, else the header and the main pieces (`mainPieces`) joined; nil when the
    /// text is blank.
    func mainFile(_ template: RenderedTemplate, _ output: RenderedOutputScanner.Scanned?,
                  consumed: Set<String>) -> FileContents? {
        guard output != nil else {
            return template.withText { Self.isBlank($0) } ? nil : FileContents(sharing: template.output)
        }
        return OutputPiece.join(Self.mainPieces(of: template, output, consumed: consumed, forceParse: forceParse), after: header.text)
    }

    /// A template's main text, in order: the plain runs of its rendered text (all of it when it
    /// holds no block), and the inline blocks that went into no source file (auto and empty ones
    /// are dropped). As in Sourcery, a block whose name `--force-parse` covers stays even when it
    /// went into a source file (empty ones are still dropped).
    static func mainPieces(of template: RenderedTemplate, _ output: RenderedOutputScanner.Scanned?,
                           consumed: Set<String>, forceParse: [String] = []) -> [OutputPiece] {
        let textStart = template.textStart
        guard let output else { return [.rendered(template.output, textStart..<template.output.count)] }
        return output.segments.compactMap { segment in
            switch segment {
            case .plain(let range):
                return .rendered(template.output, (textStart + range.lowerBound)..<(textStart + range.upperBound))
            case .inline(let block):
                if block.body.isEmpty { return nil }
                if SwiftParser.isForceParsed(regionName: block.name, forceParse) { return .text(block.verbatim) }
                if consumed.contains(block.name) || block.isAuto { return nil }
                return .text(block.verbatim)
            }
        }
    }

    /// The pieces' text, joined (for blank outputs, which are short).
    static func text(of pieces: [OutputPiece]) -> String {
        OutputPiece.join(pieces, after: "", keepingBlank: true).map { $0.withBytes { String(decoding: $0, as: UTF8.self) } } ?? ""
    }

    static func isBlank(_ text: String) -> Bool {
        isBlank(text.utf8)
    }

    static func isBlank<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
    }
}
