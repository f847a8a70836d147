/// `{% [label:] for vars in iterable [where cond] %}…[{% empty %}…]{% endfor %}` (§5.3).
final class ForNode: Node {
    /// What a loop iterates, read item by item: an array's elements are not copied into a list of
    /// items first (for most loops that copy, and releasing it, cost more than the iterations).
    private enum Items {
        case elements([Value])
        case pairs(keys: [String], dictionary: [String: Value])

        init(_ value: Value) {
            switch ValueSemantics.materialized(value) {
            case .array(let array): self = .elements(array)
            case .dictionary(let dictionary): self = .pairs(keys: dictionary.keys.sorted(), dictionary: dictionary)
            default: self = .elements([])
            }
        }

        var count: Int {
            switch self {
            case .elements(let array): return array.count
            case .pairs(let keys, _): return keys.count
            }
        }

    }

    let resolvable: Resolvable
    let loopVariables: [String]
    /// `loopVariables.first`, read once per iteration.
    private let firstLoopVariable: String?
    let body: [Node]
    let emptyBody: [Node]
    let condition: IfExpression?
    let label: String?
    /// Whether an iteration must define `forloop` (see `bodyMayReadLoopContext`).
    let definesLoopContext: Bool

    private init(resolvable: Resolvable, loopVariables: [String], body: [Node], emptyBody: [Node],
                 condition: IfExpression?, label: String?, span: SourceSpan, definesLoopContext: Bool) {
        self.resolvable = resolvable
        self.loopVariables = loopVariables
        self.firstLoopVariable = loopVariables.first
        self.body = body
        self.emptyBody = emptyBody
        self.condition = condition
        self.label = label
        self.definesLoopContext = definesLoopContext
        super.init(span: span)
    }

    /// Tags that neither read the context on another template's behalf nor keep it for later.
    private static let tagsBlindToTheLoop: Set<String> = [
        "for", "endfor", "empty", "break", "continue", "if", "ifnot", "elif", "else", "endif",
        "set", "endset", "filter", "endfilter", "now", "newline", "typed", "map", "endmap",
    ]

    /// Building `forloop` for every iteration is most of a small loop's cost, and most bodies never
    /// read it. It is left out only when no token of the body names `forloop` and every tag in it
    /// is one that cannot reach the context some other way (an `include`, a macro, a block can),
    /// so no template can tell the difference. A labelled loop always defines it: inner loops
    /// reach it through theirs.
    ///
    /// The body of a nested loop does not count: there `forloop` is the nested loop's own (it
    /// defines one whenever its body may read it, hiding this one), so `{% for %}…{% for %}…
    /// {{ forloop.last }}` builds it for the inner loop only. The nested loop's tag (its iterable,
    /// its `where`) and its `empty` part are read in this loop's scope, so they count.
    private static func bodyMayReadLoopContext(_ tokens: ArraySlice<Token>) -> Bool {
        // The nested loops open at the current token, innermost last: true while in a body.
        var nestedInBody: [Bool] = []
        for token in tokens where token.kind != .text {
            let tag = token.kind == .block ? token.tagName : nil
            if tag == "endfor", !nestedInBody.isEmpty {
                nestedInBody.removeLast()
                continue
            }
            if tag == "empty", !nestedInBody.isEmpty {
                nestedInBody[nestedInBody.count - 1] = false
                continue
            }
            if !nestedInBody.contains(true) {
                if ByteSubstringSearch.contains(token.contents, "forloop") { return true }
                if let tag, !tagsBlindToTheLoop.contains(tag) { return true }
            }
            if tag == "for" { nestedInBody.append(true) }
        }
        return false
    }

    static func parse(_ parser: TemplateParser, token: Token) throws -> Node {
        var components = token.components
        var label: String?
        if components.first?.hasSuffix(":") == true {
            label = String(components.removeFirst().dropLast())
        }
        func hasToken(_ name: String, at index: Int) -> Bool {
            components.count > index + 1 && components[index] == name
        }
        guard hasToken("in", at: 2) && (components.count == 4 || hasToken("where", at: 4)) else {
            throw TemplateError("'for' statements should use the syntax: `for <x> in <y> [where <condition>]`.")
        }
        let loopVariables = components[1].split(separator: ",").map { StencilTrim.spaces(String($0)) }
        let resolvable = try parser.compileResolvable(components[3], in: token)
        let condition = hasToken("where", at: 4) ? try parser.compileExpression(components[5...], in: token) : nil

        let bodyStart = parser.tokenPosition
        let body = try parser.parse(until: ["endfor", "empty"])
        let definesLoopContext = label != nil || bodyMayReadLoopContext(parser.tokens(in: bodyStart..<parser.tokenPosition))
        guard let closer = parser.nextToken() else { throw TemplateError("`endfor` was not found.") }
        var emptyBody: [Node] = []
        if closer.contents == "empty" {
            emptyBody = try parser.parse(until: ["endfor"])
            parser.nextToken()
        }
        return ForNode(resolvable: resolvable, loopVariables: loopVariables, body: body, emptyBody: emptyBody,
                       condition: condition, label: label, span: token.span, definesLoopContext: definesLoopContext)
    }

    override func collectLookupNames(_ collector: LookupNameCollector) {
        collector.add(resolvable)
        if let condition { collector.add(condition) }
        collector.add(body)
        collector.add(emptyBody)
    }

    override func render(_ renderer: Renderer) throws {
        let items = Items(try resolvable.resolve(renderer))
        // The positions in `items` the `where` condition keeps; nil: all of them.
        var kept: [Int]?
        if let condition = condition {
            var positions: [Int] = []
            positions.reserveCapacity(items.count)
            for position in 0..<items.count {
                let matches = try renderer.withEmptyScope {
                    try bind(itemAt: position, of: items, in: renderer)
                    return try condition.evaluate(renderer)
                }
                if matches { positions.append(position) }
            }
            kept = positions
        }
        let count = kept?.count ?? items.count
        guard count > 0 else {
            try renderer.withEmptyScope { try renderer.render(emptyBody) }
            return
        }

        // Labelled enclosing loops stay reachable as `forloop.<label>`.
        var parentLoops: [String: Value] = [:]
        if definesLoopContext, case .dictionary(let enclosing)? = renderer.lookup("forloop") {
            for (key, value) in enclosing {
                if case .dictionary(let loop) = value, loop["label"] != nil { parentLoops[key] = value }
            }
        }

        renderer.runningLoops.append(label)
        defer { renderer.runningLoops.removeLast() }
        // The previous iteration's `forloop`, updated for the next (see `nextLoopContext`).
        var forloop: [String: Value] = [:]
        for index in 0..<count {
            try renderer.countLoopIteration()
            try renderer.withEmptyScope {
                try bind(itemAt: kept?[index] ?? index, of: items, in: renderer)
                if definesLoopContext, !renderer.innermostScopeBinds("forloop") {
                    // One scope per iteration: Stencil pushes `forloop` and the loop variables as two,
                    // with the variables innermost, which a single scope reproduces.
                    nextLoopContext(&forloop, index: index, count: count, parentLoops: parentLoops)
                    renderer.bind("forloop", .dictionary(forloop))
                }
                try renderer.render(body)
            }
            if let control = renderer.loopControl {
                guard control.label == nil || control.label == label else { return }
                renderer.loopControl = nil
                if control.isBreak { return }
            }
        }
    }

    /// Turns the previous iteration's `forloop` into this one's. Loops of a few items (a method's
    /// parameters, the usual loop of a macro) take a prebuilt dictionary shared by all such loops:
    /// a dictionary is a value, so sharing it cannot be seen. For a longer unlabelled loop with no
    /// labelled loops around it only the counters change from one iteration to the next (and
    /// `first`, `last` once): updating those few entries hashes two or three keys, where building
    /// the dictionary again allocated it and hashed all five. The iteration's scope has released
    /// the previous value by now, so the update happens in place; anything a template kept of it
    /// holds its own copy.
    private func nextLoopContext(_ forloop: inout [String: Value], index: Int, count: Int,
                                 parentLoops: [String: Value]) {
        let plain = label == nil && parentLoops.isEmpty
        if plain, count <= Self.shortLoopContexts.count {
            forloop = Self.shortLoopContexts[count - 1][index]
            return
        }
        guard index > 0, plain else {
            forloop = loopContext(index: index, count: count, parentLoops: parentLoops)
            return
        }
        forloop["counter"] = .int(index + 1)
        forloop["counter0"] = .int(index)
        if index == 1 { forloop["first"] = .bool(false) }
        if index == count - 1 { forloop["last"] = .bool(true) }
    }

    /// `forloop` of every iteration of unlabelled loops of 1 to 8 items, by count and index.
    private static let shortLoopContexts: [[[String: Value]]] = (1...8).map { count in
        (0..<count).map { index in plainLoopContext(index: index, count: count) }
    }

    private static func plainLoopContext(index: Int, count: Int) -> [String: Value] {
        [
            "first": .bool(index == 0),
            "last": .bool(index == count - 1),
            "counter": .int(index + 1),
            "counter0": .int(index),
            "length": .int(count),
        ]
    }

    /// `forloop` is a real dictionary, as in Stencil, so it behaves like one everywhere
    /// (iteration, include contexts, filters).
    private func loopContext(index: Int, count: Int, parentLoops: [String: Value]) -> [String: Value] {
        var forloop = Self.plainLoopContext(index: index, count: count)
        if let label = label {
            forloop["label"] = .string(label)
            forloop[label] = .dictionary(forloop)
        }
        if !parentLoops.isEmpty { forloop.merge(parentLoops) { own, _ in own } }
        return forloop
    }

    /// Binds the loop variables for the item at `position` in the iteration's scope (no dictionary
    /// per iteration, and no item value made only to be taken apart again).
    private func bind(itemAt position: Int, of items: Items, in renderer: Renderer) throws {
        switch items {
        case .elements(let array):
            guard let name = firstLoopVariable else { return }
            let value = ValueSemantics.boxed(array[position])
            // Stencil's `[String: Any?]` scopes unwrap a boxed nil element: the loop variable is a
            // real nil (falsy, `== nil`) that still hides outer names.
            if case .object(let object) = value, object is BoxedNil {
                renderer.bind(name, .null)
            } else if !ValueSemantics.isNil(value) {
                renderer.bind(name, value)
            }
        case let .pairs(keys, dictionary):
            let key = keys[position]
            let value = dictionary[key]!
            if loopVariables.count > 2 {
                throw TemplateError("Tuple '(\(key.debugDescription), \(ValueRenderer.render(value)))' has less values than loop variables")
            }
            if let name = firstLoopVariable, name != "_" { renderer.bind(name, .string(key)) }
            if loopVariables.count > 1, loopVariables[1] != "_", !ValueSemantics.isNil(value) { renderer.bind(loopVariables[1], value) }
        }
    }
}

/// `{% break [label] %}` / `{% continue [label] %}`.
final class LoopControlNode: Node {
    let isBreak: Bool
    let label: String?

    private init(isBreak: Bool, label: String?, span: SourceSpan) {
        self.isBreak = isBreak
        self.label = label
        super.init(span: span)
    }

    static func parse(_ parser: TemplateParser, token: Token) throws -> Node {
        let components = token.components
        guard components.count <= 2 else { throw TemplateError("'\(token.contents)' can accept only one parameter") }
        guard parser.hasOpenForTag else { throw TemplateError("'\(token.contents)' can be used only inside loop body") }
        return LoopControlNode(isBreak: components[0] == "break", label: components.count == 2 ? components[1] : nil,
                               span: token.span)
    }

    override func collectLookupNames(_ collector: LookupNameCollector) {}

    override func render(_ renderer: Renderer) throws {
        if let label = label {
            guard renderer.runningLoops.contains(label) else {
                throw TemplateError("No loop labeled '\(label)' is currently running")
            }
        } else if renderer.runningLoops.isEmpty {
            throw TemplateError("No loop is currently running")
        }
        renderer.loopControl = LoopControl(isBreak: isBreak, label: label)
    }
}
