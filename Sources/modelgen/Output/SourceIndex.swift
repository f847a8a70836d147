import SwiftDeclParser

/// What inline generation needs to know of the scanned sources, kept from the parse: which files
/// hold a region of each name, which file declares each type (`auto:` blocks go there), and the
/// regions and type bodies of the files with markers, with the digest of the bytes they were read
/// from (a file that no longer has those bytes is parsed again before it is rewritten).
struct SourceIndex {
    /// What a file's parse says about where inline code goes.
    struct Layout {
        var regions: [InlineRegion]
        var errors: [Diagnostic]
        var typeBodies: [TypeBody]

        init(_ file: FileParseResult) {
            (regions, errors, typeBodies) = (file.inlineRegions, file.inlineRegionErrors, file.typeBodies)
        }
    }

    struct RegionPlace: Equatable {
        var path: String
        var line: Int
        var column: Int
    }

    /// Region name → where it stands, in path order.
    private(set) var regions: [String: [RegionPlace]] = [:]
    /// Markers that make no region, in every file: no region is rewritten while they stand.
    private(set) var regionErrors: [Diagnostic] = []
    /// The type bodies of every file, in path order: `typeFiles()` reads them.
    private var typeBodies: [(path: String, bodies: [TypeBody])] = []
    /// Path → the digest of the bytes parsed and their layout, for files with inline markers.
    private(set) var layouts: [String: (digest: UInt64, layout: Layout)] = [:]

    /// The first declaration in path order wins; `SourceScanner` gives the files in that order
    /// already, so they are sorted only when they are not.
    init(_ files: [FileParseResult]) {
        let inPathOrder = files.indices.dropFirst().allSatisfy { files[$0 - 1].path < files[$0].path }
        let ordered = inPathOrder ? files : files.sorted(by: { $0.path < $1.path })
        // Fields are read in place: a file's whole result is copied only for its layout.
        for index in ordered.indices {
            let path = ordered[index].path
            regionErrors += ordered[index].inlineRegionErrors
            if let digest = ordered[index].sourceDigest { layouts[path] = (digest, Layout(ordered[index])) }
            for region in ordered[index].inlineRegions {
                regions[region.name, default: []].append(RegionPlace(path: path, line: region.line, column: region.column))
            }
            if !ordered[index].typeBodies.isEmpty { typeBodies.append((path, ordered[index].typeBodies)) }
        }
    }

    /// Qualified type name → the file of its declaration (the first in path order), or of its
    /// first extension when the sources only extend it. Built when asked: only `auto:` blocks need it.
    func typeFiles() -> [String: String] {
        var chosen: [String: (path: String, body: TypeBody)] = [:]
        for (path, bodies) in typeBodies {
            for body in bodies where TypeBodies.prefers(body, over: chosen[body.name]?.body) { chosen[body.name] = (path, body) }
        }
        return chosen.mapValues(\.path)
    }
}

/// Choosing among a file's type bodies (`TypeBody`, reported by the parser) where `auto:` blocks go.
enum TypeBodies {
    /// The body `auto:` blocks for `typeName` go into: its declaration's, else its first extension's.
    static func target(_ typeName: String, in bodies: [TypeBody]) -> TypeBody? {
        targets(in: bodies.filter { $0.name == typeName })[typeName]
    }

    /// `target(_:in:)` for every name at once.
    static func targets(in bodies: [TypeBody]) -> [String: TypeBody] {
        var targets: [String: TypeBody] = [:]
        for body in bodies where prefers(body, over: targets[body.name]) { targets[body.name] = body }
        return targets
    }

    /// Whether `body` takes `auto:` blocks rather than `chosen`, an earlier body of the same name:
    /// the first declaration wins, an extension only while no declaration was seen.
    static func prefers(_ body: TypeBody, over chosen: TypeBody?) -> Bool {
        chosen.map { $0.isExtension && !body.isExtension } ?? true
    }
}
