import SwiftDeclParser

// The binary form of type declarations and their members (see `ParseResultCodec`).

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
        w.annotations(annotations)
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
        value.annotations = try r.annotations()
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
        w.annotations(annotations)
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
        value.annotations = try r.annotations()
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
        w.annotations(annotations)
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
        value.annotations = try r.annotations()
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
        w.annotations(annotations)
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
        value.annotations = try r.annotations()
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
        w.annotations(annotations)
        w.list(documentation) { $0.string($1) }
        w.int(line)
        w.list(genericParameterNames) { $0.string($1) }
    }

    static func read(_ r: inout ByteReader) throws -> TypealiasDeclaration {
        TypealiasDeclaration(aliasName: try r.string(), typeName: try TypeName.read(&r),
                             modifiers: try r.list(Modifier.read), annotations: try r.annotations(),
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
        w.annotations(annotations)
        w.list(documentation) { $0.string($1) }
        w.list(conditionalCompilation) { writer, clauses in writer.list(clauses) { $0.string($1) } }
        w.int(line)
    }

    static func read(_ r: inout ByteReader) throws -> EnumCase {
        EnumCase(name: try r.string(), rawValue: try r.optional { try $0.string() },
                 associatedValues: try r.list(AssociatedValue.read), indirect: try r.bool(),
                 annotations: try r.annotations(), documentation: try r.list { try $0.string() },
                 conditionalCompilation: try r.list { try $0.list { try $0.string() } }, line: try r.int())
    }
}

extension AssociatedValue {
    func write(_ w: inout ByteWriter) {
        w.optional(localName) { $0.string($1) }
        w.optional(externalName) { $0.string($1) }
        typeName.write(&w)
        w.optional(defaultValue) { $0.string($1) }
        w.annotations(annotations)
    }

    static func read(_ r: inout ByteReader) throws -> AssociatedValue {
        AssociatedValue(localName: try r.optional { try $0.string() }, externalName: try r.optional { try $0.string() },
                        typeName: try TypeName.read(&r), defaultValue: try r.optional { try $0.string() },
                        annotations: try r.annotations())
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
        w.annotations(annotations)
    }

    static func read(_ r: inout ByteReader) throws -> MethodParameter {
        MethodParameter(argumentLabel: try r.optional { try $0.string() }, name: try r.string(), index: try r.int(),
                        typeName: try TypeName.read(&r), isInout: try r.bool(), isVariadic: try r.bool(),
                        defaultValue: try r.optional { try $0.string() }, annotations: try r.annotations())
    }
}
