#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport

/// Builds a composed type's member lists the first time one is read, from the member jobs that
/// registration recorded (in the type's `TypeRecord`) and the composer's name tables (read-only
/// once composition is over). docs/architecture.md lists the other member types.
///
/// Templates render side by side, so two threads may ask for the same type at once. Each type
/// maps to one of a fixed set of locks (a lock per type would cost an allocation for each of
/// thousands of types). Building a type's own lists takes only its build lock and builds no
/// other type, so build locks are leaves; collecting the `all…` unions takes the type's collect
/// lock, then the build locks of the types it takes members from. No lock is ever taken in the
/// other order, so there is no deadlock.
///
/// Owned by the composer, which the model owns; a type reaches it through its record, which it
/// holds weakly (see `TypeRecord`). A type kept past its model builds nothing more: it keeps the
/// lists it built.
final class LazyMembers: @unchecked Sendable {
    private static let lockCount = 64
    private let buildLocks = (0..<LazyMembers.lockCount).map { _ in Lock() }
    private let collectLocks = (0..<LazyMembers.lockCount).map { _ in Lock() }
    /// Name-resolution memos, one per build running at the moment. A memo per lock would see a
    /// 64th of the types each and rarely hit; taken from a pool, the one or two memos in use
    /// learn the names (`String`, `Int`, the project's models) every type repeats.
    private let memoPool = MemoPool()
    /// The composer owns this object.
    private unowned let composer: ModelComposer

    init(composer: ModelComposer) {
        self.composer = composer
    }

    /// Objects are at least 16-byte aligned; a multiplicative hash of the address spreads
    /// neighbouring allocations over the locks.
    @inline(__always) private static func lockIndex(of type: SwiftType) -> Int {
        let address = UInt(bitPattern: ObjectIdentifier(type))
        return Int(truncatingIfNeeded: ((address >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    /// Fills `type`'s `kind` lists unless done already (`record` is the type's).
    func build(_ type: SwiftType, _ record: TypeRecord, _ kind: MemberKind) {
        let lock = buildLocks[LazyMembers.lockIndex(of: type)]
        lock.lock()
        defer { lock.unlock() }
        switch kind {
        case .variables:
            guard !record.variablesBuilt else { return }
            memoPool.using { composer.buildVariables(of: type, memo: $0) }
            record.variablesBuilt = true
        case .callables:
            guard !record.callablesBuilt else { return }
            memoPool.using { composer.buildCallables(of: type, memo: $0) }
            record.callablesBuilt = true
        }
    }

    /// Fills `type`'s `all…` union(s) of `kind` unless done already (`record` is the type's).
    func collect(_ type: SwiftType, _ record: TypeRecord, _ kind: MemberKind) {
        let lock = collectLocks[LazyMembers.lockIndex(of: type)]
        lock.lock()
        defer { lock.unlock() }
        switch kind {
        case .variables:
            guard !record.variableUnionCollected else { return }
            composer.collectAllVariables(type)
            record.variableUnionCollected = true
        case .callables:
            guard !record.callableUnionsCollected else { return }
            composer.collectAllCallables(type)
            record.callableUnionsCollected = true
        }
    }
}

/// Memos lent to one build at a time.
private final class MemoPool: @unchecked Sendable {
    private let lock = Lock()
    private var idle: [ResolutionMemo] = []

    /// A memo holding more answers than this starts over once its build is done: the names a
    /// project repeats (`String`, `Int`, its models) are learnt again at once, while names used
    /// once (each model's own nested or companion types) would stay for as long as the model.
    static let answerLimit = 4096

    func using(_ body: (ResolutionMemo) -> Void) {
        lock.lock()
        let memo = idle.popLast() ?? ResolutionMemo()
        lock.unlock()
        body(memo)
        if memo.answerCount > MemoPool.answerLimit { memo.removeAll() }
        lock.lock()
        idle.append(memo)
        lock.unlock()
    }
}
