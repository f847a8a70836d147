import Foundation

/// Builds a composed type's member lists the first time one is read, from the member jobs that
/// registration recorded and the composer's name tables (read-only once composition is over).
///
/// Templates render side by side, so two threads may ask for the same type at once. Each type
/// maps to one of a fixed set of locks (a lock per type would cost an allocation for each of
/// thousands of types). Building a type's own lists takes only its build lock and builds no
/// other type, so build locks are leaves; collecting the `all…` unions takes the type's collect
/// lock, then the build locks of the types it takes members from. No lock is ever taken in the
/// other order, so there is no deadlock.
///
/// The composer, its types and this object form a cycle while members may still be unbuilt;
/// the model's deinit calls `complete`, which builds what is left (a type may outlive its model
/// in a caller's hands, and must still list its members) and then breaks it.
final class LazyMembers: @unchecked Sendable {
    private static let lockCount = 64
    private let buildLocks = (0..<LazyMembers.lockCount).map { _ in NSLock() }
    private let collectLocks = (0..<LazyMembers.lockCount).map { _ in NSLock() }
    /// One name-resolution memo per build lock, used only while holding it.
    private let memos = (0..<LazyMembers.lockCount).map { _ in ResolutionMemo() }
    /// Nil once every type is complete (see `complete`). Read under a lock, and only while the
    /// type asking is unbuilt: after `complete` no type is.
    private var composer: ModelComposer?

    init(composer: ModelComposer) {
        self.composer = composer
    }

    /// Objects are at least 16-byte aligned; a multiplicative hash of the address spreads
    /// neighbouring allocations over the locks.
    @inline(__always) private static func lockIndex(of type: SwiftType) -> Int {
        let address = UInt(bitPattern: ObjectIdentifier(type))
        return Int(truncatingIfNeeded: ((address >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    /// Fills `type`'s `kind` lists unless done already.
    func build(_ type: SwiftType, _ kind: MemberKind) {
        let index = LazyMembers.lockIndex(of: type)
        let lock = buildLocks[index]
        lock.lock()
        defer { lock.unlock() }
        guard let composer else { return }
        switch kind {
        case .variables:
            guard !type.variablesBuilt else { return }
            composer.buildVariables(of: type, memo: memos[index])
            type.variablesBuilt = true
        case .callables:
            guard !type.callablesBuilt else { return }
            composer.buildCallables(of: type, memo: memos[index])
            type.callablesBuilt = true
        }
    }

    /// Fills `type`'s `all…` union(s) of `kind` unless done already.
    func collect(_ type: SwiftType, _ kind: MemberKind) {
        let lock = collectLocks[LazyMembers.lockIndex(of: type)]
        lock.lock()
        defer { lock.unlock() }
        guard let composer else { return }
        switch kind {
        case .variables:
            guard !type.variableUnionCollected else { return }
            composer.collectAllVariables(type)
            type.variableUnionCollected = true
        case .callables:
            guard !type.callableUnionsCollected else { return }
            composer.collectAllCallables(type)
            type.callableUnionsCollected = true
        }
    }

    /// Builds every list still unbuilt, then lets go of the composer. Call before the model cuts
    /// its relationship links (the unions read them).
    func complete(_ types: [SwiftType]) {
        guard composer != nil else { return }
        for type in types {
            for kind in [MemberKind.variables, .callables] {
                build(type, kind)
                collect(type, kind)
            }
        }
        detach(types)
    }

    /// Lets go of the composer without building what is left: lists never read stay empty.
    /// For callers that are done with the model (a one-shot generation, once rendered).
    func abandon(_ types: [SwiftType]) {
        guard composer != nil else { return }
        detach(types)
    }

    private func detach(_ types: [SwiftType]) {
        // Jobs point back at their type; nothing is built from them any more.
        for type in types { type.memberJobs = [] }
        composer = nil
        // The memos hold resolved types: emptied, they no longer keep the model's types alive.
        for (lock, memo) in zip(buildLocks, memos) {
            lock.lock()
            memo.removeAll()
            lock.unlock()
        }
    }
}
