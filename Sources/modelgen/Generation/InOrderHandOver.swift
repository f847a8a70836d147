import Foundation

/// Lets one consumer take results in index order while several workers produce them in any
/// order: the consumer waits only for the next index it needs, never for the whole batch.
///
/// `SourceScanner` uses it to register each parsed file with the composer as soon as every file
/// before it is parsed, so registration (one core) overlaps parsing (all cores).
final class InOrderHandOver: @unchecked Sendable {
    private let condition = NSCondition()
    private var ready: [Bool]
    /// The index the consumer is waiting for, or -1.
    private var awaited = -1

    init(ready: [Bool]) {
        self.ready = ready
    }

    /// Called by a worker once result `index` is stored.
    func markReady(_ index: Int) {
        condition.lock()
        ready[index] = true
        if index == awaited { condition.signal() }
        condition.unlock()
    }

    /// Returns once result `index` is stored; what the worker stored before `markReady` is then
    /// visible to the caller (the lock orders the two).
    func waitUntilReady(_ index: Int) {
        condition.lock()
        awaited = index
        while !ready[index] { condition.wait() }
        awaited = -1
        condition.unlock()
    }
}
