/// Collects the names a template may look up on values (`Environment.lookupNames(of:)`): every
/// segment of every key path in every node, with the templates it includes, extends or imports by
/// a literal name. Anything it cannot see through makes the answer "any name" (`isUnbounded`):
/// callers drop data no name reaches, so a missed name would silently drop output.
final class LookupNameCollector {
    private let environment: Environment
    private(set) var names: Set<String> = []
    /// Set once some lookup's name cannot be known before rendering.
    private(set) var isUnbounded = false
    private var visitedTemplates: Set<String> = []

    /// Filters that read a property named by an argument's value (`sorted:"name"`) or compile it
    /// (`filter:"expr"`): a literal argument is followed, any other makes the names unknown.
    private static let filtersNamingProperties: Set<String> = ["sorted", "sortedDescending"]
    private static let filtersCompilingArguments: Set<String> = ["filter"]

    init(environment: Environment) {
        self.environment = environment
    }

    func giveUp() { isUnbounded = true }

    func add(_ name: String) { names.insert(name) }

    func add(_ nodes: [Node]) {
        for node in nodes where !isUnbounded { node.collectLookupNames(self) }
    }

    func add(_ keyPath: KeyPath) {
        for segment in keyPath.segments {
            switch segment {
            case .name(let name, _): add(name)
            case .dynamic(.literal(let value), _): add(ValueRenderer.render(value))
            // `a[b]`: the key is whatever `b` holds when rendered.
            case .dynamic(.keyPath, _): giveUp()
            }
        }
    }

    func add(_ operand: Operand) {
        if case .keyPath(let keyPath) = operand { add(keyPath) }
    }

    func add(_ expression: FilterExpression) {
        add(expression.operand)
        for filter in expression.filters {
            for argument in filter.arguments { add(argument) }
            if Self.filtersNamingProperties.contains(filter.name) {
                for argument in filter.arguments {
                    guard case .literal(.string(let name)) = argument else { giveUp(); return }
                    add(name)
                }
            } else if Self.filtersCompilingArguments.contains(filter.name) {
                guard filter.arguments.count == 1, case .literal(.string(let text)) = filter.arguments[0],
                      let compiled = try? FilterExpression.compile("$0|\(text)", environment: environment) else {
                    giveUp()
                    return
                }
                add(compiled)
            }
        }
    }

    func add(_ resolvable: Resolvable) {
        switch resolvable {
        case .keyPath(let keyPath): add(keyPath)
        case .filter(let expression): add(expression)
        case let .range(from, to):
            add(from)
            add(to)
        }
    }

    func add(_ condition: IfExpression) {
        switch condition {
        case .operand(let resolvable): add(resolvable)
        case .not(let inner): add(inner)
        case .and(let terms), .or(let terms):
            for term in terms { add(term) }
        case let .compare(_, lhs, rhs), let .contains(lhs, rhs):
            add(lhs)
            add(rhs)
        }
    }

    /// An `include`/`extends`/`import` target: followed when its name is a literal the loader
    /// finds (once per name: templates may include each other); unknown otherwise.
    func addTemplate(named operand: Operand) {
        guard case .literal(.string(let name)) = operand,
              let template = try? environment.loadTemplate(name: name) else {
            giveUp()
            return
        }
        if visitedTemplates.insert(name).inserted { add(template.nodes) }
    }
}

extension Environment {
    /// The names `template` may look up on values when rendered: every component of every
    /// variable path in its output tags, conditions, loops, filter arguments, `set`, `map`,
    /// `macro`/`call`, blocks…, and in the templates it includes, extends or imports by a literal
    /// name (loaded through this environment's loader). nil means any name: a subscript with a
    /// non-literal key, a template named by a variable or not found, a filter that reads a
    /// property named by a non-literal argument, or a tag this analysis does not know.
    ///
    /// A superset: names of loop variables, macros and literal subscripts are included too.
    /// Filters of `Extension`s are taken to read no property named by their arguments' values.
    public func lookupNames(of template: Template) -> Set<String>? {
        let collector = LookupNameCollector(environment: self)
        collector.add(template.nodes)
        return collector.isUnbounded ? nil : collector.names
    }
}
