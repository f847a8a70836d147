/// Matches rendered inline blocks with the regions of source files and computes the new file contents.
struct InlinePlanner {
    var readFile: (String) throws -> [UInt8]
    /// Spaces added to the indentation of newly inserted `inline:auto` blocks (`--base-indentation`).
    var baseIndentation = 0

    struct Result {
        var edits: [OutputPlan.SourceEdit] = []
        /// Names of blocks that went into a source file (removed from the template's own output).
        var consumed: Set<String> = []
        var errors: [String] = []
    }

    func plan(_ blocks: [(block: RenderedOutputScanner.InlineBlock, templatePath: String)], sourceFiles: [String]) -> Result {
        var result = Result()
        guard !blocks.isEmpty else { return result }

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

        // Read every source file once, lazily; regions only where markers may be.
        var contents: [String: [UInt8]] = [:]
        var regions: [String: [InlineRegionScanner.Region]] = [:]
        var brokenFiles: Set<String> = []
        func bytes(of path: String) -> [UInt8]? {
            if let cached = contents[path] { return cached }
            do {
                let read = try readFile(path)
                contents[path] = read
                return read
            } catch {
                result.errors.append(String(describing: error))
                brokenFiles.insert(path)
                return nil
            }
        }
        let sortedSources = sourceFiles.sorted()
        for path in sortedSources {
            guard let data = bytes(of: path), !GeneratedHeader.isPresent(in: data),
                  InlineRegionScanner.mayContainRegions(data) else { continue }
            do {
                regions[path] = try InlineRegionScanner.regions(in: data, path: PathResolver.display(path))
            } catch {
                result.errors.append(String(describing: error))
                brokenFiles.insert(path)
            }
        }

        // Which files hold a region of each name (sorted paths, so the result is order-independent).
        var regionFiles: [String: [String]] = [:]
        for path in sortedSources {
            for region in regions[path] ?? [] where regionFiles[region.name]?.last != path {
                regionFiles[region.name, default: []].append(path)
            }
        }
        // Where each type is declared, built on first need: one pass over the files, not one per block.
        var typeIndex: [String: (path: String, body: TypeBodyLocator.Body)]?
        func declaration(of typeName: String) -> (path: String, body: TypeBodyLocator.Body)? {
            if typeIndex == nil {
                var index: [String: (path: String, body: TypeBodyLocator.Body)] = [:]
                for path in sortedSources.reversed() where !brokenFiles.contains(path) {
                    guard let data = bytes(of: path), !GeneratedHeader.isPresent(in: data) else { continue }
                    for (name, body) in TypeBodyLocator.allTypes(in: data) { index[name] = (path, body) }
                }
                typeIndex = index
            }
            return typeIndex?[typeName]
        }

        var replacements: [String: [String: String]] = [:]
        var insertions: [String: [InlineRewriter.Insertion]] = [:]
        for name in names {
            let body = bodies[name]!
            if let paths = regionFiles[name] {
                for path in paths { replacements[path, default: [:]][name] = body }
                result.consumed.insert(name)
                continue
            }
            guard InlineRewriter.isAuto(name) else { continue }   // stays in the template's output
            if OutputPlanner.isBlank(body) { result.consumed.insert(name); continue }
            guard let typeName = InlineRewriter.typeName(ofAutoBlock: name) else {
                result.errors.append("\(origin[name]!): error: inline block '\(name)' must be named auto:Type.Template")
                continue
            }
            guard let (path, typeBody) = declaration(of: typeName) else {
                if brokenFiles.isEmpty {   // otherwise the type may be in a file that could not be read
                    result.errors.append("\(origin[name]!): error: cannot place inline block '\(name)': no declaration of type '\(typeName)' in the scanned sources")
                }
                continue
            }
            if regions[path] == nil {
                do {
                    regions[path] = try InlineRegionScanner.regions(in: contents[path]!, path: PathResolver.display(path))
                } catch {
                    result.errors.append(String(describing: error))
                    brokenFiles.insert(path)
                    continue
                }
            }
            insertions[path, default: []].append(.init(name: name, body: body, type: typeBody,
                                                       extraIndentation: String(repeating: " ", count: baseIndentation)))
            result.consumed.insert(name)
        }

        for path in sortedSources where !brokenFiles.contains(path) {
            guard replacements[path] != nil || insertions[path] != nil, let original = contents[path] else { continue }
            let updated = InlineRewriter.rewrite(original, regions: regions[path] ?? [],
                                                 replacements: replacements[path] ?? [:], insertions: insertions[path] ?? [])
            if updated != original {
                result.edits.append(.init(path: path, original: original, updated: updated))
            }
        }
        return result
    }
}
