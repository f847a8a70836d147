import SwiftDeclParser

/// Field-by-field binary form of a `FileParseResult` for the parse cache.
///
/// The fields are written directly rather than through Codable, whose generic coders decode an
/// entry slower than the parser reads the source, which would make the cache a loss. Every stored
/// property of every parser type is written (the `write`/`read` pairs in the `ParseResultCodec+…`
/// files); `ParseResultCodecTests` enumerates the properties of each type so that a field added
/// to the parser fails the tests until it is added there (and `formatVersion` bumped).
enum ParseResultCodec {
    /// Part of the cache's tool version: bump when the layout of any `write`/`read` pair changes.
    static let formatVersion = 6

    static func encode(_ result: FileParseResult) -> [UInt8] {
        var writer = ByteWriter(capacity: 8192)
        result.write(&writer)
        return writer.bytes
    }

    static func decode(_ bytes: [UInt8], from offset: Int = 0) throws -> FileParseResult {
        var reader = ByteReader(bytes, offset: offset)
        let result = try FileParseResult.read(&reader)
        guard reader.isAtEnd else { throw CacheFormatError(message: "trailing bytes") }
        return result
    }
}

extension FileParseResult {
    func write(_ w: inout ByteWriter) {
        w.string(path)
        w.list(declarations) { $1.write(&$0) }
        w.list(functions) { $1.write(&$0) }
        w.list(typealiases) { $1.write(&$0) }
        w.list(imports) { $1.write(&$0) }
        w.annotations(fileAnnotations)
        w.list(diagnostics) { $1.write(&$0) }
        w.list(inlineRegions) { $1.write(&$0) }
        w.list(inlineRegionErrors) { $1.write(&$0) }
        w.optional(sourceDigest) { $0.int(Int(truncatingIfNeeded: $1)) }
        w.bool(isGenerated)
        w.list(typeBodies) { $1.write(&$0) }
    }

    static func read(_ r: inout ByteReader) throws -> FileParseResult {
        FileParseResult(path: try r.string(),
                        declarations: try r.list(TypeDeclaration.read),
                        functions: try r.list(FunctionDeclaration.read),
                        typealiases: try r.list(TypealiasDeclaration.read),
                        imports: try r.list(Import.read),
                        fileAnnotations: try r.annotations(),
                        diagnostics: try r.list(Diagnostic.read),
                        inlineRegions: try r.list(InlineRegion.read),
                        inlineRegionErrors: try r.list(Diagnostic.read),
                        sourceDigest: try r.optional { UInt64(truncatingIfNeeded: try $0.int()) },
                        isGenerated: try r.bool(),
                        typeBodies: try r.list(TypeBody.read))
    }
}
