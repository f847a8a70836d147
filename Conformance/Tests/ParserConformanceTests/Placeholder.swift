import XCTest
import SyntaxReference
import SwiftDeclParser
final class ParserPlaceholderTests: XCTestCase { func testNothingYet() {} }
