/// Looking up written type names: enclosing scopes first, then global names, typealiases and
/// module-qualified spellings (context-model.md §2.3).
extension ModelComposer {
    struct ScopedName: Hashable {
        let scope: ObjectIdentifier?
        let name: String
    }

    /// The scanned type a written name refers to, seen from inside `scope`. Memoised once every
    /// type is registered (lookups repeat for each variable of every type).
    func resolveType(named written: String, scope: SwiftType?) -> SwiftType? {
        guard lookupsAreFinal else { return uncachedResolveType(named: written, scope: scope) }
        let key = ScopedName(scope: scope.map(ObjectIdentifier.init), name: written)
        if let cached = resolutionCache[key] { return cached }
        let resolved = uncachedResolveType(named: written, scope: scope)
        resolutionCache[key] = .some(resolved)
        return resolved
    }

    private func uncachedResolveType(named written: String, scope: SwiftType?) -> SwiftType? {
        var name = ModelComposer.strippingGenericArguments(written)
        for _ in 0..<8 {
            if let found = lookup(name, scope: scope) { return found }
            if let target = aliasTarget(of: name, scope: scope) {
                name = ModelComposer.strippingGenericArguments(target.unwrappedTypeName)
                continue
            }
            break
        }
        // `Module.Type`: try without the module prefix.
        if let dot = name.firstIndex(of: "."), !name.hasSuffix(".") {
            return lookup(String(name[name.index(after: dot)...]), scope: nil)
        }
        return nil
    }

    private func lookup(_ name: String, scope: SwiftType?) -> SwiftType? {
        var current = scope
        var steps = 0
        while let enclosing = current, steps < 64 {
            if let found = typesByName[enclosing.name + "." + name] { return found }
            current = enclosing.parent
            steps += 1
        }
        return typesByName[name]
    }

    /// The target of a typealias named `name` visible from `scope`, or nil.
    func aliasTarget(of name: String, scope: SwiftType?) -> TypeName? {
        guard !aliasTargets.isEmpty else { return nil }
        guard lookupsAreFinal else { return uncachedAliasTarget(of: name, scope: scope) }
        let key = ScopedName(scope: scope.map(ObjectIdentifier.init), name: name)
        if let cached = aliasCache[key] { return cached }
        let target = uncachedAliasTarget(of: name, scope: scope)
        aliasCache[key] = .some(target)
        return target
    }

    private func uncachedAliasTarget(of name: String, scope: SwiftType?) -> TypeName? {
        var current = scope
        var steps = 0
        while let enclosing = current, steps < 64 {
            if let target = aliasTargets[enclosing.name + "." + name] { return target }
            current = enclosing.parent
            steps += 1
        }
        return aliasTargets[name]
    }

    /// `Base<Int>` → `Base`; `Outer<T>.Inner` → `Outer.Inner`.
    static func strippingGenericArguments(_ name: String) -> String {
        guard name.containsByte(UInt8(ascii: "<")) else { return name }
        var result = ""
        var depth = 0
        var previous: Character = " "
        for ch in name {
            if ch == "<" { depth += 1 } else if ch == ">" && previous != "-" { depth -= 1 } else if depth == 0 { result.append(ch) }
            previous = ch
        }
        return result
    }

    /// A TypeName with `actualTypeName` set when a typealias rewrote it.
    func resolvingAlias(_ typeName: TypeName, scope: SwiftType?) -> TypeName {
        guard !aliasTargets.isEmpty else { return typeName }
        let unwrapped = typeName.unwrappedTypeName
        guard let target = aliasTarget(of: unwrapped, scope: scope) else { return typeName }
        var resolved = typeName
        let suffix = typeName.isImplicitlyUnwrappedOptional ? "!" : (typeName.isOptional && typeName.name.hasSuffix("?") ? "?" : "")
        let targetName = suffix.isEmpty || !target.isClosure ? target.name + suffix : "(" + target.name + ")" + suffix
        resolved.actualTypeName = TypeName(targetName, attributes: target.attributes)
        return resolved
    }
}
