import Foundation
import SwiftSyntax

/// Walks a swift-syntax tree the way Sourcery's collector does (context-model.md §2.2): every
/// type and extension at any nesting depth, variables only directly inside a type body, nothing
/// inside function, initializer, accessor or closure bodies; both branches of `#if`.
final class DeclarationCollector: SyntaxVisitor {
    private(set) var types: [NormalizedType] = []
    private(set) var variables: [NormalizedVariable] = []

    private let converter: SourceLocationConverter
    private let annotations: AnnotationReader
    private let dialect: ReferenceParser.Dialect
    private var scopes: [Scope] = []

    /// The type or extension whose body is being visited.
    private struct Scope {
        var name: String
        var kind: String
        var accessLevel: String
        /// Local names of the types declared directly in this body (incl. `#if` branches).
        var nestedTypeNames: Set<String> = []

        /// Members without an explicit level take the level of an enclosing extension or
        /// protocol, else `internal` (Sourcery's `AccessLevel.default(for:)`).
        var memberDefaultAccess: String {
            kind == "extension" || kind == "protocol" ? accessLevel : "internal"
        }
    }

    init(converter: SourceLocationConverter, annotations: AnnotationReader, dialect: ReferenceParser.Dialect) {
        self.converter = converter
        self.annotations = annotations
        self.dialect = dialect
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Types

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(kind: "struct", name: node.name, modifiers: node.modifiers, inheritance: node.inheritanceClause,
                  members: node.memberBlock)
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(kind: "class", name: node.name, modifiers: node.modifiers, inheritance: node.inheritanceClause,
                  members: node.memberBlock)
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(kind: "enum", name: node.name, modifiers: node.modifiers, inheritance: node.inheritanceClause,
                  members: node.memberBlock)
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(kind: "protocol", name: node.name, modifiers: node.modifiers, inheritance: node.inheritanceClause,
                  members: node.memberBlock)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(kind: "actor", name: node.name, modifiers: node.modifiers, inheritance: node.inheritanceClause,
                  members: node.memberBlock)
    }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Sourcery names an extension after its extended type as written, trimming spaces only.
        let name = node.extendedType.description.trimmingCharacters(in: .whitespaces)
        let access = AccessModifiers(node.modifiers).readAccess ?? "internal"
        let line = lineOf(node.extensionKeyword)
        types.append(NormalizedType(
            name: name, kind: "extension", inheritedTypes: inheritedTypes(node.inheritanceClause),
            parentName: scopes.last?.name, accessLevel: access,
            annotations: annotations.annotations(forLine: line), line: line))
        scopes.append(Scope(name: name, kind: "extension", accessLevel: access,
                            nestedTypeNames: Self.nestedTypeNames(node.memberBlock.members)))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    /// `typealias X = A & B` is a protocol composition type in Sourcery; other aliases are not types.
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let target = node.initializer.value.trimmedDescription
        let parts = target.split(separator: "&").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard parts.count > 1 else { return .skipChildren }
        let parent = scopes.last
        let localName = node.name.text
        let line = lineOf(node.name)
        types.append(NormalizedType(
            name: parent.map { "\($0.name).\(localName)" } ?? localName, kind: "protocolComposition",
            inheritedTypes: parts, parentName: parent?.name,
            accessLevel: AccessModifiers(node.modifiers).readAccess ?? parent?.memberDefaultAccess ?? "internal",
            annotations: annotations.annotations(forLine: line), line: line))
        return .skipChildren
    }

    private func enterType(kind: String, name token: TokenSyntax, modifiers: DeclModifierListSyntax,
                           inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        let parent = scopes.last
        let localName = token.text
        let name = parent.map { "\($0.name).\(localName)" } ?? localName
        let access = AccessModifiers(modifiers).firstLevel ?? parent?.memberDefaultAccess ?? "internal"
        let line = lineOf(token)
        types.append(NormalizedType(
            name: name, kind: kind, inheritedTypes: inheritedTypes(inheritance), parentName: parent?.name,
            accessLevel: access, annotations: annotations.annotations(forLine: line), line: line))
        scopes.append(Scope(name: name, kind: kind, accessLevel: access,
                            nestedTypeNames: Self.nestedTypeNames(members.members)))
        return .visitChildren
    }

    private static func nestedTypeNames(_ members: MemberBlockItemListSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in members {
            let decl = member.decl
            if let name = decl.as(StructDeclSyntax.self)?.name ?? decl.as(ClassDeclSyntax.self)?.name
                ?? decl.as(EnumDeclSyntax.self)?.name ?? decl.as(ActorDeclSyntax.self)?.name
                ?? decl.as(ProtocolDeclSyntax.self)?.name {
                names.insert(name.text)
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let nested) = clause.elements { names.formUnion(nestedTypeNames(nested)) }
                }
            }
        }
        return names
    }

    private func inheritedTypes(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.description.trimmingCharacters(in: .whitespacesAndNewlines) } ?? []
    }

    // MARK: Variables

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Global variables are not collected; local ones never get here (bodies are skipped).
        guard let owner = scopes.last else { return .skipChildren }
        let modifiers = AccessModifiers(node.modifiers)
        let readAccess = modifiers.readAccess ?? owner.memberDefaultAccess
        let declaredWriteAccess = modifiers.writeAccess ?? readAccess
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        let line = lineOf(node.bindingSpecifier)
        let declAnnotations = annotations.annotations(forLine: line)
        let bindings = Array(node.bindings)

        for (index, binding) in bindings.enumerated() {
            let accessors = AccessorSummary(binding.accessorBlock)
            let isComputed = binding.initializer == nil && accessors.hasGetter && owner.kind != "protocol"
            let isWritable = !isLet && (!isComputed || accessors.hasSetter)
            let writeAccess = isWritable && !accessors.dropsWriteAccess ? declaredWriteAccess : ""
            let spelled = typeName(of: binding, following: bindings[(index + 1)...], owner: owner)
            let defaultValue = binding.initializer.map { initializer -> String in
                let text = initializer.value.description.trimmingCharacters(in: .whitespacesAndNewlines)
                return dialect == .modelgen ? ModelgenDialect.defaultValue(text) : text
            }
            var variable = NormalizedVariable(
                ownerName: owner.name,
                name: binding.pattern.description.trimmingCharacters(in: .whitespacesAndNewlines),
                typeName: spelled.name,
                isOptional: spelled.isOptional,
                isImplicitlyUnwrappedOptional: spelled.isImplicitlyUnwrappedOptional,
                isLet: isLet,
                defaultValue: defaultValue,
                readAccess: readAccess,
                writeAccess: writeAccess,
                isStatic: modifiers.isStatic,
                isComputed: isComputed,
                isDefinedInExtension: owner.kind == "extension",
                annotations: declAnnotations,
                line: line)
            variable.hasModifyAccessor = accessors.hasModify
            variables.append(variable)
        }
        return .skipChildren
    }

    /// The annotation's spelling; else, for `var a, b: Int`, the annotation of the next binding
    /// that has one (Q19: modelgen propagates it, as Swift does); else the type Sourcery infers
    /// from the default value; else Sourcery's unknown-type name.
    private func typeName(of binding: PatternBindingSyntax, following: ArraySlice<PatternBindingSyntax>,
                          owner: Scope) -> SpelledType {
        if let annotation = binding.typeAnnotation {
            let spelled = SpelledType(annotation.type)
            // A type nested directly in the owner is named in full (`Inner` → `Outer.Inner`);
            // Sourcery does this outside protocols and only for an exact match (`Inner?` stays).
            if owner.kind != "protocol" && owner.nestedTypeNames.contains(spelled.name) {
                return SpelledType(base: "\(owner.name).\(spelled.name)")
            }
            return spelled
        }
        if let initializer = binding.initializer {
            let text = initializer.value.description
            let inferred = dialect == .modelgen
                ? ModelgenDialect.inferredType(fromDefaultValue: text) : TypeInference.infer(fromDefaultValue: text)
            return inferred ?? .unknown
        }
        for next in following {
            if let annotation = next.typeAnnotation { return SpelledType(annotation.type) }
            if next.initializer != nil { break }
        }
        return .unknown
    }

    // MARK: Skipped bodies and non-type declarations

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: OperatorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: PrecedenceGroupDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func lineOf(_ token: TokenSyntax) -> Int {
        token.startLocation(converter: converter).line
    }
}

/// What a binding's accessor block says about reading and writing (Sourcery only looks at
/// `get` and `set`; `willSet`/`didSet` leave a variable stored).
private struct AccessorSummary {
    var hasGetter = false
    var hasSetter = false
    var hasModify = false
    /// A `get`/`set` block without `set`: read-only (also a protocol's `{ get }`).
    var dropsWriteAccess = false

    init(_ block: AccessorBlockSyntax?) {
        guard let block else { return }
        switch block.accessors {
        case .getter:
            hasGetter = true
        case .accessors(let list):
            let kinds = Set(list.map { $0.accessorSpecifier.tokenKind })
            hasGetter = kinds.contains(.keyword(.get))
            hasSetter = kinds.contains(.keyword(.set))
            hasModify = list.contains { $0.accessorSpecifier.text == "_modify" }
            dropsWriteAccess = (hasGetter || hasSetter) && !hasSetter
        }
    }
}
