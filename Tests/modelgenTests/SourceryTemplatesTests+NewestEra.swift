import Foundation
import XCTest
@testable import modelgen

/// The byte-identity exceptions of the newest stored Sourcery files (`MODELGEN_SOURCERY_ERA=newest`,
/// fixtures README "Fixture eras"). AutoCases, AutoLenses and LinuxMain need none: the pinned tests
/// hold as they are. Where the newest template is newer than the newest stored expected file, the
/// lines the template changed are rewritten to the published spelling before comparing, and the
/// test first checks that the rendered text holds the newer spelling exactly as often as listed.
extension SourceryTemplatesTests {
    /// A spelling the newer template (or Sourcery's newer type-name parser) writes, the spelling of
    /// the published expected file, and how often it occurs.
    struct EraRewrite {
        let newer: String
        let published: String
        let count: Int
    }

    /// Text after the header Sourcery 1.x and 2.x write (`// Generated using …` and `// DO NOT EDIT`).
    static func withoutSourceryHeader(_ text: String) -> String {
        guard text.hasPrefix("// Generated using Sourcery"), let end = text.range(of: "// DO NOT EDIT\n") else { return text }
        return String(text[end.upperBound...])
    }

    func applying(_ rewrites: [EraRewrite], to rendered: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        var text = rendered
        for rewrite in rewrites {
            XCTAssertEqual(text.components(separatedBy: rewrite.newer).count - 1, rewrite.count,
                           "rendered text should hold «\(rewrite.newer)» \(rewrite.count) time(s)", file: file, line: line)
            text = text.replacingOccurrences(of: rewrite.newer, with: rewrite.published)
        }
        return text
    }

    /// Template `00c9a28`: enum cases bind their associated values by name (`case let (.two(lhsFirst, …`),
    /// the newest stored expected file (`f5add17`) still binds the payload as one value.
    func checkNewestAutoEquatable() throws {
        let rendered = try Self.render("AutoEquatable")
        let published = applying([
            EraRewrite(newer: """
                case let (.two(lhsFirst, lhsSecond), .two(rhsFirst, rhsSecond)):
                        if lhsFirst != rhsFirst { return false }
                        if lhsSecond != rhsSecond { return false }
                """, published: """
                case (.two(let lhs), .two(let rhs)):
                        if lhs.first != rhs.first { return false }
                        if lhs.second != rhs.second { return false }
                """, count: 1),
            EraRewrite(newer: "case let (.three(lhs), .three(rhs)):", published: "case (.three(let lhs), .three(let rhs)):", count: 1),
        ], to: rendered)
        try compare(published, withExpectedOf: "AutoEquatable")
        XCTAssertEqual(published, try Self.expected("AutoEquatable"))
    }

    /// Template `00c9a28` (`hash(into:)`) over `Context_Linux/AutoHashable.swift` (`ba63cd6`): no stored
    /// expected file of that era, so the yardstick is Sourcery 1.3.0's generated file for the same
    /// template and context, byte for byte after its header.
    func checkNewestAutoHashable() throws {
        let rendered = try Self.render("AutoHashable")
        let generated = try String(contentsOf: Self.fixtures.appendingPathComponent("Generated/AutoHashable.generated.swift"),
                                   encoding: .utf8)
        compare(rendered, with: generated, name: "AutoHashable")
        XCTAssertEqual(rendered, Self.withoutSourceryHeader(generated))
    }

    /// Template `0062634` over context `0f14392` against the expected file of `0f14392` (Sourcery 2.1.4's
    /// output). The template and Sourcery's type-name parser changed after that file was written:
    /// tuple members of variadic parameters became arrays, `String!` left closure return types,
    /// unnamed parameters became `arg0`, and optional closure parameters got `Received…` properties.
    /// The template's added macros
    /// also leave two more blank lines after the imports.
    func checkNewestAutoMockable() throws {
        let rendered = try Self.render("AutoMockable")
        let removedLines = """
                var addRequestIntWithCompletionHandlerCompletionHandlerAnyErrorVoidVoidReceivedArguments: (request: Int, completionHandler: ((((any Error)?) -> Void))?)?
                var addRequestIntWithCompletionHandlerCompletionHandlerAnyErrorVoidVoidReceivedInvocations: [(request: Int, completionHandler: ((((any Error)?) -> Void))?)] = []

            """
        let removedCalls = """
                    addRequestIntWithCompletionHandlerCompletionHandlerAnyErrorVoidVoidReceivedArguments = (request: request, completionHandler: completionHandler)
                    addRequestIntWithCompletionHandlerCompletionHandlerAnyErrorVoidVoidReceivedInvocations.append((request: request, completionHandler: completionHandler))

            """
        let published = applying([
            EraRewrite(newer: "args: [CVarArg])", published: "args: CVarArg...)", count: 2),
            EraRewrite(newer: removedLines, published: "", count: 1),
            EraRewrite(newer: removedCalls, published: "", count: 1),
            EraRewrite(newer: "implicitReturnStringClosure: (() -> String)?", published: "implicitReturnStringClosure: (() -> String!)?", count: 1),
            EraRewrite(newer: "staticFunction(_ arg0: String)", published: "staticFunction(_ : String)", count: 1),
            EraRewrite(newer: "staticFunctionStringStringReceived = arg0\n", published: "staticFunctionStringStringReceived = \n", count: 1),
            EraRewrite(newer: "staticFunctionStringStringReceivedInvocations.append(arg0)", published: "staticFunctionStringStringReceivedInvocations.append()", count: 1),
            EraRewrite(newer: "staticFunctionStringStringClosure(arg0)", published: "staticFunctionStringStringClosure()", count: 1),
        ], to: rendered)
        try compare(published, withExpectedOf: "AutoMockable")
        let expected = Self.withoutSourceryHeader(try Self.expected("AutoMockable"))
        XCTAssertEqual(Self.shorteningBlankLines(after: "#endif\n", in: published, to: 24), expected)
        try typecheckNewestMocks(rendered)
    }

    /// Context plus mocks type-check except one line, where the template forwards a variadic
    /// parameter's array to a variadic closure (Sourcery writes the same line). The context's
    /// Combine types and `Cancellable` get stand-ins (not on Linux), and `AutoMockable` is made
    /// public, which its public `AccessLevelProtocol` needs.
    func typecheckNewestMocks(_ rendered: String) throws {
        let context = try String(contentsOf: Self.fixtures.appendingPathComponent("Context/AutoMockable.swift"), encoding: .utf8)
            .replacingOccurrences(of: "\nprotocol AutoMockable {}", with: "\npublic protocol AutoMockable {}")
        let standIns = """
            class AnyPublisher<Output, Failure: Error> {}
            class CurrentValueSubject<Output, Failure: Error> {}
            class PassthroughSubject<Output, Failure: Error> {}
            protocol Cancellable {}

            """
        XCTAssertEqual(try SwiftCompiler.errorLines(standIns + context + "\n" + rendered),
                       ["return stringKeyStringArgsCVarArgStringClosure(key, args)"])
    }
}
