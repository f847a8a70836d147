import XCTest
import StencilReference
import TemplateEngine
final class TemplatePlaceholderTests: XCTestCase { func testNothingYet() {} }
