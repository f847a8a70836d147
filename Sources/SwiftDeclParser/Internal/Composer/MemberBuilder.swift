/// Turns per-file member declarations into composed `Variable`, `Method` and `Subscript`
/// objects, applying the access, mutability and naming rules of context-model.md §4.
enum MemberBuilder {
    /// Context of the declaring scope.
    struct Owner {
        /// Name as the template sees it in `definedInTypeName` (as written for extensions).
        var definedInTypeName: String
        /// Name of the composed type the member ends up in (used for initializer return types).
        var typeName: String
        var kind: TypeKind
        /// Access inherited from an extension or protocol, else `internal`.
        var defaultAccess: String
        var isProtocol: Bool { kind == .protocol }
    }

    /// Where one declaration's properties end up, worked out once for all of them (and shared by them).
    typealias VariablePlacement = MemberPlacement

    /// A property, complete: `typeName` and `type` are the declared type name as resolved in the
    /// owner's scope (`ModelComposer.resolveMemberType`).
    ///
    /// The declaration is read where it lies, field by field: passed as a value, even a borrowed
    /// one, it would be copied whole (every reference retained, then released) for every property.
    static func variable(_ declaration: UnsafePointer<VariableDeclaration>, owner: Owner, placement: VariablePlacement,
                         typeName: TypeName, type: SwiftType?) -> Variable {
        let isStatic = declaration.pointee.modifiers.contains { $0.name == "static" || $0.name == "class" }
        let readAccess = DeclarationParser.accessLevel(in: declaration.pointee.modifiers) ?? owner.defaultAccess
        let isComputed = !owner.isProtocol && declaration.pointee.defaultValue == nil && declaration.pointee.hasGetter
        let writeAccess: String
        if declaration.pointee.isLet {
            writeAccess = ""
        } else if owner.isProtocol {
            writeAccess = declaration.pointee.hasSetter ? readAccess : ""
        } else if isComputed && !declaration.pointee.hasSetter {
            writeAccess = ""
        } else if let setter = declaration.pointee.modifiers.first(where: { $0.detail == "set" }) {
            writeAccess = setter.name
        } else {
            writeAccess = readAccess
        }
        return Variable(name: declaration.pointee.name, typeName: typeName, isComputed: isComputed, isStatic: isStatic,
                        readAccess: readAccess, writeAccess: writeAccess, defaultValue: declaration.pointee.defaultValue,
                        annotations: declaration.pointee.annotations, documentation: declaration.pointee.documentation,
                        attributes: grouped(declaration.pointee.attributes), modifiers: declaration.pointee.modifiers,
                        isAsync: declaration.pointee.isAsync, throws: declaration.pointee.throws,
                        throwsTypeName: declaration.pointee.throwsTypeName,
                        conditionalCompilation: declaration.pointee.conditionalCompilation,
                        type: type, placement: placement)
    }

    static func method(_ declaration: FunctionDeclaration, owner: Owner?) -> Method {
        var parameterList = "("
        for (position, parameter) in declaration.parameters.enumerated() {
            if position > 0 { parameterList += ", " }
            parameterList += parameter.asSource
        }
        parameterList += ")"
        let selector: String
        let shortName: String
        var returnTypeName: TypeName
        let isInitializer = declaration.kind == .initializer
        switch declaration.kind {
        case .initializer:
            let failable = declaration.isImplicitlyUnwrappedFailable ? "!" : declaration.isFailable ? "?" : ""
            shortName = "init" + failable + declaration.genericParameterClause
            returnTypeName = TypeName((owner?.typeName ?? "Self") + failable)
        case .deinitializer:
            shortName = "deinit"
            returnTypeName = TypeName("Void")
        case .function:
            shortName = declaration.name + declaration.genericParameterClause
            returnTypeName = declaration.returnTypeName ?? TypeName("Void")
        }
        if let whereClause = declaration.whereClause, !whereClause.isEmpty {
            // Q9: the where clause (from `where`, as written) is appended to the return type name.
            returnTypeName = TypeName(returnTypeName.name + " " + whereClause, attributes: returnTypeName.attributes)
        }
        if declaration.parameters.isEmpty {
            selector = declaration.kind == .function ? declaration.name : declaration.kind == .initializer ? "init" : "deinit"
        } else {
            let base = declaration.kind == .initializer ? "init" : declaration.name
            var text = base + "("
            for parameter in declaration.parameters {
                text += parameter.argumentLabel ?? "_"
                text += ":"
            }
            selector = text + ")"
        }
        let name = declaration.kind == .deinitializer ? "deinit" : shortName + parameterList
        let isStatic = isInitializer || declaration.modifiers.contains { $0.name == "static" }
        let method = Method(name: name, selectorName: selector, parameters: declaration.parameters, returnTypeName: returnTypeName,
                            isAsync: declaration.isAsync, throws: declaration.throws, rethrows: declaration.rethrows,
                            throwsTypeName: declaration.throwsTypeName,
                            accessLevel: DeclarationParser.accessLevel(in: declaration.modifiers) ?? owner?.defaultAccess ?? "internal",
                            isStatic: isStatic, isClass: declaration.modifiers.contains { $0.name == "class" },
                            isInitializer: isInitializer, isDeinitializer: declaration.kind == .deinitializer,
                            isFailableInitializer: isInitializer && declaration.isFailable,
                            genericParameters: declaration.genericParameters, genericRequirements: declaration.genericRequirements,
                            annotations: declaration.annotations, documentation: declaration.documentation,
                            attributes: grouped(declaration.attributes), modifiers: declaration.modifiers,
                            definedInTypeName: owner.map { TypeName($0.definedInTypeName) },
                            conditionalCompilation: declaration.conditionalCompilation)
        return method
    }

    static func subscriptMember(_ declaration: SubscriptDeclaration, owner: Owner) -> Subscript {
        let readAccess = DeclarationParser.accessLevel(in: declaration.modifiers) ?? owner.defaultAccess
        var writeAccess = ""
        if declaration.hasSetter {
            writeAccess = declaration.modifiers.first(where: { $0.detail == "set" })?.name ?? readAccess
        }
        let member = Subscript(parameters: declaration.parameters, returnTypeName: declaration.returnTypeName, readAccess: readAccess,
                               writeAccess: writeAccess, isAsync: declaration.isAsync, throws: declaration.throws,
                               throwsTypeName: declaration.throwsTypeName, genericParameters: declaration.genericParameters,
                               genericRequirements: declaration.genericRequirements, annotations: declaration.annotations,
                               documentation: declaration.documentation, attributes: grouped(declaration.attributes),
                               modifiers: declaration.modifiers, definedInTypeName: TypeName(owner.definedInTypeName))
        return member
    }

    static func grouped(_ attributes: [Attribute]) -> [String: [Attribute]] {
        // Most declarations have no attributes: skip setting up the loop.
        if attributes.isEmpty { return [:] }
        // Usually one attribute, or several of one name: the list itself is the only group, in a
        // table made with room for it (filling an empty table grew it, and made a new list).
        let firstName = attributes[0].name
        if attributes.allSatisfy({ $0.name == firstName }) {
            var single = [String: [Attribute]](minimumCapacity: 1)
            single[firstName] = attributes
            return single
        }
        // Grown from empty as before: a table sized otherwise could list its groups in another order.
        var result: [String: [Attribute]] = [:]
        for attribute in attributes { result[attribute.name, default: []].append(attribute) }
        return result
    }
}
