import Dispatch
import SystemSupport
import XCTest

final class ThreadingTests: XCTestCase {
    func testLockKeepsCountsExact() {
        let lock = Lock()
        final class Counter: @unchecked Sendable { var value = 0 }
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 {
                lock.lock()
                counter.value += 1
                lock.unlock()
            }
        }
        XCTAssertEqual(counter.value, 80_000)
    }

    func testHelperThreadRunsWithTheRequestedStack() {
        let done = DispatchSemaphore(value: 0)
        final class Box: @unchecked Sendable { var depth = 0 }
        let box = Box()
        HelperThread.start(stackSize: 16 << 20) {
            // Deep enough to overflow a 512 KB dispatch-sized stack, fine on 16 MB.
            func recurse(_ n: Int) -> Int {
                var padding = (n, n, n, n, n, n, n, n)
                return withUnsafeMutableBytes(of: &padding) { $0.count } + (n == 0 ? 0 : recurse(n - 1))
            }
            box.depth = recurse(20_000)
            done.signal()
        }
        done.wait()
        XCTAssertEqual(box.depth, 20_001 * 64)
    }
}
