/// A small deterministic PRNG (SplitMix64), so every generated template is reproducible from its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Generates random templates over Stencil's built-in language, for the generative differential.
///
/// Constructs are drawn from the spec: text with awkward whitespace, variables with key paths,
/// literals and filter chains, inline `if`, `if`/`elif`/`else`/`ifnot` with every operator, `for`
/// with `where`/`empty`/labels/`break`/`continue`, `filter`, `block`, `include`, whitespace markers.
/// It avoids inputs on which Stencil traps (`last` of an empty collection, negative `indent` widths,
/// huge ranges, recursive includes), so Stencil stays usable as the oracle.
struct TemplateGenerator {
    private var random: SeededGenerator
    private var loopVariables: [String] = []
    private var labels: [String] = []

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// The fixed context every generated template renders against (JSON, mapped like the cases).
    static let context: JSONValue = .object([
        ("s", .string("Hello World")), ("e", .string("")), ("n", .int(3)), ("m", .int(-2)), ("z", .int(0)),
        ("f", .double(2.5)), ("b", .bool(true)), ("no", .bool(false)),
        ("l", .array([.int(1), .int(2), .int(3)])), ("ls", .array([.string("a"), .string("b c"), .string("")])),
        ("em", .array([])), ("nl", .array([.int(1), .null])),
        // Dictionaries that may be printed have one key: Stencil prints several in random order.
        ("d", .object([("k", .string("v"))])), ("dn", .object([("n", .int(2))])),
        ("dl", .object([("l", .array([.string("x")]))])), ("dd", .object([("b", .object([("c", .string("deep"))]))])),
        // Only ever iterated, never printed.
        ("md", .object([("k", .string("v")), ("n", .int(2)), ("l", .array([.string("x")])), ("_", .null)])),
        ("text", .string("line one\n  line two\n\nline four")),
        ("csv", .string("a,b,,c")), ("nil", .string("nil")), ("key", .string("k")),
    ])

    static let partials: [String: String] = [
        "p1": "[{{ i }}{{ s|lowercase }}]\n",
        "p2": "{% if b %}\n  B{{ forloop.counter }}\n{% endif %}\n",
        "p3": "  {%- for x in ls -%}\n  <{{ x }}>\n  {%- endfor %}\n",
        "base": "<{% block a %}A{% endblock %}|{% block b %}\nB\n{% endblock %}>\n",
    ]

    private mutating func pick<T>(_ options: [T]) -> T { options[Int(random.next() % UInt64(options.count))] }
    private mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    mutating func template() -> String {
        if chance(8) {
            var out = pick(["", "x\n", "{{ s }}"]) + "{% extends \"base\" %}" + text()
            for name in ["a", "b"] where chance(70) {
                out += "{% block \(name) %}" + body(depth: 1) + (chance(40) ? "{{ block.super }}" : "") + "{% endblock %}" + text()
            }
            return out
        }
        return body(depth: 0)
    }

    private mutating func body(depth: Int) -> String {
        var out = ""
        for _ in 0..<(1 + Int(random.next() % 4)) {
            out += depth < 3 && chance(45) ? tag(depth: depth) : (chance(50) ? text() : variable())
        }
        return out
    }

    private mutating func text() -> String {
        var out = ""
        for _ in 0..<Int(random.next() % 4) {
            out += pick(["a", "Z", " ", "  ", "\n", "\n\n", "\t", " \n", "\n  ", "x\n", ";", "{", "}", "%", "#",
                         "é", "\r\n", "\n\n\n", "  \n  ", "// c\n"])
        }
        return out
    }

    private mutating func name() -> String {
        var names = ["s", "e", "n", "m", "z", "f", "b", "no", "l", "ls", "em", "nl", "d", "dn", "dl", "dd", "text", "csv",
                     "nil", "missing", "l.0", "l.count", "ls.1", "d.k", "dn.n", "md.count", "dl.l.0", "dd.b.c", "md.k",
                     "s.0", "s.count", "e.count", "nl.1", "d[key]", "dd['b'].c", "l.first", "em.first", "l.last"]
        names += loopVariables
        if !loopVariables.isEmpty {
            names += ["forloop.counter", "forloop.counter0", "forloop.first", "forloop.last", "forloop.length"]
            names += labels.map { "forloop.\($0).counter" }
        }
        return pick(names)
    }

    private mutating func literal() -> String {
        pick(["\"q\"", "'x y'", "3", "-1", "0", "2.5", "true", "false", "\"\"", "\"nil\"", "'A,b'", "1e2"])
    }

    private mutating func operand() -> String { chance(75) ? name() : literal() }

    private mutating func filtered() -> String {
        var out = chance(8) ? pick(["1...3", "n...1", "z...2"]) : operand()
        if out.contains("...") { return out }
        for _ in 0..<Int(random.next() % 3) {
            out += "|" + pick(["uppercase", "lowercase", "capitalize", "default:\"dflt\"", "default:n", "join:\",\"",
                               "join", "split:\",\"", "split", "indent:2", "indent:1,\"-\",true", "filter:\"uppercase\"",
                               "default:missing,\"last\""])
        }
        return chance(10) ? out.replacingOccurrences(of: "|", with: " | ") : out
    }

    private mutating func condition(depth: Int = 0) -> String {
        switch random.next() % 7 {
        case 0 where depth < 2: return "not " + condition(depth: depth + 1)
        case 1 where depth < 2: return condition(depth: depth + 1) + pick([" and ", " or "]) + condition(depth: depth + 1)
        case 2 where depth < 2: return "( " + condition(depth: depth + 1) + " )"
        case 3: return filtered() + pick([" == ", " != ", " < ", " > ", " <= ", " >= "]) + operand()
        case 4: return operand() + " in " + pick(["l", "ls", "s", "md", "nl", "1...3", "em", "missing"])
        default: return filtered()
        }
    }

    private mutating func variable() -> String {
        let inner: String
        switch random.next() % 10 {
        case 0: inner = operand() + " if " + condition() + (chance(50) ? " else " + filtered() : "")
        case 1: inner = condition()
        default: inner = filtered()
        }
        return "{{" + pick([" ", "", "  "]) + inner + pick([" ", "", "  "]) + "}}"
    }

    private mutating func open(_ contents: String) -> String {
        "{%" + pick(["", "", "", "-", "+"]) + " " + contents + " " + pick(["", "", "", "-", "+"]) + "%}"
    }

    private mutating func line(_ tag: String) -> String {
        chance(50) ? pick(["\n", "  ", "\n  ", ""]) + tag + pick(["\n", "", "  \n"]) : tag
    }

    private mutating func tag(depth: Int) -> String {
        switch random.next() % 9 {
        case 0, 1:
            var out = line(open("if " + condition()))  + body(depth: depth + 1)
            for _ in 0..<Int(random.next() % 2) { out += line(open("elif " + condition())) + body(depth: depth + 1) }
            if chance(50) { out += line(open("else")) + body(depth: depth + 1) }
            return out + line(open("endif"))
        case 2:
            return line(open("ifnot " + operand())) + body(depth: depth + 1)
                + (chance(40) ? line(open("else")) + body(depth: depth + 1) : "") + line(open("endif"))
        case 3, 4:
            let variable = pick(["i", "j", "k"])
            let label = chance(20) ? pick(["outer", "inner"]) : nil
            var head = (label.map { "\($0): " } ?? "")
            let iterable = pick(["l", "ls", "em", "md", "dd", "nl", "1...3", "s", "missing", "csv|split:\",\"", "l|join"])
            head += (iterable == "md" || iterable == "dd") && chance(60) ? "for k, v in \(iterable)" : "for \(variable) in \(iterable)"
            if chance(25) { head += " where " + condition() }
            loopVariables += [variable, "k", "v"]
            if let label { labels.append(label) }
            var inner = body(depth: depth + 1)
            if chance(25) {
                let control = pick(["break", "continue"]) + (label != nil && chance(50) ? " \(label!)" : "")
                if label == nil || !control.hasSuffix(label!) || true {
                    inner += open("if " + condition()) + open(control) + open("endif") + body(depth: depth + 1)
                }
            }
            loopVariables.removeLast(3)
            if label != nil { labels.removeLast() }
            var out = line(open(head)) + inner
            if chance(30) { out += line(open("empty")) + body(depth: depth + 1) }
            return out + line(open("endfor"))
        case 5:
            return line(open("filter " + pick(["uppercase", "lowercase|capitalize", "indent:2", "split:\"a\"|join:\"_\""])))
                + body(depth: depth + 1) + line(open("endfilter"))
        case 6:
            return line(open("include \"" + pick(["p1", "p2", "p3"]) + "\"" + (chance(30) ? pick([" md", " d", " forloop"]) : "")))
        case 7:
            return line(open("block " + pick(["x", "y"]))) + body(depth: depth + 1) + line(open("endblock"))
                + (chance(40) ? "{{ block.x }}" : "")
        default:
            return "{#" + text() + "#}"
        }
    }
}
