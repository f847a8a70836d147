import SwiftDeclParser

// The binary form of type names and what decorates a declaration: attributes, modifiers,
// generic parameters and requirements (see `ParseResultCodec`).

extension TypeName {
    func write(_ w: inout ByteWriter) {
        w.string(name)
        w.dictionary(attributes) { writer, list in writer.list(list) { $1.write(&$0) } }
        w.optional(actualTypeName) { $1.write(&$0) }
    }

    static func read(_ r: inout ByteReader) throws -> TypeName {
        TypeName(try r.string(), attributes: try r.dictionary { try $0.list(Attribute.read) },
                 actualTypeName: try r.optional(TypeName.read))
    }
}

extension Attribute {
    func write(_ w: inout ByteWriter) {
        w.string(name)
        w.dictionary(arguments) { $0.string($1) }
        w.string(asSource)
    }

    static func read(_ r: inout ByteReader) throws -> Attribute {
        Attribute(name: try r.string(), arguments: try r.dictionary { try $0.string() }, asSource: try r.string())
    }
}

extension Modifier {
    func write(_ w: inout ByteWriter) {
        w.string(name)
        w.optional(detail) { $0.string($1) }
    }

    static func read(_ r: inout ByteReader) throws -> Modifier {
        Modifier(name: try r.string(), detail: try r.optional { try $0.string() })
    }
}

extension GenericParameter {
    func write(_ w: inout ByteWriter) {
        w.string(name)
        w.optional(inheritedTypeName) { $1.write(&$0) }
    }

    static func read(_ r: inout ByteReader) throws -> GenericParameter {
        GenericParameter(name: try r.string(), inheritedTypeName: try r.optional(TypeName.read))
    }
}

extension GenericRequirement {
    func write(_ w: inout ByteWriter) {
        w.string(leftTypeName)
        rightTypeName.write(&w)
        w.string(relationship.rawValue)
    }

    static func read(_ r: inout ByteReader) throws -> GenericRequirement {
        GenericRequirement(leftTypeName: try r.string(), rightTypeName: try TypeName.read(&r),
                           relationship: try r.enumCase(GenericRequirement.Relationship.self))
    }
}
