/// Typealias targets as the model shows them: a chain (`C = B`, `B = A`, `A = Foo`) followed to
/// its end and the target spelt as `actualTypeName` spells names, settled once when every type
/// and typealias is registered; the typealias objects then know the type they name.
extension ModelComposer {
    /// The qualified name of the typealias `name` visible from `scope`, or nil.
    func aliasEntry(named name: String, scope: SwiftType?, dependsOnScope: inout Bool) -> String? {
        guard scope != nil, nestedAliasNameTails.contains(name) else {
            return aliasNameSieve.mayContain(name) && aliasTargets[name] != nil ? name : nil
        }
        dependsOnScope = true
        var current = scope
        var steps = 0
        while let enclosing = current, steps < 64 {
            let qualified = enclosing.name + "." + name
            if aliasTargets[qualified] != nil { return qualified }
            current = enclosing.parent
            steps += 1
        }
        return aliasTargets[name] != nil ? name : nil
    }

    /// The settled target of the typealias registered as `key`. While targets are being
    /// settled (`settleAliasTargets`), settles this one first; a typealias met again on its own
    /// chain (a cycle) stays as written.
    func resolvedAliasTarget(_ key: String, depth: Int) -> TypeName {
        let written = aliasTargets[key]!
        guard aliasSettling != nil else { return written }
        if let state = aliasSettling![key] { return state ?? written }
        aliasSettling![key] = .some(nil)
        var dependsOnScope = false
        // Most targets (`[String: Any]`, `(Int) -> Void`) name nothing that respells.
        let spelled = mayBeRespelt(written.name, dependsOnScope: &dependsOnScope)
            ? actualSpelling(of: written.name, scope: aliasScopes[key], memo: nil, depth: depth + 1, dependsOnScope: &dependsOnScope) : nil
        let settled = spelled.map { TypeName($0.text, attributes: $0.attributes ?? written.attributes) } ?? written
        aliasSettling![key] = .some(settled)
        return settled
    }

    /// Settles every typealias target (in name order, so cycles settle the same way on every
    /// run), then gives each typealias object the `actualTypeName` and type of its target.
    func settleAliasTargets() {
        guard !aliasTargets.isEmpty else { return }
        aliasSettling = [:]
        for key in aliasTargets.keys.sorted() { _ = resolvedAliasTarget(key, depth: 0) }
        for (key, settled) in aliasSettling! {
            if let settled { aliasTargets[key] = settled }
        }
        aliasSettling = nil
        for alias in typealiasObjects {
            guard let target = aliasTargets[alias.name] else { continue }
            if target.name != alias.typeName.name { alias.typeName.actualTypeName = target }
            alias.type = resolveType(named: target.unwrappedTypeName, scope: alias.parent)
        }
    }
}
