import XCTest
@testable import modelgen

final class SmokeTests: XCTestCase {
    func testDispatcherKnowsSubcommands() { XCTAssertNotNil(CommandDispatcher.subcommands["parse"]) }
}
