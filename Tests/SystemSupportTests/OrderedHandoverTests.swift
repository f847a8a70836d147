import Dispatch
import SystemSupport
import XCTest

final class OrderedHandoverTests: XCTestCase {
    /// What the consumer saw, in order.
    private final class Record: @unchecked Sendable {
        var consumed: [Int] = []
        /// Consumer calls running now, and the most ever at once.
        var running = 0
        var mostRunning = 0
    }

    func testIndicesCompletedInOrderAreConsumedAtOnce() {
        let record = Record()
        let relay = OrderedHandover(count: 5) { record.consumed.append($0) }
        for index in 0..<5 {
            relay.markReady(index)
            XCTAssertEqual(record.consumed, Array(0...index))
        }
        XCTAssertEqual(relay.finish(), 5)
        XCTAssertEqual(record.consumed, Array(0..<5))
    }

    func testAnIndexWaitsForTheOnesBeforeIt() {
        let record = Record()
        let relay = OrderedHandover(count: 6) { record.consumed.append($0) }
        for index in [2, 1, 4] { relay.markReady(index) }
        XCTAssertEqual(record.consumed, [])
        relay.markReady(0)
        XCTAssertEqual(record.consumed, [0, 1, 2])
        relay.markReady(3)
        XCTAssertEqual(record.consumed, [0, 1, 2, 3, 4])
        // Index 5 never completes (a worker stopped early): `finish` hands on nothing past it.
        XCTAssertEqual(relay.finish(), 5)
        XCTAssertEqual(record.consumed, [0, 1, 2, 3, 4])
    }

    /// Many workers completing in random order: every index is consumed once, in order, and the
    /// consumer never runs on two threads at once.
    func testConcurrentCompletionsAreConsumedOnceInOrder() {
        let count = 2_000
        for round in 0..<20 {
            var order = Array(0..<count)
            var state = UInt64(round + 1)
            for index in order.indices.reversed() {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                order.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
            }
            let record = Record()
            let recordLock = Lock()
            let relay = OrderedHandover(count: count) { index in
                recordLock.lock()
                record.running += 1
                record.mostRunning = max(record.mostRunning, record.running)
                record.consumed.append(index)
                recordLock.unlock()
                recordLock.lock()
                record.running -= 1
                recordLock.unlock()
            }
            let positions = Lock()
            var next = 0
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                while true {
                    positions.lock()
                    let position = next
                    next += 1
                    positions.unlock()
                    guard position < count else { return }
                    relay.markReady(order[position])
                }
            }
            XCTAssertEqual(relay.finish(), count)
            XCTAssertEqual(record.consumed, Array(0..<count), "round \(round)")
            XCTAssertEqual(record.mostRunning, 1, "round \(round)")
        }
    }
}
