/// Passes the indices `0..<count`, which concurrent workers complete in any order, to one
/// consumer in index order, while the workers are still running, and without making any of
/// them wait.
///
/// A worker that completes an index marks it ready. If no other worker is relaying at that
/// moment, it becomes the relay: it hands on every consecutive ready index from the next
/// unhanded one, then gives the role back. A worker that finds the role taken just returns to
/// its own work: the relay picks its index up when the run of ready indices reaches it. The
/// consumer therefore runs on one thread at a time (the handover goes through the lock, so each
/// call sees everything the previous ones and the completing worker wrote) and sees each index
/// once, in order; what the workers leave behind (indices completed while the relay was
/// finishing, or past a gap) is relayed by `finish`.
package final class OrderedHandover: @unchecked Sendable {
    private let lock = Lock()
    private var isReady: [Bool]
    /// The first index not yet handed on.
    private var nextIndex = 0
    private var isRelaying = false
    private let consume: (Int) -> Void

    package init(count: Int, consume: @escaping (Int) -> Void) {
        isReady = [Bool](repeating: false, count: count)
        self.consume = consume
    }

    /// Call once `index`'s work is complete (its results written). May consume indices before returning.
    package func markReady(_ index: Int) {
        lock.lock()
        isReady[index] = true
        guard !isRelaying, let batch = takeReadyRun() else {
            lock.unlock()
            return
        }
        isRelaying = true
        lock.unlock()
        relay(from: batch)
    }

    /// After every worker has returned: hands on the ready indices left. Returns how many
    /// indices were handed on in all (`count` when every one was marked ready).
    package func finish() -> Int {
        lock.lock()
        precondition(!isRelaying, "OrderedHandover.finish while a worker is still relaying")
        let batch = takeReadyRun()
        if batch != nil { isRelaying = true }
        lock.unlock()
        if let batch { relay(from: batch) }
        return nextIndex
    }

    /// Consumes `batch`, then each further run that became ready meanwhile; gives the role back
    /// (under the lock, so an index marked ready meanwhile is either taken here or finds the role free).
    private func relay(from batch: Range<Int>) {
        var batch = batch
        while true {
            for index in batch { consume(index) }
            lock.lock()
            guard let next = takeReadyRun() else {
                isRelaying = false
                lock.unlock()
                return
            }
            lock.unlock()
            batch = next
        }
    }

    /// The ready indices from `nextIndex` up to the first one not ready, now counted as handed
    /// on; nil when `nextIndex` is not ready. Called under the lock.
    private func takeReadyRun() -> Range<Int>? {
        var end = nextIndex
        while end < isReady.count && isReady[end] { end += 1 }
        guard end > nextIndex else { return nil }
        defer { nextIndex = end }
        return nextIndex..<end
    }
}
