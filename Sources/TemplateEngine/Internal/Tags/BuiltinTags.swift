/// The tag sets: Stencil's built-ins, and the StencilSwiftKit/Sourcery extras of Sourcery mode.
enum BuiltinTags {
    static let stencil: [String: TemplateParser.TagParser] = [
        "for": ForNode.parse,
        "break": LoopControlNode.parse,
        "continue": LoopControlNode.parse,
        "if": IfNode.parse,
        "ifnot": IfNode.parseIfNot,
        "now": NowNode.parse,
        "include": IncludeNode.parse,
        "extends": ExtendsNode.parse,
        "block": BlockNode.parse,
        "filter": FilterTagNode.parse,
    ]

    static let sourcery: [String: TemplateParser.TagParser] = [
        "set": SetNode.parse,
        "macro": MacroNode.parse,
        "call": CallNode.parse,
        "map": MapNode.parse,
        "import": ImportNode.parse,
        "newline": NewlineNode.parse,
        "typed": TypedNode.parse,
    ]
}
