/// Declarations of the bodies being parsed, innermost body on top. Each body takes its members
/// off the top as exactly sized arrays (`popArray(from:)`), moved rather than copied.
///
/// Why not an array per body: an array grown by appending keeps up to half its capacity unused,
/// and the parse results (arrays of large declaration structs) are kept for the whole run.
/// One stack per worker (in `SwiftParser.Workspace`) also allocates once for all files.
final class DeclarationStack<Element> {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Inlined and consuming, so a declaration built in the call is moved into place rather than
    /// copied in and destroyed by the caller.
    @inline(__always)
    func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: consume element)
        count += 1
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    subscript(position: Int) -> Element {
        // `_read`, not `get`: reading one field does not copy the whole declaration.
        _read {
            precondition(position >= 0 && position < count, "DeclarationStack index out of range")
            yield storage[position]
        }
        _modify {
            precondition(position >= 0 && position < count, "DeclarationStack index out of range")
            yield &storage[position]
        }
    }

    /// Removes the elements from `start` on and returns them as an array of exactly that size.
    func popArray(from start: Int) -> [Element] {
        precondition(start >= 0 && start <= count, "DeclarationStack start out of range")
        let moved = count - start
        guard moved > 0 else { return [] }
        // Reserved and appended to rather than made with `Array(unsafeUninitializedCapacity:)`,
        // whose allocation is not specialised: it looks the array's storage class up at run time on
        // every call, which costs more than moving a few declarations.
        var result: [Element] = []
        result.reserveCapacity(moved)
        for position in start..<count { result.append((storage + position).move()) }
        count = start
        return result
    }

    /// An empty stack grown past `largeCapacity` (a very large file) goes back to a small buffer.
    func releaseIfLarge(largeCapacity: Int = 1 << 14) {
        guard count == 0, capacity > largeCapacity else { return }
        storage.deallocate()
        capacity = 64
        storage = .allocate(capacity: capacity)
    }

    /// Removes (and destroys) the elements from `start` on.
    func pop(from start: Int) {
        precondition(start >= 0 && start <= count, "DeclarationStack start out of range")
        (storage + start).deinitialize(count: count - start)
        count = start
    }
}

/// One stack per kind of member (see `DeclarationStack`).
final class DeclarationStacks {
    let variables = DeclarationStack<VariableDeclaration>()
    let methods = DeclarationStack<FunctionDeclaration>()
    let subscripts = DeclarationStack<SubscriptDeclaration>(capacity: 8)
    let cases = DeclarationStack<EnumCase>()
    let types = DeclarationStack<TypeDeclaration>()
    let typealiases = DeclarationStack<TypealiasDeclaration>(capacity: 8)
    let associatedTypes = DeclarationStack<AssociatedType>(capacity: 8)
    let imports = DeclarationStack<Import>(capacity: 16)

    /// Where the current body's members start on each stack.
    struct Mark {
        var variables, methods, subscripts, cases, types, typealiases, associatedTypes, imports: Int
    }

    var mark: Mark {
        Mark(variables: variables.count, methods: methods.count, subscripts: subscripts.count, cases: cases.count,
             types: types.count, typealiases: typealiases.count, associatedTypes: associatedTypes.count, imports: imports.count)
    }

    /// The members pushed since `mark`, taken off the stacks.
    func popMembers(since mark: Mark) -> ScopeDeclarations {
        ScopeDeclarations(variables: variables.popArray(from: mark.variables), methods: methods.popArray(from: mark.methods),
                   subscripts: subscripts.popArray(from: mark.subscripts), cases: cases.popArray(from: mark.cases),
                   types: types.popArray(from: mark.types), typealiases: typealiases.popArray(from: mark.typealiases),
                   associatedTypes: associatedTypes.popArray(from: mark.associatedTypes), imports: imports.popArray(from: mark.imports))
    }

    /// Gives back the storage a very large file grew (the stacks are empty between files).
    func releaseLargeStorage() {
        variables.releaseIfLarge()
        methods.releaseIfLarge()
        subscripts.releaseIfLarge()
        cases.releaseIfLarge()
        types.releaseIfLarge()
        typealiases.releaseIfLarge()
        associatedTypes.releaseIfLarge()
        imports.releaseIfLarge()
    }

    /// Drops everything, so a file starts on empty stacks whatever the previous one left.
    func removeAll() {
        variables.pop(from: 0)
        methods.pop(from: 0)
        subscripts.pop(from: 0)
        cases.pop(from: 0)
        types.pop(from: 0)
        typealiases.pop(from: 0)
        associatedTypes.pop(from: 0)
        imports.pop(from: 0)
    }
}
