import SwiftDeclParser
import SyntaxReference

/// Reduces modelgen's parse of one file to the records SyntaxReference produces from swift-syntax.
///
/// Types come from the per-file result (uncomposed: an extension is its own entry). Variables
/// come from composing that file alone, so that access levels, `isComputed` and type names are
/// the product's own derivations rather than re-derived here; each composed variable is matched
/// back to its per-file declaration (by owner and name, in order) for `isLet` and the line.
enum OurParserAdapter {
    static func normalize(path: String, source: String) -> NormalizedFile {
        let file = SwiftParser.parse(path: path, source: source)
        var types: [NormalizedType] = []
        var declarationsByOwner: [String: [VariableDeclaration]] = [:]
        for declaration in file.declarations {
            collect(declaration, parent: nil, into: &types, declarationsByOwner: &declarationsByOwner)
        }
        types += compositions(file.typealiases, parent: nil)
        types.sort { ($0.line, $0.name) < ($1.line, $1.name) }

        let model = Composer.compose([file])
        var variables: [NormalizedVariable] = []
        var usedDeclarations: [String: Int] = [:]
        for type in model.types {
            for variable in type.rawVariables {
                let owner = variable.definedInTypeName?.name ?? type.name
                let declaration = matchingDeclaration(of: variable, owner: owner, in: declarationsByOwner,
                                                      used: &usedDeclarations)
                variables.append(NormalizedVariable(
                    ownerName: owner,
                    name: variable.name,
                    typeName: variable.typeName.name,
                    isOptional: variable.isOptional,
                    isImplicitlyUnwrappedOptional: variable.isImplicitlyUnwrappedOptional,
                    isLet: declaration?.isLet ?? false,
                    defaultValue: variable.defaultValue,
                    readAccess: variable.readAccess,
                    writeAccess: variable.writeAccess,
                    isStatic: variable.isStatic,
                    isComputed: variable.isComputed,
                    isDefinedInExtension: variable.definedInType?.isExtension ?? false,
                    annotations: variable.annotations.compactMapValues(referenceValue),
                    line: declaration?.line ?? 0))
            }
        }
        variables.sort { ($0.line, $0.ownerName) < ($1.line, $1.ownerName) }
        return NormalizedFile(path: path, types: types, variables: variables)
    }

    private static func collect(_ declaration: TypeDeclaration, parent: (name: String, kind: TypeKind, access: String)?,
                                into types: inout [NormalizedType],
                                declarationsByOwner: inout [String: [VariableDeclaration]]) {
        let name = declaration.kind == .extension || parent == nil
            ? declaration.name : "\(parent!.name).\(declaration.name)"
        let access = accessLevel(declaration.modifiers, parent: parent)
        types.append(NormalizedType(
            name: name, kind: declaration.kind.rawValue, inheritedTypes: declaration.inheritedTypes,
            parentName: parent?.name, accessLevel: access,
            annotations: declaration.annotations.compactMapValues(referenceValue), line: declaration.line))
        declarationsByOwner[name, default: []] += declaration.variables
        for nested in declaration.nestedTypes {
            collect(nested, parent: (name, declaration.kind, access), into: &types, declarationsByOwner: &declarationsByOwner)
        }
        types += compositions(declaration.typealiases, parent: (name, declaration.kind, access))
    }

    /// `typealias X = A & B` is a protocol composition type (context-model.md §2.1).
    private static func compositions(_ aliases: [TypealiasDeclaration],
                                     parent: (name: String, kind: TypeKind, access: String)?) -> [NormalizedType] {
        aliases.compactMap { alias in
            let parts = alias.typeName.name.split(separator: "&").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            guard parts.count > 1 else { return nil as NormalizedType? }
            return NormalizedType(
                name: parent.map { "\($0.name).\(alias.aliasName)" } ?? alias.aliasName,
                kind: "protocolComposition", inheritedTypes: parts, parentName: parent?.name,
                accessLevel: accessLevel(alias.modifiers, parent: parent),
                annotations: alias.annotations.compactMapValues(referenceValue), line: alias.line)
        }
    }

    /// Explicit level, else the enclosing extension's or protocol's, else `internal`.
    private static func accessLevel(_ modifiers: [Modifier], parent: (name: String, kind: TypeKind, access: String)?) -> String {
        let levels: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]
        if let explicit = modifiers.first(where: { levels.contains($0.name) && $0.detail == nil }) {
            return explicit.name
        }
        if let parent, parent.kind == .extension || parent.kind == .protocol { return parent.access }
        return "internal"
    }

    private static func matchingDeclaration(of variable: Variable, owner: String,
                                            in declarationsByOwner: [String: [VariableDeclaration]],
                                            used: inout [String: Int]) -> VariableDeclaration? {
        let candidates = (declarationsByOwner[owner] ?? []).filter { $0.name == variable.name }
        let key = owner + "\u{0}" + variable.name
        let index = used[key, default: 0]
        used[key] = index + 1
        return index < candidates.count ? candidates[index] : nil
    }

    private static func referenceValue(_ value: SwiftDeclParser.AnnotationValue) -> NormalizedAnnotation? {
        switch value {
        case .bool(true): return .flag
        case .number(let number): return .number(number)
        case .string(let string): return .string(string)
        default: return .string(value.description)
        }
    }
}
