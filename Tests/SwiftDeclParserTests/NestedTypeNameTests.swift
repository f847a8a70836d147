import XCTest
@testable import SwiftDeclParser

/// A property typed by a type nested in its own declaration is spelt by that type's full name,
/// as Sourcery 2.x spells it, even when a global type has the same short name.
final class NestedTypeNameTests: XCTestCase {
    func testNestedTypeShadowsGlobalTypeOfSameName() throws {
        let model = compose("""
        struct Source { let id: String }
        struct Article {
          struct Source { let name: String }
          let source: Source
          let sources: [Source]
        }
        """)
        let article = try model.require("Article")
        XCTAssertEqual(article.variable("source")?.typeName.name, "Article.Source")
        XCTAssertEqual(article.variable("source")?.type?.name, "Article.Source")
        XCTAssertEqual(article.variable("sources")?.typeName.name, "[Source]")
        XCTAssertEqual(article.variable("sources")?.actualTypeName.name, "[Article.Source]")
    }

    /// Sourcery 2.x rewrites the name only when the nested type comes first in the body (its
    /// parser has not met a later one yet); modelgen spells it whatever the order
    /// (docs/compatibility.md).
    func testNestedTypeDeclaredAfterThePropertyIsSpeltTheSame() throws {
        let model = compose("""
        struct After {
            let inner: Inner
            struct Inner {}
        }
        """)
        let after = try model.require("After")
        XCTAssertEqual(after.variable("inner")?.typeName.name, "After.Inner")
        XCTAssertEqual(after.variable("inner")?.type?.name, "After.Inner")
    }
}
