import Foundation

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
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys  // dictionary order must not make equal shapes differ
        guard let before = try? encoder.encode(shape(of: old)), let after = try? encoder.encode(shape(of: new)) else {
            return false
        }
        return before == after
    }

    private static func shape(of file: FileParseResult) -> FileParseResult {
        var copy = file
        copy.diagnostics = []
        copy.declarations = file.declarations.map(shape(of:))
        copy.functions = file.functions.map { function in
            var function = function
            (function.line, function.column) = (0, 0)
            return function
        }
        copy.typealiases = file.typealiases.map(withoutPosition)
        return copy
    }

    private static func shape(of type: TypeDeclaration) -> TypeDeclaration {
        var type = type
        (type.line, type.column, type.bodyStartOffset, type.bodyEndOffset) = (0, 0, nil, nil)
        type.variables = []
        type.methods = []
        type.subscripts = []
        type.typealiases = type.typealiases.map(withoutPosition)
        type.nestedTypes = type.nestedTypes.map(shape(of:))
        return type
    }

    private static func withoutPosition(_ alias: TypealiasDeclaration) -> TypealiasDeclaration {
        var alias = alias
        alias.line = 0
        return alias
    }
}
