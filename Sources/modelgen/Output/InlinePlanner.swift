import Dispatch
import SwiftDeclParser

/// Matches rendered inline blocks with the regions of source files and computes the new file
/// contents (`SourceryInlineLayout`). The files to rewrite are found in the `SourceIndex`; each is
/// read again, and its regions are the scan's while it holds the bytes scanned, else parsed anew:
/// the offsets used are always those of the bytes rewritten.
struct InlinePlanner {
    /// Called from several threads at once.
    var readFile: @Sendable (String) throws -> [UInt8]
    /// Spaces added to the indentation of `auto:` blocks (Sourcery's `--base-indentation`).
    var baseIndentation = 0

    struct Result {
        var edits: [OutputPlan.SourceEdit] = []
        /// Names of blocks that went into a source file (removed from the template's own output).
        var consumed: Set<String> = []
        var errors: [String] = []
        /// Every block put into a source file, changed or not, in path order (for `--dry`).
        var placements: [InlinePlacement] = []
    }

    func plan(_ blocks: [(block: RenderedOutputScanner.InlineBlock, templatePath: String)], sources: SourceIndex) -> Result {
        var result = Result()
        guard !blocks.isEmpty else { return result }
        if !sources.regionErrors.isEmpty {
            result.errors += sources.regionErrors.map(\.description)
            return result
        }

        // One body per name; the same name from two places must agree.
        var bodies: [String: String] = [:]
        var origin: [String: String] = [:]
        var names: [String] = []
        for (block, templatePath) in blocks {
            if let existing = bodies[block.name] {
                if existing != block.body {
                    result.errors.append("\(templatePath): error: inline block '\(block.name)' (rendered output line \(block.line)) differs from the one rendered by \(origin[block.name]!)")
                }
                continue
            }
            bodies[block.name] = block.body
            origin[block.name] = templatePath
            names.append(block.name)
        }

        // Which file takes each block: the one holding its region, else (auto:) the type's file.
        var typeFiles: [String: String]?
        var replaced: [String: [String]] = [:]   // path → region names
        var inserted: [String: [(name: String, type: String)]] = [:]
        for name in names {
            if let places = sources.regions[name] {
                let files = places.map(\.path)
                if Set(files).count > 1 {
                    let list = places.map { "\(PathResolver.display($0.path)):\($0.line)" }.joined(separator: ", ")
                    result.errors.append(InlineRegionError.message(
                        "inline region '\(name)' is in more than one file (\(list)); a region name must be unique, no file was changed",
                        path: places[1].path, line: places[1].line, column: places[1].column, bytes: try? readFile(places[1].path)))
                    continue
                }
                replaced[files[0], default: []].append(name)
                result.consumed.insert(name)
                continue
            }
            guard InlineBlockName.isAuto(name) else { continue }   // stays in the template's output
            guard let typeName = InlineBlockName.typeName(ofAutoBlock: name) else {
                result.errors.append("\(origin[name]!): error: inline block '\(name)' must be named auto:Type.Template")
                continue
            }
            if typeFiles == nil { typeFiles = sources.typeFiles() }
            guard let path = typeFiles?[typeName] else {
                result.errors.append("\(origin[name]!): error: cannot place inline block '\(name)': no declaration of type '\(typeName)' in the scanned sources")
                continue
            }
            inserted[path, default: []].append((name, typeName))
            result.consumed.insert(name)
        }

        // Files are read, parsed and rewritten side by side; results are taken in path order.
        let paths = Set(replaced.keys).union(inserted.keys).sorted()
        guard !paths.isEmpty else { return result }
        typealias Outcome = (edit: OutputPlan.SourceEdit?, placements: [InlinePlacement])
        var outcomes = [Swift.Result<Outcome, Error>](repeating: .success((nil, [])), count: paths.count)
        outcomes.withUnsafeMutableBufferPointer { slots in
            let base = slots.baseAddress!
            DispatchQueue.concurrentPerform(iterations: paths.count) { index in
                let path = paths[index]
                base[index] = Swift.Result {
                    let original = try readFile(path)
                    guard let edits = try self.edits(original, path: path, known: sources.layouts[path], regionNames: replaced[path] ?? [],
                                                     autoBlocks: inserted[path] ?? [], bodies: bodies) else { return (nil, []) }
                    let placements = InlinePlacement.placements(of: edits, in: original, path: path, templates: origin)
                    let updated = SourceryInlineLayout.apply(edits, to: original)
                    guard updated != original else { return (nil, placements) }
                    return (OutputPlan.SourceEdit(path: path, original: original, updated: updated), placements)
                }
            }
        }
        for outcome in outcomes {
            switch outcome {
            case .success(let outcome):
                if let edit = outcome.edit { result.edits.append(edit) }
                result.placements += outcome.placements
            case .failure(let error): result.errors.append(String(describing: error))
            }
        }
        return result
    }

    /// The blocks to put into the file, or nil when it is generated (never rewritten). The layout
    /// the scan found is used when the file still holds the bytes it was read from; else it is parsed.
    private func edits(_ bytes: [UInt8], path: String, known: (digest: UInt64, layout: SourceIndex.Layout)?, regionNames: [String],
                       autoBlocks: [(name: String, type: String)], bodies: [String: String]) throws -> [SourceryInlineLayout.Edit]? {
        if GeneratedHeader.isPresent(in: bytes) { return nil }
        let parsed: SourceIndex.Layout
        if let known, known.digest == SwiftParser.sourceDigest(of: bytes) {
            parsed = known.layout
        } else {
            parsed = SourceIndex.Layout(SwiftParser.parse(path: PathResolver.display(path), bytes: bytes, options: .minimal))
        }
        if !parsed.errors.isEmpty {
            throw GenerationError(description: parsed.errors.map(\.description).joined(separator: "\n"))
        }
        var regions: [String: InlineRegion] = [:]
        for region in parsed.regions {
            if let first = regions[region.name] {
                throw GenerationError(description: InlineRegionError.message(
                    "inline region '\(region.name)' appears twice in this file (first on line \(first.line)); a region name must be unique, the file was not changed",
                    path: path, line: region.line, column: region.column, bytes: bytes))
            }
            regions[region.name] = region
        }
        var replacements: [SourceryInlineLayout.Replacement] = []
        var insertions: [SourceryInlineLayout.Insertion] = []
        let autoTypes = Dictionary(autoBlocks.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        let typeBodies = TypeBodies.targets(in: parsed.typeBodies)
        for name in regionNames + autoBlocks.map(\.name) {
            if let region = regions[name] {
                replacements.append(.init(region: region, body: bodies[name]!))
            } else if let typeName = autoTypes[name], let type = typeBodies[typeName] {
                insertions.append(.init(name: name, body: bodies[name]!, type: type))
            } else {
                throw GenerationError(description: "\(PathResolver.display(path)): error: changed on disk while modelgen was running (no place for inline block '\(name)' any more); run modelgen again")
            }
        }
        return SourceryInlineLayout.edits(bytes, replacements: replacements, insertions: insertions, baseIndentation: baseIndentation)
    }
}

/// What an inline block's name says.
enum InlineBlockName {
    static func isAuto(_ name: String) -> Bool {
        name.hasPrefix("auto:") || name.hasPrefix("after-auto:")
    }

    /// `Outer.Inner` for `auto:Outer.Inner.Template`.
    static func typeName(ofAutoBlock name: String) -> String? {
        guard let colon = name.firstIndex(of: ":") else { return nil }
        let qualified = name[name.index(after: colon)...]
        guard let dot = qualified.lastIndex(of: ".") else { return nil }
        let type = String(qualified[..<dot])
        return type.isEmpty ? nil : type
    }
}
