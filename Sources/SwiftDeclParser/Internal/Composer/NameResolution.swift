/// Looking up written type names: enclosing scopes first, then global names, typealiases and
/// module-qualified spellings (context-model.md §2.3).
///
/// Most written names (`Int`, `String`, a top-level model) cannot mean anything different inside
/// a nested scope: no registered type or typealias name ends in `.Name`. `NestedNameSuffixes`
/// records every such ending, so those names skip the scope walk (which builds a string per
/// enclosing level) and their resolution is memoised once for every scope.
extension ModelComposer {
    struct ScopedName: Hashable {
        let scope: ObjectIdentifier?
        let name: String
    }

    /// Registers `type` under `name` unless a type already holds that name (first one wins).
    func registerTypeName(_ name: String, _ type: SwiftType) {
        guard typesByName[name] == nil else { return }
        registerNewTypeName(name, type)
    }

    /// `registerTypeName` for a name the caller found free.
    func registerNewTypeName(_ name: String, _ type: SwiftType) {
        typesByName[name] = type
        nestedTypeNameTails.insertSuffixes(of: name)
        if name.containsByte(UInt8(ascii: ".")) { insertRespellableTails(of: name) }
    }

    func registerAliasTarget(_ name: String, _ target: TypeName) {
        aliasTargets[name] = target
        aliasNameSieve.insert(name)
        nestedAliasNameTails.insertSuffixes(of: name)
        respellSieve.insert(name)
        if name.containsByte(UInt8(ascii: ".")) { insertRespellableTails(of: name) }
    }

    /// `Outer.Inner` → `Inner` (and `Middle.Inner` of `Outer.Middle.Inner`) into `respellSieve`.
    private func insertRespellableTails(of name: String) {
        NestedNameSuffixes.forEachSuffix(of: name) { respellSieve.insert($0) }
    }

    /// Sizes the type table for at most `count` types before registration, as sparse as
    /// `prepareForLookups` wants it: filling a table that grows as it goes rehashes every name
    /// already in it at each doubling, and the sparse copy made afterwards would rehash them again.
    func reserveNameTables(forDeclarations count: Int) {
        typesByName.reserveCapacity(count * 2)
    }

    /// Declarations (nested ones included) of the files that register types: one per type at most.
    static func declarationCount(in files: [FileParseResult]) -> Int {
        func count(_ declarations: [TypeDeclaration]) -> Int {
            declarations.reduce(declarations.count) { $0 + ($1.nestedTypes.isEmpty ? 0 : count($1.nestedTypes)) }
        }
        return files.reduce(0) { $0 + ($1.isGenerated ? 0 : count($1.declarations) + $1.typealiases.count) }
    }

    /// Most lookups from here on miss (`Int`, `String`, `[Foo]`). A Swift dictionary probes
    /// linearly and compares keys until it meets an empty bucket, so a miss in a table filled to
    /// its usual 3/4 compares about eight strings; at under 3/8 full, two or so.
    /// From here on the name tables are only read, which lets member resolution run on several
    /// threads, each with its own `ResolutionMemo`.
    func prepareForLookups() {
        typesByName.reserveCapacity(typesByName.count * 2)
        aliasTargets.reserveCapacity(aliasTargets.count * 4)
        sharedMemo.reserveCapacity(forTypeCount: typesByName.count)
        nestedTypeNameTails.reserveSparseCapacity()
        nestedAliasNameTails.reserveSparseCapacity()
    }

    /// The scanned type a written name refers to, seen from inside `scope`. Memoised once every
    /// type is registered (lookups repeat for each variable of every type), in `memo` when given.
    func resolveType(named written: String, scope: SwiftType?, memo: ResolutionMemo? = nil) -> SwiftType? {
        resolveTypeNotingScope(named: written, scope: scope, memo: memo).type
    }

    /// `resolveType`, also telling whether another scope could resolve `written` differently.
    private func resolveTypeNotingScope(named written: String, scope: SwiftType?,
                                        memo: ResolutionMemo?) -> (type: SwiftType?, dependsOnScope: Bool) {
        guard lookupsAreFinal else { return uncachedResolveType(named: written, scope: scope, memo: memo) }
        let memo = memo ?? sharedMemo
        if let cached = memo.scopeFreeResolutions[written] { return (cached, false) }
        let key = ScopedName(scope: scope.map(ObjectIdentifier.init), name: written)
        if let cached = memo.scopedResolutions[key] { return (cached, true) }
        let resolved = uncachedResolveType(named: written, scope: scope, memo: memo)
        if resolved.dependsOnScope {
            memo.scopedResolutions[key] = .some(resolved.type)
        } else {
            memo.scopeFreeResolutions[written] = .some(resolved.type)
        }
        return resolved
    }

    /// A member's declared type name as seen from inside `scope`: with `actualTypeName` set when a
    /// typealias rewrites it (`resolvingAlias`), and the scanned type it names, optionality
    /// ignored (`resolveType`).
    ///
    /// Each built property asks this, and most ask about the same few names (`String`, `Int`,
    /// the project's models), which no enclosing scope can change: those answers are memoised
    /// by the written name, so a repeat costs one lookup instead of unwrapping the name twice
    /// and looking it up in three tables.
    func resolveMemberType(_ typeName: TypeName, scope: SwiftType, memo: ResolutionMemo) -> (typeName: TypeName, type: SwiftType?) {
        // A name that already carries a resolution (one read back from a parse cache) is
        // resolved from that, not from its spelling alone.
        let memoisable = lookupsAreFinal && typeName.actualTypeName == nil
        if memoisable, let cached = memo.memberTypes[typeName.name] {
            guard let actual = cached.actualTypeName else { return (typeName, cached.type) }
            var resolved = typeName
            resolved.actualTypeName = actual
            return (resolved, cached.type)
        }
        var resolved = typeName
        var dependsOnScope = false
        let actual = actualTypeName(of: typeName, scope: scope, memo: memo, dependsOnScope: &dependsOnScope)
        if let actual { resolved.actualTypeName = actual }
        let named = ModelComposer.lookupName(of: actual ?? typeName)
        let found = resolveTypeNotingScope(named: named, scope: scope, memo: memo)
        if memoisable, !dependsOnScope, !found.dependsOnScope {
            memo.memberTypes[typeName.name] = MemberTypeResolution(actualTypeName: actual, type: found.type)
        }
        return (resolved, found.type)
    }

    /// `dependsOnScope` is false when no name on the resolution path could be found through an
    /// enclosing scope: then every scope resolves `written` the same way.
    private func uncachedResolveType(named written: String, scope: SwiftType?,
                                     memo: ResolutionMemo?) -> (type: SwiftType?, dependsOnScope: Bool) {
        var name = ModelComposer.strippingGenericArguments(written)
        var dependsOnScope = false
        for _ in 0..<8 {
            let typeIsScoped = nestedTypeNameTails.contains(name)
            dependsOnScope = dependsOnScope || typeIsScoped
            if let found = lookup(name, scope: typeIsScoped ? scope : nil) { return (found, dependsOnScope) }
            guard !aliasTargets.isEmpty else { break }
            let aliasIsScoped = nestedAliasNameTails.contains(name)
            dependsOnScope = dependsOnScope || aliasIsScoped
            if let target = aliasTarget(of: name, scope: scope, memo: memo) {
                name = ModelComposer.strippingGenericArguments(target.unwrappedTypeName)
                continue
            }
            break
        }
        // `Module.Type`: try without the module prefix.
        if let unqualified = ModelComposer.droppingFirstQualifier(name) {
            return (lookup(unqualified, scope: nil), dependsOnScope)
        }
        return (nil, dependsOnScope)
    }

    func lookup(_ name: String, scope: SwiftType?) -> SwiftType? {
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
    func aliasTarget(of name: String, scope: SwiftType?, memo: ResolutionMemo? = nil) -> TypeName? {
        guard !aliasTargets.isEmpty else { return nil }
        // Without a scope, or when no alias name ends in `.name`, the walk below finds nothing.
        guard scope != nil, nestedAliasNameTails.contains(name) else {
            return aliasNameSieve.mayContain(name) ? aliasTargets[name] : nil
        }
        guard lookupsAreFinal else { return uncachedAliasTarget(of: name, scope: scope) }
        let memo = memo ?? sharedMemo
        let key = ScopedName(scope: scope.map(ObjectIdentifier.init), name: name)
        if let cached = memo.scopedAliasTargets[key] { return cached }
        let target = uncachedAliasTarget(of: name, scope: scope)
        memo.scopedAliasTargets[key] = .some(target)
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

    /// `Swift.Int` → `Int`; nil without a dot or when the name ends with one.
    static func droppingFirstQualifier(_ name: String) -> String? {
        // Plain ASCII, scanned as a byte buffer (the common case): bytes are characters, so the
        // byte search finds the same dot.
        let scanned: String?? = name.utf8.withContiguousStorageIfAvailable { bytes -> String?? in
            var firstDot: Int?
            for position in bytes.indices {
                let byte = bytes[position]
                if byte >= 0x80 || byte == 0x0D { return .none }
                if byte == UInt8(ascii: "."), firstDot == nil { firstDot = position }
            }
            guard let dot = firstDot, bytes.last != UInt8(ascii: ".") else { return .some(nil) }
            return .some(String(decoding: UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]), as: UTF8.self))
        } ?? .none
        if let scanned { return scanned }
        if name.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            // Plain ASCII: bytes are characters, so the byte search finds the same dot.
            let bytes = name.utf8
            guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")), bytes.last != UInt8(ascii: ".") else { return nil }
            return String(name[bytes.index(after: dot)...])
        }
        guard let dot = name.firstIndex(of: "."), !name.hasSuffix(".") else { return nil }
        return String(name[name.index(after: dot)...])
    }

    /// `Base<Int>` → `Base`; `Outer<T>.Inner` → `Outer.Inner`.
    static func strippingGenericArguments(_ name: String) -> String {
        guard name.containsByte(UInt8(ascii: "<")) else { return name }
        // In ASCII without carriage returns (nearly every name) a byte is a character: the same
        // walk over the bytes in place, writing the result once, costs a fraction of the walk by
        // characters below, which appends them one at a time.
        let plain: String?? = name.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { result in
                var count = 0
                var depth = 0
                var previous = UInt8(ascii: " ")
                for byte in bytes {
                    if byte == UInt8(ascii: "<") {
                        depth += 1
                    } else if byte == UInt8(ascii: ">") && previous != UInt8(ascii: "-") {
                        depth -= 1
                    } else if depth == 0 {
                        result[count] = byte
                        count += 1
                    }
                    previous = byte
                }
                return count
            }
        }
        return (plain ?? nil) ?? characterwiseStrippingGenericArguments(name)
    }

    /// The rules of `strippingGenericArguments` on characters (names the byte walk does not settle).
    static func characterwiseStrippingGenericArguments(_ name: String) -> String {
        var result = ""
        var depth = 0
        var previous: Character = " "
        for ch in name {
            if ch == "<" { depth += 1 } else if ch == ">" && previous != "-" { depth -= 1 } else if depth == 0 { result.append(ch) }
            previous = ch
        }
        return result
    }

    /// A TypeName with `actualTypeName` set when its actual spelling differs (`ActualTypeNames`).
    func resolvingAlias(_ typeName: TypeName, scope: SwiftType?, memo: ResolutionMemo? = nil) -> TypeName {
        guard let actual = aliasRewrite(of: typeName, scope: scope, memo: memo) else { return typeName }
        var resolved = typeName
        resolved.actualTypeName = actual
        return resolved
    }

    /// The `actualTypeName` `resolvingAlias` would set, or nil when the name is spelt as written.
    /// Memoised by the written name once lookups are final, for names no scope changes (most
    /// parameter and result types repeat: `String`, `Int`, the project's models).
    func aliasRewrite(of typeName: TypeName, scope: SwiftType?, memo: ResolutionMemo? = nil) -> TypeName? {
        var dependsOnScope = false
        guard lookupsAreFinal, typeName.actualTypeName == nil, memo?.genericClause == nil else {
            return actualTypeName(of: typeName, scope: scope, memo: memo, dependsOnScope: &dependsOnScope)
        }
        let memo = memo ?? sharedMemo
        if let cached = memo.actualNames[typeName.name] { return cached }
        let actual = actualTypeName(of: typeName, scope: scope, memo: memo, dependsOnScope: &dependsOnScope)
        if !dependsOnScope { memo.actualNames[typeName.name] = .some(actual) }
        return actual
    }

    /// The name a type is looked up by: unwrapped, and for a generic one its base.
    static func lookupName(of typeName: TypeName) -> String {
        var name = typeName.unwrappedTypeName
        for prefix in ["some ", "any "] where name.hasPrefix(prefix) { name = String(name.dropFirst(prefix.count)) }
        // `[T]` and `[K: V]` are `Array` and `Dictionary` (an `extension Array` is their type).
        if name.utf8.first == UInt8(ascii: "["), TypeNameText.isBracketGroup(name) {
            return TypeNameText.splitTopLevel(String(name.dropFirst().dropLast()), separator: ":").count == 2 ? "Dictionary" : "Array"
        }
        return name
    }
}

/// Every ending `Name` of a registered qualified name `Outer.Name` (and `Inner.Name` of
/// `Outer.Inner.Name`): a written name can only be found through an enclosing scope when it is
/// one of these. Compared as `String`s, so canonically equivalent spellings still match.
struct NestedNameSuffixes {
    private var tails: Set<String> = []
    private var sieve = ResolvableNames()

    /// The longest endings kept, in components: every ending of a name of n components would be
    /// n²/2 components in all (`extension A.A.A…` written 100,000 times deep would need gigabytes),
    /// and no written name reaching through more scopes than the parser nests is resolved anyway.
    static let maximumSuffixComponents = 2 * DeclarationParser.maximumNestingDepth

    mutating func insertSuffixes(of name: String) {
        Self.forEachSuffix(of: name) { insert($0) }
    }

    /// Each ending after a `.` of `name`, shortest first, at most `maximumSuffixComponents` of them.
    static func forEachSuffix(of name: String, _ body: (String) -> Void) {
        var kept = 0
        // Scanned as a byte buffer, from the end: the `UTF8View` index walk costs several times more per byte.
        let scanned: Void? = name.utf8.withContiguousStorageIfAvailable { bytes in
            var position = bytes.count - 1
            while position >= 0, kept < maximumSuffixComponents {
                if bytes[position] == UInt8(ascii: ".") {
                    body(String(decoding: UnsafeBufferPointer(rebasing: bytes[(position + 1)...]), as: UTF8.self))
                    kept += 1
                }
                position -= 1
            }
        }
        guard scanned == nil else { return }
        let bytes = name.utf8
        var end = bytes.endIndex
        while kept < maximumSuffixComponents, let dot = bytes[..<end].lastIndex(of: UInt8(ascii: ".")) {
            body(String(decoding: bytes[bytes.index(after: dot)...], as: UTF8.self))
            kept += 1
            end = dot
        }
    }

    private mutating func insert(_ tail: String) {
        tails.insert(tail)
        sieve.insert(tail)
    }

    /// See `ModelComposer.prepareForLookups`.
    mutating func reserveSparseCapacity() {
        tails.reserveCapacity(tails.count * 4)
    }

    func contains(_ name: String) -> Bool {
        !tails.isEmpty && sieve.mayContain(name) && tails.contains(name)
    }
}

/// Memoised name resolutions. The composer keeps one; threads resolving members side by side
/// each bring their own (the name tables they read no longer change by then).
///
/// A memo is used by one thread at a time and no access to it overlaps another, so the
/// dictionaries skip the runtime's exclusivity checks (two per lookup, on every member built).
final class ResolutionMemo {
    @exclusivity(unchecked) var scopedResolutions: [ModelComposer.ScopedName: SwiftType?] = [:]
    /// Resolutions no enclosing scope can change, keyed by the written name alone.
    @exclusivity(unchecked) var scopeFreeResolutions: [String: SwiftType?] = [:]
    @exclusivity(unchecked) var scopedAliasTargets: [ModelComposer.ScopedName: TypeName?] = [:]
    /// See `ModelComposer.resolveMemberType`: keyed by the written name, for names no scope changes.
    @exclusivity(unchecked) var memberTypes: [String: MemberTypeResolution] = [:]
    /// See `ModelComposer.aliasRewrite`: actual names keyed by the written name, for names no scope changes.
    @exclusivity(unchecked) var actualNames: [String: TypeName?] = [:]
    /// The generic clause of the method or subscript whose type names are being resolved, when it
    /// has one: its parameters shadow the type's (`ActualTypeNames`). Set around each such member.
    @exclusivity(unchecked) var genericClause: GenericClause?

    /// Room for one resolution per type: the memo lives as long as the model, so it is not
    /// given room it will not use.
    func reserveCapacity(forTypeCount count: Int) {
        scopeFreeResolutions.reserveCapacity(count)
    }

    /// How many answers the memo holds.
    var answerCount: Int {
        scopedResolutions.count + scopeFreeResolutions.count + scopedAliasTargets.count + memberTypes.count + actualNames.count
    }

    func removeAll() {
        scopedResolutions = [:]
        scopeFreeResolutions = [:]
        scopedAliasTargets = [:]
        memberTypes = [:]
        actualNames = [:]
    }
}

/// A memoised `ModelComposer.resolveMemberType`: the typealias target the written name
/// resolves to (nil: none), and the scanned type it names.
struct MemberTypeResolution {
    let actualTypeName: TypeName?
    let type: SwiftType?
}
