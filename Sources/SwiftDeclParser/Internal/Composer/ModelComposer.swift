#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Builds the composed model: registers every declared type (nested ones under their parent's
/// name), folds extensions into their targets (or into unknown-extension types), then hands
/// over to the relationship and member passes. Files are added in path order, all at once
/// (`compose`) or one by one as they become available (`add`, then `finish`).
final class ModelComposer {
    /// Every file added, in path order (an incremental update swaps in the new results); only
    /// when `isUpdatable`.
    var files: [FileParseResult] = []
    /// True for a composition an update will change (watch mode): it keeps the files and every
    /// member declaration, to build the lists again from. A one-shot composition lets go of the
    /// files once composed, and of each member declaration once its list is built, so the
    /// memory they held serves the lists and the render instead (the peak is during rendering).
    let isUpdatable: Bool
    // The name tables are written while types register (one thread at a time, handed on through
    // a lock when a scan worker registers: see `StreamingComposer`) and only read afterwards,
    // by several threads at once: no access overlaps a write, so they skip the runtime's
    // exclusivity checks (every name lookup reads them).
    @exclusivity(unchecked) var typesByName: [String: SwiftType] = [:]
    var orderedTypes: [SwiftType] = []
    var extensionObjects: [SwiftType] = []
    var functions: [Method] = []
    var typealiasObjects: [Typealias] = []
    /// Typealias targets keyed by qualified alias name (`Alias`, `Outer.Alias`).
    @exclusivity(unchecked) var aliasTargets: [String: TypeName] = [:]
    @exclusivity(unchecked) var compositionParts: [String: [String]] = [:]
    /// Every declaration's member job, in registration order (each type also lists its own):
    /// an incremental update (`updateMembers`) swaps in the declarations of a changed file.
    var memberJobs: [MemberJob] = []
    /// `memberJobs` indexed, built by the first update (the jobs never move afterwards).
    var jobIndex: MemberJobIndex?
    /// An extension waiting for every type to be registered. A class: the retry loop passes
    /// these from list to list, and copying a declaration and its file retains each of their fields.
    final class PendingExtension {
        let declaration: TypeDeclaration
        let file: FileParseResult
        let position: [Int]

        init(_ declaration: TypeDeclaration, file: FileParseResult, position: [Int]) {
            self.declaration = declaration
            self.file = file
            self.position = position
        }
    }
    /// Set once registration is over; from then on name lookups are memoised.
    @exclusivity(unchecked) var lookupsAreFinal = false
    let sharedMemo = ResolutionMemo()
    /// Builds every registered type's member lists when first read (through the type's record).
    private(set) lazy var lazyMembers = LazyMembers(composer: self)
    /// Every registered type's record: the types reach theirs weakly, so they live here (see
    /// `TypeRecord`).
    private var records: [TypeRecord] = []
    /// Endings of qualified type and typealias names (see `NestedNameSuffixes`).
    @exclusivity(unchecked) var nestedTypeNameTails = NestedNameSuffixes()
    @exclusivity(unchecked) var nestedAliasNameTails = NestedNameSuffixes()
    /// Quick misses for `aliasTargets`.
    @exclusivity(unchecked) var aliasNameSieve = ResolvableNames()
    /// The type each nested typealias is declared in, keyed like `aliasTargets`.
    var aliasScopes: [String: SwiftType] = [:]
    /// Every generic parameter and associated type name of a registered type: a written name that
    /// is one may stand for constraints in some scope (`ActualTypeNames`).
    @exclusivity(unchecked) var scopedParameterNames: Set<String> = []
    /// Quick misses for every word `ActualTypeNames` may respell (`Self`, typealias names and
    /// the endings of qualified ones, nested type name endings, `scopedParameterNames`).
    @exclusivity(unchecked) var respellSieve: ResolvableNames = {
        var sieve = ResolvableNames()
        sieve.insert("Self")
        return sieve
    }()
    /// The generic parameter names of generic typealiases, keyed like `aliasTargets`.
    var aliasGenericParameters: [String: [String]] = [:]
    /// Targets settled so far while `settleAliasTargets` runs (`.some(nil)`: being settled).
    var aliasSettling: [String: TypeName?]?

    /// Extensions of the files added so far: their targets may be declared in files added later.
    private var pendingExtensions: [PendingExtension] = []
    /// The diagnostics of the files added so far, in path order.
    private var diagnostics: [Diagnostic] = []

    init(isUpdatable: Bool) {
        self.isUpdatable = isUpdatable
    }

    /// Threads for a pass over every type: one below 256 types (starting helpers would cost more
    /// than the pass), else up to four.
    static func workerCount(forTypes count: Int) -> Int {
        count < 256 ? 1 : min(4, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Composes `files`, sorted by path, in one go.
    func compose(_ files: [FileParseResult]) -> ComposedModel {
        reserveNameTables(forDeclarations: ModelComposer.declarationCount(in: files))
        if isUpdatable { self.files.reserveCapacity(files.count) }
        for file in files { add(file) }
        return finish()
    }

    /// Registers the next file in path order: its types, typealiases and free functions (files
    /// that are generated output register nothing). Its extensions wait in `pendingExtensions`.
    func add(_ file: FileParseResult) {
        if isUpdatable { files.append(file) }
        diagnostics += file.diagnostics
        guard !file.isGenerated else { return }
        // Indexed, not iterated: the loop would copy each (large) declaration first.
        let declarations = file.declarations
        for index in declarations.indices {
            if declarations[index].kind == .extension {
                pendingExtensions.append(PendingExtension(declarations[index], file: file, position: [index]))
            } else {
                _ = registerType(declarations[index], parent: nil, file: file, inheritedAccess: nil, position: [index])
            }
        }
        for alias in file.typealiases { registerTypealias(alias, parent: nil) }
        for function in file.functions { functions.append(MemberBuilder.method(function, owner: nil)) }
    }

    /// Once every file is added: merges the extensions, then settles names, relationships and
    /// the model's lists.
    func finish() -> ComposedModel {
        // Merging the extensions only appends to `orderedTypes` and never renames a type: large
        // projects sort the types registered so far on a helper thread meanwhile.
        let registered = orderedTypes
        let inParallel = ModelComposer.workerCount(forTypes: registered.count) > 1
        let sortedRegistered = ForkJoin.run(inParallel: inParallel, ModelLists.sortedByGlobalName(registered)) {
            mergeExtensions()
        }
        settleAliasTargets()
        resolveFreeFunctions()
        lookupsAreFinal = true
        prepareForLookups()
        // The sorted lists read only names and kinds, which registration settled and the
        // relationship pass never writes: large projects build them on a helper thread meanwhile.
        let (types, functions, aliases) = (orderedTypes, functions, typealiasObjects)
        let added = Array(types[registered.count...])
        let lists = ForkJoin.run(inParallel: inParallel, ModelLists(sortedRegistered: sortedRegistered, added: added,
                                                                    functions: functions, typealiases: aliases)) {
            finishTypes()
        }
        return ComposedModel(lists: lists, diagnostics: diagnostics, extensionObjects: extensionObjects, composer: self)
    }

    /// Folds every pending extension into its target, or into an unknown-extension type.
    private func mergeExtensions() {
        // Extensions may target types declared inside other extensions: retry until nothing resolves.
        var remaining = pendingExtensions
        pendingExtensions = []
        var madeProgress = true
        while madeProgress && !remaining.isEmpty {
            madeProgress = false
            var unresolved: [PendingExtension] = []
            for pending in remaining {
                if let target = resolveType(named: pending.declaration.name, scope: nil), !target.isUnknownExtension {
                    mergeExtension(pending.declaration, file: pending.file, position: pending.position, into: target)
                    madeProgress = true
                } else {
                    unresolved.append(pending)
                }
            }
            remaining = unresolved
        }
        for pending in remaining { mergeUnknownExtension(pending.declaration, file: pending.file, position: pending.position) }
    }

    /// A record for a type about to be registered, kept for the model's lifetime.
    private func makeRecord() -> TypeRecord {
        let record = TypeRecord(lazyMembers: lazyMembers)
        records.append(record)
        return record
    }

    /// Free functions' parameter and result type names, resolved at file level.
    private func resolveFreeFunctions() {
        for function in functions {
            // A generic function's parameters are in scope for its own type names.
            let clause = GenericClause(parameters: function.genericParameters, requirements: function.genericRequirements)
            let memo = clause.map { clause -> ResolutionMemo in
                let memo = ResolutionMemo()
                memo.genericClause = clause
                return memo
            }
            for index in function.parameters.indices {
                function.parameters[index].typeName = resolvingAlias(function.parameters[index].typeName, scope: nil, memo: memo)
            }
            function.returnTypeName = resolvingAlias(function.returnTypeName, scope: nil, memo: memo)
            function.returnType = resolveType(named: ModelComposer.lookupName(of: function.actualReturnTypeName), scope: nil)
        }
    }

    // MARK: Registration

    @discardableResult
    /// `position` locates the declaration in its file: its index among the file's declarations,
    /// then among each enclosing declaration's nested types.
    func registerType(_ declaration: TypeDeclaration, parent: SwiftType?, file: FileParseResult, inheritedAccess: String?,
                      position: [Int]) -> SwiftType {
        let name = parent.map { $0.name + "." + declaration.name } ?? declaration.name
        let existing = typesByName[name]
        if let existing, existing.typeKind == declaration.kind {
            // The same type declared twice (typically in two `#if` branches): one type, members of both.
            fill(existing, from: declaration, file: file, position: position, asExtension: false, extensionObject: nil)
            return existing
        }
        let isGeneric: Bool
        switch declaration.kind {
        case .protocol: isGeneric = !declaration.associatedTypes.isEmpty || !declaration.genericRequirements.isEmpty
        case .extension, .protocolComposition: isGeneric = false
        default: isGeneric = declaration.hasGenericParameterClause
        }
        let accessLevel = DeclarationParser.accessLevel(in: declaration.modifiers) ?? inheritedAccess ?? "internal"
        let record = makeRecord()
        record.declaredInheritedTypes = declaration.inheritedTypes
        record.memberDefaultAccess = declaration.kind == .protocol ? accessLevel : "internal"
        let type = SwiftType(name: name, localName: declaration.name, kind: declaration.kind, accessLevel: accessLevel,
                             isGeneric: isGeneric, parent: parent, path: file.path, imports: file.imports,
                             documentation: declaration.documentation, attributes: MemberBuilder.grouped(declaration.attributes),
                             modifiers: declaration.modifiers, record: record)
        type.storedAnnotations = declaration.annotations
        type.genericParameters = declaration.genericParameters
        type.genericRequirements = declaration.genericRequirements
        for associated in declaration.associatedTypes {
            type.associatedTypes[associated.name] = associated
            scopedParameterNames.insert(associated.name)
            respellSieve.insert(associated.name)
        }
        for parameter in declaration.genericParameters {
            scopedParameterNames.insert(parameter.name)
            respellSieve.insert(parameter.name)
        }
        // A type of another kind may hold the name already (it keeps it): looked up above.
        if existing == nil { registerNewTypeName(name, type) }
        orderedTypes.append(type)
        parent?.storedContainedTypes.append(type)
        fill(type, from: declaration, file: file, position: position, asExtension: false, extensionObject: nil)
        return type
    }

    /// Adds a declaration's inheritance, cases, nested types and typealiases to `type`, and
    /// records its members as a job the type builds when first read (`buildVariables`, `buildCallables`).
    func fill(_ type: SwiftType, from declaration: TypeDeclaration, file: FileParseResult, position: [Int],
              asExtension: Bool, extensionObject: SwiftType?) {
        let explicitAccess = DeclarationParser.accessLevel(in: declaration.modifiers)
        let owner = MemberBuilder.Owner(definedInTypeName: asExtension ? declaration.name : type.name, typeName: type.name,
                                        kind: asExtension ? .extension : declaration.kind,
                                        defaultAccess: asExtension ? (explicitAccess ?? "internal") : type.record!.memberDefaultAccess)
        let job = MemberJob(declaration: declaration, owner: owner, type: type, definingObject: extensionObject ?? type,
                            isExtension: asExtension, path: file.path, position: position)
        memberJobs.append(job)
        type.record!.memberJobs.append(job)
        if asExtension {
            type.storedInheritedTypes += declaration.inheritedTypes
        } else {
            if type.inheritedTypes.isEmpty { type.storedInheritedTypes = declaration.inheritedTypes } else {
                for inherited in declaration.inheritedTypes where !type.inheritedTypes.contains(inherited) {
                    type.storedInheritedTypes.append(inherited)
                }
            }
            if type.cases.isEmpty { type.cases = declaration.cases } else {
                type.cases += declaration.cases.filter { newCase in !type.cases.contains { $0.name == newCase.name } }
            }
        }
        let nestedAccess = asExtension ? explicitAccess : (declaration.kind == .protocol ? type.accessLevel : nil)
        for (index, nested) in declaration.nestedTypes.enumerated() {
            registerType(nested, parent: type, file: file, inheritedAccess: nestedAccess, position: position + [index])
        }
        for alias in declaration.typealiases { registerTypealias(alias, parent: type) }
    }

    func mergeExtension(_ declaration: TypeDeclaration, file: FileParseResult, position: [Int], into target: SwiftType) {
        // Named after the extended type even when written through a typealias, as in Sourcery
        // (members keep the written name in `definedInTypeName`).
        let extensionObject = SwiftType(name: target.name, localName: target.localName, kind: .extension,
                                        accessLevel: DeclarationParser.accessLevel(in: declaration.modifiers) ?? "internal",
                                        isExtension: true, path: file.path, documentation: declaration.documentation,
                                        attributes: MemberBuilder.grouped(declaration.attributes), modifiers: declaration.modifiers)
        extensionObject.storedAnnotations = declaration.annotations
        extensionObject.storedInheritedTypes = declaration.inheritedTypes
        extensionObjects.append(extensionObject)
        // Extension annotations are copied over the target's (extension wins on conflict).
        for (key, value) in declaration.annotations { target.storedAnnotations[key] = value }
        fill(target, from: declaration, file: file, position: position, asExtension: true, extensionObject: extensionObject)
    }

    /// Extensions of types not in the sources: one `extension`-kind type per extended name.
    func mergeUnknownExtension(_ declaration: TypeDeclaration, file: FileParseResult, position: [Int]) {
        let type: SwiftType
        if let existing = typesByName[declaration.name], existing.isUnknownExtension {
            type = existing
        } else {
            type = SwiftType(name: declaration.name, localName: declaration.name, kind: .extension,
                             accessLevel: DeclarationParser.accessLevel(in: declaration.modifiers) ?? "internal",
                             isExtension: true, isUnknownExtension: true, path: file.path, imports: file.imports,
                             documentation: declaration.documentation, attributes: MemberBuilder.grouped(declaration.attributes),
                             modifiers: declaration.modifiers, record: makeRecord())
            registerTypeName(declaration.name, type)
            orderedTypes.append(type)
        }
        for (key, value) in declaration.annotations { type.storedAnnotations[key] = value }
        fill(type, from: declaration, file: file, position: position, asExtension: true, extensionObject: type)
    }

    func registerTypealias(_ declaration: TypealiasDeclaration, parent: SwiftType?) {
        let name = parent.map { $0.name + "." + declaration.aliasName } ?? declaration.aliasName
        registerAliasTarget(name, declaration.typeName)
        if let parent { aliasScopes[name] = parent }
        if !declaration.genericParameterNames.isEmpty { aliasGenericParameters[name] = declaration.genericParameterNames }
        // `(Foo) -> Bar & Baz` is a function type returning a composition, not a composition.
        let isFunctionType = declaration.typeName.name.containsByte(UInt8(ascii: "-"))
            && TypeNameText.topLevelArrowRange(declaration.typeName.name) != nil
        let parts = isFunctionType ? [declaration.typeName.name] : TypeNameText.splitTopLevel(declaration.typeName.name, separator: "&")
        let accessLevel = DeclarationParser.accessLevel(in: declaration.modifiers) ?? parent?.record?.memberDefaultAccess ?? "internal"
        if parts.count > 1 {
            let composition = SwiftType(name: name, localName: declaration.aliasName, kind: .protocolComposition, accessLevel: accessLevel,
                                        parent: parent, documentation: declaration.documentation,
                                        record: makeRecord())
            composition.storedAnnotations = declaration.annotations
            composition.composedTypeNames = parts.map { TypeName($0) }
            composition.storedInheritedTypes = parts
            compositionParts[name] = parts
            registerTypeName(name, composition)
            orderedTypes.append(composition)
            parent?.storedContainedTypes.append(composition)
            return
        }
        let alias = Typealias(aliasName: declaration.aliasName, name: name, typeName: declaration.typeName, accessLevel: accessLevel,
                              annotations: declaration.annotations, documentation: declaration.documentation, parent: parent)
        if let parent = parent { parent.typealiases[declaration.aliasName] = alias }
        typealiasObjects.append(alias)
    }
}
