import Dispatch
import SystemSupport

/// A pass over every type once registration is over, split between threads on large projects:
/// worker `w` of `n` takes the types at `w`, `w + n`, `w + 2n`, … with a name-resolution memo of
/// its own (a single worker uses the composer's). The name tables no longer change by then, so
/// a body may read them and any type's registered fields, and write only the type it is given.
extension ModelComposer {
    /// `body(index, memo)` for every index of `types`, the results in index order.
    func perTypePass<Result>(over types: [SwiftType], _ body: (Int, ResolutionMemo) -> Result) -> [Result] {
        let workers = ModelComposer.workerCount(forTypes: types.count)
        guard workers > 1 else { return types.indices.map { body($0, sharedMemo) } }
        let collected = WorkerResults<Result>(workers: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let memo = ResolutionMemo()
            var results: [Result] = []
            results.reserveCapacity(types.count / workers + 1)
            for index in stride(from: worker, to: types.count, by: workers) { results.append(body(index, memo)) }
            collected.store(results, of: worker)
        }
        let slots = collected.slots
        return types.indices.map { slots[$0 % workers][$0 / workers] }
    }
}

/// Each worker's results, handed over under a lock; read once every worker is done.
private final class WorkerResults<Result>: @unchecked Sendable {
    private let lock = Lock()
    private(set) var slots: [[Result]]

    init(workers: Int) {
        slots = Array(repeating: [], count: workers)
    }

    func store(_ results: [Result], of worker: Int) {
        lock.lock()
        slots[worker] = results
        lock.unlock()
    }
}
