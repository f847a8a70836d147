#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch

/// Runs two independent pieces of work at once: one on a helper thread, one on the caller's.
enum ForkJoin {
    /// Returns `side()`, computed on a helper thread while `main()` runs here when `inParallel`
    /// (both must touch disjoint state), else one after the other on this thread.
    static func run<Result>(inParallel: Bool, _ side: @escaping @autoclosure () -> Result, main: () -> Void) -> Result {
        guard inParallel else {
            main()
            return side()
        }
        let slot = Slot<Result>()
        let done = DispatchGroup()
        nonisolated(unsafe) let work = side
        DispatchQueue.global(qos: .userInitiated).async(group: done) { slot.value = work() }
        main()
        done.wait()
        return slot.value!
    }

    /// Written by the helper before `done` is signalled, read after `wait`: the group orders them.
    private final class Slot<Value>: @unchecked Sendable {
        var value: Value?
    }
}
