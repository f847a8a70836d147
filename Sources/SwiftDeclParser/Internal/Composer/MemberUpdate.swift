/// Watch mode's fast path: most saves while a model is being written add, remove or change
/// properties and methods, and leave every type name, extension, conformance and nesting as it
/// was. Such a save changes the members of the types the file contributes to, and the `all…`
/// unions of the types that inherit or implement those; nothing else in the model. Forgetting
/// just those lists (they are built again when next read) gives the model a full composition
/// would give (`IncrementalCompositionTests` compares the two), in a fraction of the time.
extension ModelComposer {
    /// Takes `newFiles` (the same paths, in the same order, as the composed files; the ones in
    /// `changedPaths` may differ) and forgets the member lists they feed. Returns false, having
    /// changed nothing, when some change reaches beyond members: the caller composes anew.
    func updateMembers(files newFiles: [FileParseResult], changedPaths: Set<String>) -> Bool {
        guard newFiles.count == files.count else { return false }
        var changed: [String: FileParseResult] = [:]
        for index in newFiles.indices {
            guard newFiles[index].path == files[index].path else { return false }
            guard changedPaths.contains(newFiles[index].path) else { continue }
            guard DeclarationShape.same(files[index], newFiles[index]) else { return false }
            changed[newFiles[index].path] = newFiles[index]
        }

        // Every check comes before the first write, so a refusal leaves the model intact.
        let index = memberJobIndex()
        var replacements: [(job: MemberJob, declaration: TypeDeclaration)] = []
        var affected: Set<ObjectIdentifier> = []
        var affectedTypes: [SwiftType] = []
        for (path, file) in changed {
            for job in index.byPath[path] ?? [] {
                guard let declaration = ModelComposer.declaration(at: job.position, in: file) else { return false }
                replacements.append((job, declaration))
                if affected.insert(ObjectIdentifier(job.type)).inserted { affectedTypes.append(job.type) }
            }
        }
        // An enum's raw type may come from a `rawValue` member, and settling it rewrites the
        // enum's inherited types: only a full composition gets that right.
        guard !affectedTypes.contains(where: { $0.typeKind == .enum }) else { return false }

        // No render reads the model while it is updated: the lists are simply forgotten, and
        // built again from the new declarations when next read.
        for (job, declaration) in replacements { job.members = DeclaredMembers(declaration) }
        for type in affectedTypes {
            type.variableLists = VariableLists()
            type.callableLists = CallableLists()
            type.record?.variablesBuilt = false
            type.record?.callablesBuilt = false
        }
        for type in typesCollectingMembers(of: affectedTypes) {
            type.variableUnion = []
            type.callableUnions = CallableUnions()
            type.record?.variableUnionCollected = false
            type.record?.callableUnionsCollected = false
        }
        files = newFiles
        return true
    }

    /// The affected types, and every type whose `all…` lists take members from one of them:
    /// subclasses (for classes) and adopters (for protocols and compositions).
    private func typesCollectingMembers(of affectedTypes: [SwiftType]) -> [SwiftType] {
        let classNames = affectedTypes.filter { $0.typeKind == .class }.map(\.name)
        let protocolNames = affectedTypes.filter { $0.typeKind == .protocol || $0.typeKind == .protocolComposition }
            .map(\.globalName)
        // Most edits touch structs: then nothing else lists their members, and the whole
        // project need not be walked.
        guard !classNames.isEmpty || !protocolNames.isEmpty else { return affectedTypes }
        let affected = Set(affectedTypes.map(ObjectIdentifier.init))
        return orderedTypes.filter { type in
            affected.contains(ObjectIdentifier(type))
                || classNames.contains { type.inherits[$0] != nil }
                || protocolNames.contains { type.implements[$0] != nil }
        }
    }

    /// Jobs by file; built on the first update.
    private func memberJobIndex() -> MemberJobIndex {
        if let index = jobIndex { return index }
        var index = MemberJobIndex()
        for job in memberJobs { index.byPath[job.path, default: []].append(job) }
        jobIndex = index
        return index
    }

    /// The declaration at `position` (see `registerType`) in `file`, or nil when there is none.
    static func declaration(at position: [Int], in file: FileParseResult) -> TypeDeclaration? {
        guard let first = position.first, file.declarations.indices.contains(first) else { return nil }
        var declaration = file.declarations[first]
        for index in position.dropFirst() {
            guard declaration.nestedTypes.indices.contains(index) else { return nil }
            declaration = declaration.nestedTypes[index]
        }
        return declaration
    }
}

/// Where an update finds the jobs to rebuild without walking all of them.
struct MemberJobIndex {
    var byPath: [String: [MemberJob]] = [:]
}
