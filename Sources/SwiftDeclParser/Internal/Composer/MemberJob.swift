/// One declaration's members, waiting to be built.
///
/// Building members (names, selectors, access rules, one object each) depends only on the
/// declaration and on the owner that registration settles. So registration records what to
/// build, and each type builds its jobs, in registration order, when its members are first read.
///
/// A class, not a struct: an update walks every job of the project, and copying a declaration's
/// many fields for each would cost more than the update itself.
final class MemberJob {
    /// Replaced by an incremental update when the file it comes from changes only its members.
    /// A one-shot composition empties each list once built (see `ModelComposer.isUpdatable`).
    var members: DeclaredMembers
    let owner: MemberBuilder.Owner
    let type: SwiftType
    /// The type itself, or the extension object for members written in an extension (Q11).
    let definingObject: SwiftType
    let isExtension: Bool
    /// Where the declaration was written: its file, and its place in that file (see
    /// `ModelComposer.registerType`), so an update can swap in the file's new declaration.
    let path: String
    let position: [Int]
    /// Names of the types nested in this declaration's own body (not in other extensions).
    let nestedTypeNames: [String]

    init(declaration: TypeDeclaration, owner: MemberBuilder.Owner, type: SwiftType, definingObject: SwiftType,
         isExtension: Bool, path: String, position: [Int]) {
        members = DeclaredMembers(declaration)
        self.owner = owner
        self.type = type
        self.definingObject = definingObject
        self.isExtension = isExtension
        self.path = path
        self.position = position
        nestedTypeNames = declaration.nestedTypes.isEmpty ? [] : declaration.nestedTypes.map { $0.name }
    }
}

/// The parts of a declaration its members are built from. Only these: a job that held the whole
/// declaration would keep its nested types, cases and comments alive for as long as the model.
struct DeclaredMembers {
    var variables: [VariableDeclaration]
    var methods: [FunctionDeclaration]
    var subscripts: [SubscriptDeclaration]

    init(_ declaration: TypeDeclaration) {
        variables = declaration.variables
        methods = declaration.methods
        subscripts = declaration.subscripts
    }
}

extension ModelComposer {
    /// The properties of `type`'s declarations, in registration order, each built with its type
    /// names resolved, then sorted into the lists a template reads (`finishVariables`). Runs under
    /// the type's build lock (`LazyMembers`) and touches no other type's lists.
    func buildVariables(of type: SwiftType, memo: ResolutionMemo) {
        var lists = VariableLists()
        let containedTypes = type.containedType
        let typeName = TypeName(type.name)
        for job in type.memberJobs {
            let declarations = job.members.variables
            guard !declarations.isEmpty else { continue }
            // Every property of a declaration is defined in the same place: resolved once.
            let definedInTypeName = TypeName(job.owner.definedInTypeName)
            let placement = MemberBuilder.VariablePlacement(
                definingObject: job.definingObject, definedInTypeName: definedInTypeName,
                actualDefinedInTypeName: resolvingAlias(definedInTypeName, scope: nil, memo: memo).actualTypeName ?? typeName)
            var variables: [Variable] = []
            variables.reserveCapacity(declarations.count)
            // Read in place through the buffer: iterating, or indexing the array, copies each
            // (large) declaration first.
            declarations.withUnsafeBufferPointer { declarations in
                for index in declarations.indices {
                    var written = declarations[index].typeName
                    // `Inner` written in the body that declares `Outer.Inner` names it (a type
                    // nested in another extension is found through the scope, as `actualTypeName`).
                    if !job.nestedTypeNames.isEmpty, job.nestedTypeNames.contains(written.name),
                       let nested = containedTypes[written.name] {
                        written = TypeName(nested.name, attributes: written.attributes)
                    }
                    let resolved = resolveMemberType(written, scope: type, memo: memo)
                    variables.append(MemberBuilder.variable(declarations.baseAddress! + index, owner: job.owner, placement: placement,
                                                            typeName: resolved.typeName, type: resolved.type))
                }
            }
            // Extension properties, a protocol's too, join `rawVariables` unfiltered as in
            // Sourcery 2.x; `variables` then drops repeats (same name, staticness and type).
            if job.isExtension {
                lists.extensionVariables += variables
            } else {
                lists.ownVariables += variables
            }
        }
        finishVariables(&lists)
        type.variableLists = lists
        if !isUpdatable {
            for job in type.memberJobs { job.members.variables = [] }
        }
    }

    /// The methods and subscripts of `type`'s declarations, like `buildVariables`.
    func buildCallables(of type: SwiftType, memo: ResolutionMemo) {
        var lists = CallableLists()
        for job in type.memberJobs {
            let methods = job.members.methods.map { MemberBuilder.method($0, owner: job.owner) }
            let subscripts = job.members.subscripts.map { MemberBuilder.subscriptMember($0, owner: job.owner) }
            for member in methods { member.definedInType = job.definingObject }
            for member in subscripts { member.definedInType = job.definingObject }
            if job.isExtension {
                lists.extensionMethods += methods
                lists.extensionSubscripts += subscripts
            } else {
                lists.ownMethods += methods
                lists.ownSubscripts += subscripts
            }
        }
        finishCallables(type, lists: &lists, memo: memo)
        type.callableLists = lists
        if !isUpdatable {
            for job in type.memberJobs {
                job.members.methods = []
                job.members.subscripts = []
            }
        }
    }
}
