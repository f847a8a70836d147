/// Declarations collected in one scope: a file's top level or a type body.
struct ScopeDeclarations {
    var variables: [VariableDeclaration] = []
    var methods: [FunctionDeclaration] = []
    var subscripts: [SubscriptDeclaration] = []
    var cases: [EnumCase] = []
    var types: [TypeDeclaration] = []
    var typealiases: [TypealiasDeclaration] = []
    var associatedTypes: [AssociatedType] = []
    var imports: [Import] = []
}

/// The scope being parsed, which decides what a declaration means there.
enum ScopeKind {
    case file
    case type(TypeKind)

    var isProtocol: Bool {
        if case .type(.protocol) = self { return true }
        return false
    }

    var isEnum: Bool {
        if case .type(.enum) = self { return true }
        return false
    }
}

/// Prefix shared by every declaration: where it starts, its attributes and modifiers.
struct DeclarationPrefix {
    var startIndex: Int
    var attributes: [Attribute]
    var modifiers: [Modifier]

    func hasModifier(_ name: String) -> Bool { modifiers.contains { $0.name == name } }
}

extension DeclarationParser {
    /// Parses declarations until the matching `}` (when `closingBrace`) or the end of the file.
    /// Members are collected on `stacks` and taken off as this body's lists at the end.
    mutating func parseMembers(scope: ScopeKind, closingBrace: Bool, opener: Token? = nil) -> ScopeDeclarations {
        let mark = stacks.mark
        pushMembers(scope: scope, closingBrace: closingBrace, opener: opener)
        return stacks.popMembers(since: mark)
    }

    /// `parseMembers` without taking the members off `stacks`: a file's top level stays there
    /// until the parser is gone (`FileParser`).
    mutating func pushMembers(scope: ScopeKind, closingBrace: Bool, opener: Token? = nil) {
        while true {
            switch currentKind {
            case .endOfFile:
                if closingBrace { warn("missing '}' for the body opened here", at: opener) }
                return
            case .rightBrace:
                if closingBrace {
                    advance()
                    return
                }
                warn("unexpected '}'")
                advance()
            case .semicolon:
                advance()
            case .directive:
                passDirective()
            default:
                parseDeclaration(scope: scope)
            }
        }
    }

    /// One declaration (or one skipped unknown construct) at the cursor, pushed on `stacks`.
    mutating func parseDeclaration(scope: ScopeKind) {
        let startIndex = index
        var attributes = parseAttributes()
        var modifiers = parseModifiers()
        // `public @MainActor final class`: attributes and modifiers may interleave.
        while currentKind == .at, peek().kind == .identifier {
            attributes += parseAttributes()
            modifiers += parseModifiers()
        }
        let prefix = DeclarationPrefix(startIndex: startIndex, attributes: attributes, modifiers: modifiers)
        guard currentKind == .identifier else {
            if index == startIndex { skipUnknown() }
            return
        }
        switch current.keyword {
        case .struct: parseType(.struct, prefix: prefix)
        case .class: parseType(.class, prefix: prefix)
        case .enum: parseType(.enum, prefix: prefix)
        case .protocol: parseType(.protocol, prefix: prefix)
        case .actor where peek().kind == .identifier: parseType(.actor, prefix: prefix)
        case .extension: parseType(.extension, prefix: prefix)
        case .var, .let:
            let firstBinding = stacks.variables.count
            parseVariable(prefix: prefix, scope: scope, into: stacks.variables)
            // Top-level variables are read (to move past them) but not collected.
            if case .file = scope { stacks.variables.pop(from: firstBinding) }
        case .func, .`init`, .deinit: parseMethod(prefix: prefix, scope: scope)
        case .subscript: stacks.subscripts.append(parseSubscript(prefix: prefix, scope: scope))
        case .case where scope.isEnum: parseEnumCases(prefix: prefix, into: stacks.cases)
        case .typealias: if let alias = parseTypealias(prefix: prefix) { stacks.typealiases.append(alias) }
        case .associatedtype: if let associated = parseAssociatedType() { stacks.associatedTypes.append(associated) }
        case .import: if let imported = parseImport() { stacks.imports.append(imported) }
        case .operator, .precedencegroup, .macro: skipOperatorLikeDeclaration()
        default:
            if index == startIndex { skipUnknown() }
        }
    }

    /// `operator`, `precedencegroup`, `macro`: not collected; skipped to the end of their form.
    mutating func skipOperatorLikeDeclaration() {
        advance()
        // The rest of its line: a later token on the keyword's line is never first on a line.
        while !isAtEnd, !current.isAtLineStart {
            if currentKind == .leftBrace || currentKind == .leftParen {
                skipBalanced()
                if tokens[index - 1].kind == .rightBrace { return }
            } else if currentKind == .rightBrace {
                return
            } else {
                advance()
            }
        }
    }

    /// The access level written among the modifiers (not the `(set)` form).
    static func accessLevel(in modifiers: [Modifier]) -> String? {
        for modifier in modifiers where modifier.detail == nil {
            switch modifier.name {
            case "open", "public", "package", "internal", "fileprivate", "private": return modifier.name
            default: continue
            }
        }
        return nil
    }
}
