#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport

/// All files composed: extensions merged, relationships computed, everything sorted
/// deterministically by `globalName` (context-model.md §2).
public final class ComposedModel: @unchecked Sendable {
    /// Every type incl. nested ones and unknown-type extensions, sorted by globalName.
    public let types: [SwiftType]
    /// Free functions, sorted by name.
    public let functions: [Method]
    /// Every typealias (global and nested, not composition aliases), sorted by name.
    public let typealiases: [Typealias]
    /// Problems of every file, in path order.
    public internal(set) var diagnostics: [Diagnostic]
    /// `types` keyed by globalName (`type.MyStruct`).
    public let typesByName: [String: SwiftType]
    /// Keeps extension objects alive: members' `definedInType` points at them weakly (Q11).
    let extensionObjects: [SwiftType]
    /// The composition the model was made of: its name tables, the types' records (their links
    /// to one another) and the member builder. Types reach these weakly, so the model is the
    /// root of everything it holds, and dropping it frees it all (cycles between types
    /// included) with no teardown.
    private let composer: ModelComposer

    init(lists: ModelLists, diagnostics: [Diagnostic], extensionObjects: [SwiftType], composer: ModelComposer) {
        types = lists.types
        functions = lists.functions
        typealiases = lists.typealiases
        self.diagnostics = diagnostics
        self.extensionObjects = extensionObjects
        self.composer = composer
        typesByName = lists.typesByName
        all = lists.all
        classes = lists.classes
        structs = lists.structs
        enums = lists.enums
        actors = lists.actors
        protocols = lists.protocols
        extensions = lists.extensions
        protocolCompositions = lists.protocolCompositions
    }

    /// `types.all`: everything but protocols and compositions.
    public let all: [SwiftType]
    public let classes: [SwiftType]
    public let structs: [SwiftType]
    public let enums: [SwiftType]
    public let actors: [SwiftType]
    public let protocols: [SwiftType]
    /// Extensions of types not declared in the sources (kind `extension`).
    public let extensions: [SwiftType]
    public let protocolCompositions: [SwiftType]

    /// The scanned type of that name (globalName, e.g. `Outer.Inner`).
    public func type(named name: String) -> SwiftType? { typesByName[name] }

    /// `types.implementing.P`: nil when P is not a scanned protocol (Sourcery logs and yields nil).
    public func implementing(_ name: String) -> [SwiftType]? {
        guard let target = typesByName[name], target.typeKind == .protocol || target.typeKind == .protocolComposition else { return nil }
        return relationshipLists.list("implementing", name) { types.filter { $0.implements[name] != nil } }
    }

    /// `types.inheriting.C`: nil when C is not a scanned class.
    public func inheriting(_ name: String) -> [SwiftType]? {
        guard let target = typesByName[name], target.typeKind == .class else { return nil }
        return relationshipLists.list("inheriting", name) { types.filter { $0.inherits[name] != nil } }
    }

    /// `types.based.N`: any name, scanned or not.
    public func based(_ name: String) -> [SwiftType] {
        relationshipLists.list("based", name) { types.filter { $0.based[name] != nil } }
    }

    /// The lists above, kept once computed: each walks every type, and templates rendered side
    /// by side (or again in watch mode, where an update never changes relationships) ask again.
    private let relationshipLists = RelationshipLists()

    /// The scanned type a TypeName refers to (optionality ignored), for `variable.type`-style lookups.
    public func type(for typeName: TypeName) -> SwiftType? {
        let resolved = typeName.actualTypeName ?? typeName
        let name = ModelComposer.lookupName(of: resolved)
        return typesByName[name] ?? typesByName[ModelComposer.strippingGenericArguments(name)] ?? typesByName[typeName.unwrappedTypeName]
    }
}

/// Memoised relationship lists of a composed model; safe to use from several render threads.
final class RelationshipLists: @unchecked Sendable {
    private let lock = Lock()
    private var lists: [String: [SwiftType]] = [:]

    func list(_ relationship: String, _ name: String, compute: () -> [SwiftType]) -> [SwiftType] {
        let key = relationship + "\u{0}" + name
        lock.lock()
        if let known = lists[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let computed = compute()
        lock.lock()
        lists[key] = computed
        lock.unlock()
        return computed
    }
}
