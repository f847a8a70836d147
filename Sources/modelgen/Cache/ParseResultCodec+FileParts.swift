import SwiftDeclParser

// The binary form of what a file holds besides declarations: imports, diagnostics and inline
// regions (see `ParseResultCodec`).

extension Import {
    func write(_ w: inout ByteWriter) {
        w.optional(kind) { $0.string($1) }
        w.string(path)
    }

    static func read(_ r: inout ByteReader) throws -> Import {
        Import(kind: try r.optional { try $0.string() }, path: try r.string())
    }
}

extension Diagnostic {
    func write(_ w: inout ByteWriter) {
        w.string(path)
        w.int(line)
        w.int(column)
        w.string(severity.rawValue)
        w.string(message)
        w.optional(lineText) { $0.string($1) }
    }

    static func read(_ r: inout ByteReader) throws -> Diagnostic {
        Diagnostic(path: try r.string(), line: try r.int(), column: try r.int(),
                   severity: try r.enumCase(Diagnostic.Severity.self), message: try r.string(),
                   lineText: try r.optional { try $0.string() })
    }
}

extension InlineRegion {
    func write(_ w: inout ByteWriter) {
        w.string(name)
        for number in [line, column, markerLineStart, bodyStart, endLineStart, endLine] { w.int(number) }
    }

    static func read(_ r: inout ByteReader) throws -> InlineRegion {
        InlineRegion(name: try r.string(), line: try r.int(), column: try r.int(), markerLineStart: try r.int(),
                     bodyStart: try r.int(), endLineStart: try r.int(), endLine: try r.int())
    }
}

extension TypeBody {
    func write(_ w: inout ByteWriter) {
        w.string(name)
        w.bool(isExtension)
        w.int(open)
        w.int(close)
    }

    static func read(_ r: inout ByteReader) throws -> TypeBody {
        TypeBody(name: try r.string(), isExtension: try r.bool(), open: try r.int(), close: try r.int())
    }
}
