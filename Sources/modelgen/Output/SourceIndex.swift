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
        var typeBodies: [TypeBodies.Body]

        init(_ file: FileParseResult) {
            (regions, errors, typeBodies) = (file.inlineRegions, file.inlineRegionErrors, TypeBodies.all(in: file.declarations))
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
    /// Qualified type name → the file of its declaration (the first in path order), or of its
    /// first extension when the sources only extend it.
    private(set) var typeFiles: [String: String] = [:]
    /// Path → the digest of the bytes parsed and their layout, for files with inline markers.
    private(set) var layouts: [String: (digest: UInt64, layout: Layout)] = [:]

    init(_ files: [FileParseResult]) {
        var extensionFiles: [String: String] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            regionErrors += file.inlineRegionErrors
            if let digest = file.sourceDigest { layouts[file.path] = (digest, Layout(file)) }
            for region in file.inlineRegions {
                regions[region.name, default: []].append(RegionPlace(path: file.path, line: region.line, column: region.column))
            }
            for body in TypeBodies.all(in: file.declarations) {
                if body.isExtension {
                    if extensionFiles[body.name] == nil { extensionFiles[body.name] = file.path }
                } else if typeFiles[body.name] == nil {
                    typeFiles[body.name] = file.path
                }
            }
        }
        typeFiles.merge(extensionFiles) { declared, _ in declared }
    }
}

/// The body braces of every type and extension in a file, by qualified name (`Outer.Inner`;
/// a type nested in `extension A.B` is `A.B.Inner`).
enum TypeBodies {
    struct Body: Equatable {
        var name: String
        var isExtension: Bool
        /// Offsets of the body's `{` and `}`.
        var open: Int
        var close: Int
    }

    static func all(in declarations: [TypeDeclaration]) -> [Body] {
        var bodies: [Body] = []
        var pending = declarations.map { (prefix: "", declaration: $0) }.reversed() as [(prefix: String, declaration: TypeDeclaration)]
        while let (prefix, declaration) = pending.popLast() {
            let name = prefix.isEmpty ? declaration.name : prefix + "." + declaration.name
            if let open = declaration.bodyStartOffset, let close = declaration.bodyEndOffset {
                bodies.append(Body(name: name, isExtension: declaration.kind == .extension, open: open, close: close))
            }
            pending.append(contentsOf: declaration.nestedTypes.reversed().map { (name, $0) })
        }
        return bodies
    }

    /// The body `auto:` blocks for `typeName` go into: its declaration's, else its first extension's.
    static func target(_ typeName: String, in bodies: [Body]) -> Body? {
        targets(in: bodies.filter { $0.name == typeName })[typeName]
    }

    /// `target(_:in:)` for every name at once.
    static func targets(in bodies: [Body]) -> [String: Body] {
        var targets: [String: Body] = [:]
        for body in bodies where targets[body.name].map({ $0.isExtension && !body.isExtension }) ?? true {
            targets[body.name] = body
        }
        return targets
    }
}
