#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Source positions are the one part of a parse result that an edit elsewhere in the file changes
/// without changing what the file declares: a line added above a type moves it.
extension FileParseResult {
    /// This result with the positions of its declarations, members, functions, typealiases and inline regions
    /// set to zero and no type bodies (diagnostics keep theirs: a moved warning is a different warning). Two
    /// results equal but for positions compose into the same model: neither the composer nor
    /// the template context reads positions.
    public func withoutSourcePositions() -> FileParseResult {
        var copy = self
        copy.declarations = declarations.map { $0.withoutSourcePositions() }
        copy.functions = functions.map { $0.withoutSourcePositions() }
        copy.typealiases = typealiases.map { $0.withoutSourcePositions() }
        copy.inlineRegions = inlineRegions.map {
            InlineRegion(name: $0.name, line: 0, column: 0, markerLineStart: 0, bodyStart: 0, endLineStart: 0, endLine: 0)
        }
        copy.sourceDigest = nil
        copy.typeBodies = []
        return copy
    }

    /// Whether the two results are the same but for source positions. Compared through their
    /// encodings, field by field, with sorted keys: dictionary order must not make equal results differ.
    public func isSameIgnoringSourcePositions(as other: FileParseResult) -> Bool {
        // Lists of different lengths encode differently: a member added or removed, the most
        // common edit while a watcher runs, is told apart without encoding.
        guard declarations.count == other.declarations.count, functions.count == other.functions.count,
              typealiases.count == other.typealiases.count, diagnostics.count == other.diagnostics.count,
              zip(declarations, other.declarations).allSatisfy({ $0.hasSameListLengths(as: $1) }) else { return false }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let mine = try? encoder.encode(withoutSourcePositions()),
              let theirs = try? encoder.encode(other.withoutSourcePositions()) else { return false }
        return mine == theirs
    }
}

extension TypeDeclaration {
    /// Whether the two have as many members, cases, typealiases and nested types, nested types alike.
    func hasSameListLengths(as other: TypeDeclaration) -> Bool {
        variables.count == other.variables.count && methods.count == other.methods.count
            && subscripts.count == other.subscripts.count && cases.count == other.cases.count
            && typealiases.count == other.typealiases.count && nestedTypes.count == other.nestedTypes.count
            && zip(nestedTypes, other.nestedTypes).allSatisfy { $0.hasSameListLengths(as: $1) }
    }

    func withoutSourcePositions() -> TypeDeclaration {
        var type = self
        (type.line, type.column, type.bodyStartOffset, type.bodyEndOffset) = (0, 0, nil, nil)
        type.variables = variables.map { $0.withoutSourcePositions() }
        type.methods = methods.map { $0.withoutSourcePositions() }
        type.subscripts = subscripts.map { $0.withoutSourcePositions() }
        type.typealiases = typealiases.map { $0.withoutSourcePositions() }
        type.nestedTypes = nestedTypes.map { $0.withoutSourcePositions() }
        return type
    }
}

extension VariableDeclaration {
    func withoutSourcePositions() -> VariableDeclaration {
        var variable = self
        (variable.line, variable.column) = (0, 0)
        return variable
    }
}

extension FunctionDeclaration {
    func withoutSourcePositions() -> FunctionDeclaration {
        var function = self
        (function.line, function.column) = (0, 0)
        return function
    }
}

extension SubscriptDeclaration {
    func withoutSourcePositions() -> SubscriptDeclaration {
        var item = self
        item.line = 0
        return item
    }
}

extension TypealiasDeclaration {
    func withoutSourcePositions() -> TypealiasDeclaration {
        var alias = self
        alias.line = 0
        return alias
    }
}
