import Foundation
import Stencil

/// What the mock benchmark template needs beyond core Stencil, rebuilt from StencilSwiftKit's and
/// Sourcery's documented behaviour (neither library is available here): the `macro` and `call`
/// tags, the string filters `replace`, `snakeToCamelCase`, `lowerFirstWord` and `upperFirstLetter`,
/// and Sourcery's `annotated` and `definedInExtension` (with `!`) filters. The string filters take
/// Strings only, which is all the benchmark passes them.
enum MockTemplateExtension {
    static func make() -> Extension {
        let ext = Extension()
        ext.registerTag("macro", parser: MacroNode.parse)
        ext.registerTag("call", parser: CallNode.parse)
        ext.registerFilter("replace") { value, arguments in
            guard let string = value as? String, arguments.count == 2,
                  let target = arguments[0] as? String, let replacement = arguments[1] as? String
            else { throw TemplateSyntaxError("replace: expected a string and two string arguments") }
            return string.replacingOccurrences(of: target, with: replacement)
        }
        ext.registerFilter("upperFirstLetter") { value in
            try upperFirstLetter(string(value, filter: "upperFirstLetter"))
        }
        ext.registerFilter("snakeToCamelCase") { value in
            let text = try string(value, filter: "snakeToCamelCase")
            guard text.contains(where: \.isLowercase) else {
                throw TemplateSyntaxError("snakeToCamelCase: only inputs with lowercase letters are supported here")
            }
            let leading = String(text.prefix { $0 == "_" })
            return leading + text.components(separatedBy: "_").map(upperFirstLetter).joined()
        }
        ext.registerFilter("lowerFirstWord") { value in
            let scalars = Array(try string(value, filter: "lowerFirstWord").unicodeScalars)
            var end = 0
            while end < scalars.count && CharacterSet.uppercaseLetters.contains(scalars[end]) { end += 1 }
            if end > 1 && end < scalars.count && CharacterSet.lowercaseLetters.contains(scalars[end]) { end -= 1 }
            var head = String.UnicodeScalarView(), tail = String.UnicodeScalarView()
            head.append(contentsOf: scalars[..<end])
            tail.append(contentsOf: scalars[end...])
            return String(head).lowercased() + String(tail)
        }
        ext.registerFilter("annotated") { value, arguments in
            guard let name = arguments.first as? String else { throw TemplateSyntaxError("annotated: expected a name") }
            let annotations = (value as? DynamicMemberLookup)?[dynamicMember: "annotations"] as? [String: Any]
            return annotations?[name] != nil
        }
        ext.registerFilter("definedInExtension") { value in try membersDefinedInExtension(value, wanted: true) }
        ext.registerFilter("!definedInExtension") { value in try membersDefinedInExtension(value, wanted: false) }
        return ext
    }

    private static func string(_ value: Any?, filter: String) throws -> String {
        guard let string = value as? String else { throw TemplateSyntaxError("\(filter): expected a string") }
        return string
    }

    private static func upperFirstLetter(_ string: String) -> String {
        guard let first = string.unicodeScalars.first else { return string }
        return String(first).uppercased() + String(string.unicodeScalars.dropFirst())
    }

    /// Sourcery's member filter: on an array, the elements whose `definedInExtension` is `wanted`.
    private static func membersDefinedInExtension(_ value: Any?, wanted: Bool) throws -> Any? {
        guard let members = value as? [Any] else { throw TemplateSyntaxError("definedInExtension: expected an array") }
        return members.filter { member in
            ((member as? DynamicMemberLookup)?[dynamicMember: "definedInExtension"] as? Bool) == wanted
        }
    }
}

/// StencilSwiftKit's `{% macro name p1 p2 %}…{% endmacro %}`: stores the block under `name`.
private final class MacroNode: NodeType {
    let name: String
    let block: CallableBlock
    let token: Token?

    init(name: String, block: CallableBlock, token: Token) {
        self.name = name
        self.block = block
        self.token = token
    }

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let components = token.components
        guard components.count >= 2 else { throw TemplateSyntaxError("'macro' tag takes at least one argument") }
        let nodes = try parser.parse(until(["endmacro"]))
        guard parser.nextToken() != nil else { throw TemplateSyntaxError("`endmacro` was not found.") }
        return MacroNode(name: components[1], block: CallableBlock(parameters: Array(components.dropFirst(2)), nodes: nodes),
                         token: token)
    }

    func render(_ context: Context) throws -> String {
        context[name] = block
        return ""
    }
}

private struct CallableBlock {
    let parameters: [String]
    let nodes: [NodeType]
}

/// StencilSwiftKit's `{% call name a1 a2 %}`: renders the block with its parameters bound, on top
/// of the caller's context.
private final class CallNode: NodeType {
    let name: Variable
    let arguments: [Resolvable]
    let token: Token?

    init(name: Variable, arguments: [Resolvable], token: Token) {
        self.name = name
        self.arguments = arguments
        self.token = token
    }

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let components = token.components
        guard components.count >= 2 else { throw TemplateSyntaxError("'call' tag takes at least one argument") }
        let arguments = try components.dropFirst(2).map { try parser.compileResolvable($0, containedIn: token) }
        return CallNode(name: Variable(components[1]), arguments: arguments, token: token)
    }

    func render(_ context: Context) throws -> String {
        guard let block = try name.resolve(context) as? CallableBlock else {
            throw TemplateSyntaxError("Call to undefined block '\(name.variable)'.")
        }
        guard block.parameters.count == arguments.count else {
            throw TemplateSyntaxError("Block '\(name.variable)' accepts \(block.parameters.count) parameters, \(arguments.count) given.")
        }
        var scope: [String: Any] = [:]
        for (parameter, argument) in zip(block.parameters, arguments) {
            scope[parameter] = try argument.resolve(context)
        }
        return try context.push(dictionary: scope) { try renderNodes(block.nodes, context) }
    }
}
