import SwiftDeclParser

/// Field-by-field binary form of a `FileParseResult` for the parse cache.
///
/// The generic Codable route (JSON, or a binary Codable coder) decoded an entry about three times
/// slower than the parser reads the source, which made the cache a loss; writing the fields
/// directly is an order of magnitude faster. Every stored property of every parser type is
/// written; `ParseResultCodecTests` enumerates the properties of each type so that a field added
/// to the parser fails the tests until it is added here (and `formatVersion` bumped).
enum ParseResultCodec {
    /// Part of the cache's tool version: bump when the layout below changes.
    static let formatVersion = 5

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
        writeAnnotations(fileAnnotations, &w)
        w.list(diagnostics) { $1.write(&$0) }
        w.list(inlineRegions) { $1.write(&$0) }
        w.list(inlineRegionErrors) { $1.write(&$0) }
        w.optional(sourceDigest) { $0.int(Int(truncatingIfNeeded: $1)) }
        w.bool(isGenerated)
    }

    static func read(_ r: inout ByteReader) throws -> FileParseResult {
        FileParseResult(path: try r.string(),
                        declarations: try r.list(TypeDeclaration.read),
                        functions: try r.list(FunctionDeclaration.read),
                        typealiases: try r.list(TypealiasDeclaration.read),
                        imports: try r.list(Import.read),
                        fileAnnotations: try readAnnotations(&r),
                        diagnostics: try r.list(Diagnostic.read),
                        inlineRegions: try r.list(InlineRegion.read),
                        inlineRegionErrors: try r.list(Diagnostic.read),
                        sourceDigest: try r.optional { UInt64(truncatingIfNeeded: try $0.int()) },
                        isGenerated: try r.bool())
    }
}

extension TypeDeclaration {
    func write(_ w: inout ByteWriter) {
        w.string(kind.rawValue)
        w.string(name)
        w.int(line)
        w.int(column)
        w.list(modifiers) { $1.write(&$0) }
        w.list(attributes) { $1.write(&$0) }
        w.list(inheritedTypes) { $0.string($1) }
        w.bool(hasGenericParameterClause)
        w.list(genericParameters) { $1.write(&$0) }
        w.list(genericRequirements) { $1.write(&$0) }
        writeAnnotations(annotations, &w)
        w.list(documentation) { $0.string($1) }
        w.list(variables) { $1.write(&$0) }
        w.list(methods) { $1.write(&$0) }
        w.list(subscripts) { $1.write(&$0) }
        w.list(cases) { $1.write(&$0) }
        w.list(nestedTypes) { $1.write(&$0) }
        w.list(typealiases) { $1.write(&$0) }
        w.list(associatedTypes) { $1.write(&$0) }
        w.optional(bodyStartOffset) { $0.int($1) }
        w.optional(bodyEndOffset) { $0.int($1) }
    }

    static func read(_ r: inout ByteReader) throws -> TypeDeclaration {
        var value = TypeDeclaration(kind: try r.enumCase(TypeKind.self), name: try r.string())
        value.line = try r.int()
        value.column = try r.int()
        value.modifiers = try r.list(Modifier.read)
        value.attributes = try r.list(Attribute.read)
        value.inheritedTypes = try r.list { try $0.string() }
        value.hasGenericParameterClause = try r.bool()
        value.genericParameters = try r.list(GenericParameter.read)
        value.genericRequirements = try r.list(GenericRequirement.read)
        value.annotations = try readAnnotations(&r)
        value.documentation = try r.list { try $0.string() }
        value.variables = try r.list(VariableDeclaration.read)
        value.methods = try r.list(FunctionDeclaration.read)
        value.subscripts = try r.list(SubscriptDeclaration.read)
        value.cases = try r.list(EnumCase.read)
        value.nestedTypes = try r.list(TypeDeclaration.read)
        value.typealiases = try r.list(TypealiasDeclaration.read)
        value.associatedTypes = try r.list(AssociatedType.read)
        value.bodyStartOffset = try r.optional { try $0.int() }
        value.bodyEndOffset = try r.optional { try $0.int() }
        return value
    }
}

extension VariableDeclaration {
    func write(_ w: inout ByteWriter) {
        w.string(name)
        typeName.write(&w)
        w.bool(hasTypeAnnotation)
        w.bool(isLet)
        w.optional(defaultValue) { $0.string($1) }
        w.bool(hasGetter)
        w.bool(hasSetter)
        w.bool(hasObservers)
        w.bool(isAsync)
        w.bool(self.throws)
        w.optional(throwsTypeName) { $1.write(&$0) }
        w.list(modifiers) { $1.write(&$0) }
        w.list(attributes) { $1.write(&$0) }
        writeAnnotations(annotations, &w)
        w.list(documentation) { $0.string($1) }
        w.list(conditionalCompilation) { writer, clauses in writer.list(clauses) { $0.string($1) } }
        w.int(line)
        w.int(column)
    }

    static func read(_ r: inout ByteReader) throws -> VariableDeclaration {
        var value = VariableDeclaration(name: try r.string(), typeName: try TypeName.read(&r))
        value.hasTypeAnnotation = try r.bool()
        value.isLet = try r.bool()
        value.defaultValue = try r.optional { try $0.string() }
        value.hasGetter = try r.bool()
        value.hasSetter = try r.bool()
        value.hasObservers = try r.bool()
        value.isAsync = try r.bool()
        value.throws = try r.bool()
        value.throwsTypeName = try r.optional(TypeName.read)
        value.modifiers = try r.list(Modifier.read)
        value.attributes = try r.list(Attribute.read)
        value.annotations = try readAnnotations(&r)
        value.documentation = try r.list { try $0.string() }
        value.conditionalCompilation = try r.list { try $0.list { try $0.string() } }
        value.line = try r.int()
        value.column = try r.int()
        return value
    }
}

extension FunctionDeclaration {
    func write(_ w: inout ByteWriter) {
        w.string(kind.rawValue)
        w.string(name)
        w.string(genericParameterClause)
        w.list(genericParameters) { $1.write(&$0) }
        w.list(genericRequirements) { $1.write(&$0) }
        w.optional(whereClause) { $0.string($1) }
        w.list(parameters) { $1.write(&$0) }
        w.optional(returnTypeName) { $1.write(&$0) }
        w.bool(isFailable)
        w.bool(isImplicitlyUnwrappedFailable)
        w.bool(isAsync)
        w.bool(self.throws)
        w.bool(self.rethrows)
        w.optional(throwsTypeName) { $1.write(&$0) }
        w.list(modifiers) { $1.write(&$0) }
        w.list(attributes) { $1.write(&$0) }
        writeAnnotations(annotations, &w)
        w.list(documentation) { $0.string($1) }
        w.list(conditionalCompilation) { writer, clauses in writer.list(clauses) { $0.string($1) } }
        w.int(line)
        w.int(column)
    }

    static func read(_ r: inout ByteReader) throws -> FunctionDeclaration {
        var value = FunctionDeclaration(kind: try r.enumCase(FunctionKind.self), name: try r.string())
        value.genericParameterClause = try r.string()
        value.genericParameters = try r.list(GenericParameter.read)
        value.genericRequirements = try r.list(GenericRequirement.read)
        value.whereClause = try r.optional { try $0.string() }
        value.parameters = try r.list(MethodParameter.read)
        value.returnTypeName = try r.optional(TypeName.read)
        value.isFailable = try r.bool()
        value.isImplicitlyUnwrappedFailable = try r.bool()
        value.isAsync = try r.bool()
        value.throws = try r.bool()
        value.rethrows = try r.bool()
        value.throwsTypeName = try r.optional(TypeName.read)
        value.modifiers = try r.list(Modifier.read)
        value.attributes = try r.list(Attribute.read)
        value.annotations = try readAnnotations(&r)
        value.documentation = try r.list { try $0.string() }
        value.conditionalCompilation = try r.list { try $0.list { try $0.string() } }
        value.line = try r.int()
        value.column = try r.int()
        return value
    }
}

extension SubscriptDeclaration {
    func write(_ w: inout ByteWriter) {
        w.list(parameters) { $1.write(&$0) }
        returnTypeName.write(&w)
        w.list(genericParameters) { $1.write(&$0) }
        w.list(genericRequirements) { $1.write(&$0) }
        w.bool(hasSetter)
        w.bool(isAsync)
        w.bool(self.throws)
        w.optional(throwsTypeName) { $1.write(&$0) }
        w.list(modifiers) { $1.write(&$0) }
        w.list(attributes) { $1.write(&$0) }
        writeAnnotations(annotations, &w)
        w.list(documentation) { $0.string($1) }
        w.int(line)
    }

    static func read(_ r: inout ByteReader) throws -> SubscriptDeclaration {
        let parameters = try r.list(MethodParameter.read)
        var value = SubscriptDeclaration(returnTypeName: try TypeName.read(&r))
        value.parameters = parameters
        value.genericParameters = try r.list(GenericParameter.read)
        value.genericRequirements = try r.list(GenericRequirement.read)
        value.hasSetter = try r.bool()
        value.isAsync = try r.bool()
        value.throws = try r.bool()
        value.throwsTypeName = try r.optional(TypeName.read)
        value.modifiers = try r.list(Modifier.read)
        value.attributes = try r.list(Attribute.read)
        value.annotations = try readAnnotations(&r)
        value.documentation = try r.list { try $0.string() }
        value.line = try r.int()
        return value
    }
}

extension TypealiasDeclaration {
    func write(_ w: inout ByteWriter) {
        w.string(aliasName)
        typeName.write(&w)
        w.list(modifiers) { $1.write(&$0) }
        writeAnnotations(annotations, &w)
        w.list(documentation) { $0.string($1) }
        w.int(line)
        w.list(genericParameterNames) { $0.string($1) }
    }

    static func read(_ r: inout ByteReader) throws -> TypealiasDeclaration {
        TypealiasDeclaration(aliasName: try r.string(), typeName: try TypeName.read(&r),
                             modifiers: try r.list(Modifier.read), annotations: try readAnnotations(&r),
                             documentation: try r.list { try $0.string() }, line: try r.int(),
                             genericParameterNames: try r.list { try $0.string() })
    }
}

extension AssociatedType {
    func write(_ w: inout ByteWriter) {
        w.string(name)
        w.optional(typeName) { $1.write(&$0) }
        w.bool(isConstrained)
        w.list(genericRequirements) { $1.write(&$0) }
    }

    static func read(_ r: inout ByteReader) throws -> AssociatedType {
        AssociatedType(name: try r.string(), typeName: try r.optional(TypeName.read), isConstrained: try r.bool(),
                       genericRequirements: try r.list(GenericRequirement.read))
    }
}

extension EnumCase {
    func write(_ w: inout ByteWriter) {
        w.string(name)
        w.optional(rawValue) { $0.string($1) }
        w.list(associatedValues) { $1.write(&$0) }
        w.bool(indirect)
        writeAnnotations(annotations, &w)
        w.list(documentation) { $0.string($1) }
        w.list(conditionalCompilation) { writer, clauses in writer.list(clauses) { $0.string($1) } }
        w.int(line)
    }

    static func read(_ r: inout ByteReader) throws -> EnumCase {
        EnumCase(name: try r.string(), rawValue: try r.optional { try $0.string() },
                 associatedValues: try r.list(AssociatedValue.read), indirect: try r.bool(),
                 annotations: try readAnnotations(&r), documentation: try r.list { try $0.string() },
                 conditionalCompilation: try r.list { try $0.list { try $0.string() } }, line: try r.int())
    }
}

extension AssociatedValue {
    func write(_ w: inout ByteWriter) {
        w.optional(localName) { $0.string($1) }
        w.optional(externalName) { $0.string($1) }
        typeName.write(&w)
        w.optional(defaultValue) { $0.string($1) }
        writeAnnotations(annotations, &w)
    }

    static func read(_ r: inout ByteReader) throws -> AssociatedValue {
        AssociatedValue(localName: try r.optional { try $0.string() }, externalName: try r.optional { try $0.string() },
                        typeName: try TypeName.read(&r), defaultValue: try r.optional { try $0.string() },
                        annotations: try readAnnotations(&r))
    }
}

extension MethodParameter {
    func write(_ w: inout ByteWriter) {
        w.optional(argumentLabel) { $0.string($1) }
        w.string(name)
        w.int(index)
        typeName.write(&w)
        w.bool(self.inout)
        w.bool(isVariadic)
        w.optional(defaultValue) { $0.string($1) }
        writeAnnotations(annotations, &w)
    }

    static func read(_ r: inout ByteReader) throws -> MethodParameter {
        MethodParameter(argumentLabel: try r.optional { try $0.string() }, name: try r.string(), index: try r.int(),
                        typeName: try TypeName.read(&r), isInout: try r.bool(), isVariadic: try r.bool(),
                        defaultValue: try r.optional { try $0.string() }, annotations: try readAnnotations(&r))
    }
}

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

private func writeAnnotations(_ annotations: Annotations, _ w: inout ByteWriter) {
    w.dictionary(annotations) { writeAnnotationValue($1, &$0) }
}

private func readAnnotations(_ r: inout ByteReader) throws -> Annotations {
    try r.dictionary(readAnnotationValue)
}

private func writeAnnotationValue(_ value: AnnotationValue, _ w: inout ByteWriter) {
    switch value {
    case .string(let text): w.count(0); w.string(text)
    case .number(let number): w.count(1); w.double(number)
    case .bool(let flag): w.count(2); w.bool(flag)
    case .array(let items): w.count(3); w.list(items) { writeAnnotationValue($1, &$0) }
    case .dictionary(let entries): w.count(4); w.dictionary(entries) { writeAnnotationValue($1, &$0) }
    }
}

private func readAnnotationValue(_ r: inout ByteReader) throws -> AnnotationValue {
    switch try r.count() {
    case 0: return .string(try r.string())
    case 1: return .number(try r.double())
    case 2: return .bool(try r.bool())
    case 3: return .array(try r.list(readAnnotationValue))
    case 4: return .dictionary(try r.dictionary(readAnnotationValue))
    default: throw CacheFormatError(message: "unknown annotation value")
    }
}
