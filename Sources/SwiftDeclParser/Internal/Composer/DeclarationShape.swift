/// What a file declares apart from its members: its types (kinds, names, nesting, inheritance,
/// annotations, generics, cases, typealiases), free functions, imports and flags.
///
/// Two results with the same shape register the same type names, aliases and relationships,
/// so a composition can take the new one by rebuilding members alone (`updateMembers`).
/// Source positions are left out: a member added above a declaration shifts them, and the
/// composed model never reads them. Diagnostics are left out too: they are copied, not composed.
enum DeclarationShape {
    static func same(_ old: FileParseResult, _ new: FileParseResult) -> Bool {
        guard old.path == new.path, old.isGenerated == new.isGenerated,
              old.declarations.count == new.declarations.count else { return false }
        return shape(of: old).isSameIgnoringSourcePositions(as: shape(of: new))
    }

    private static func shape(of file: FileParseResult) -> FileParseResult {
        var copy = file
        copy.diagnostics = []
        copy.declarations = copy.declarations.map(withoutMembers)
        return copy
    }

    private static func withoutMembers(_ type: TypeDeclaration) -> TypeDeclaration {
        var type = type
        type.variables = []
        type.methods = []
        type.subscripts = []
        type.nestedTypes = type.nestedTypes.map(withoutMembers)
        return type
    }
}
