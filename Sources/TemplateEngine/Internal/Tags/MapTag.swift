/// `{% map list into result [using item] %}…{% endmap %}` (§8.2).
final class MapNode: Node {
    let list: Resolvable
    let resultName: String
    let itemName: String?
    let body: [Node]

    private init(list: Resolvable, resultName: String, itemName: String?, body: [Node], span: SourceSpan) {
        self.list = list
        self.resultName = resultName
        self.itemName = itemName
        self.body = body
        super.init(span: span)
    }

    static func parse(_ parser: TemplateParser, token: Token) throws -> Node {
        let components = token.components
        func hasToken(_ name: String, at index: Int) -> Bool {
            components.indices.contains(index) && components[index] == name
        }
        guard hasToken("into", at: 2) && (components.count == 4 || (hasToken("using", at: 4) && components.count == 6)) else {
            throw TemplateError("'map' statements should use the following 'map {array} into {varname} [using {element}]'.")
        }
        let list = try parser.compileResolvable(components[1], in: token)
        let body = try parser.parse(until: ["endmap"])
        guard parser.nextToken() != nil else { throw TemplateError("`endmap` was not found.") }
        return MapNode(list: list, resultName: components[3], itemName: components.count == 6 ? components[5] : nil,
                       body: body, span: token.span)
    }

    override func collectLookupNames(_ collector: LookupNameCollector) {
        collector.add(list)
        collector.add(body)
    }

    override func render(_ renderer: Renderer) throws {
        guard case .array(let values) = try list.resolve(renderer), !values.isEmpty else { return }
        var mapped: [Value] = []
        mapped.reserveCapacity(values.count)
        for (index, element) in values.enumerated() {
            try renderer.countLoopIteration()
            let item = ValueSemantics.boxed(element)
            var scope: [String: Value] = [
                "maploop": .dictionary([
                    "counter": .int(index),
                    "first": .bool(index == 0),
                    "last": .bool(index == values.count - 1),
                    "item": item,
                ]),
            ]
            if let itemName = itemName { scope[itemName] = item }
            let text = try renderer.withScope(scope) { try renderer.capture { try renderer.render(body) } }
            mapped.append(.string(text))
        }
        renderer.assign(resultName, .array(mapped))
    }
}
