import TemplateEngine

// Arbitrary bytes as a template, rendered against a fixed context with small limits, in every
// whitespace mode. Errors are expected; crashes, hangs and sanitizer reports are not.
private let context: [String: Value] = [
    "name": .string("User"),
    "count": .int(3),
    "ratio": .double(0.5),
    "flag": .bool(true),
    "items": .array([.string("a"), .int(2), .null, .array([.bool(false)])]),
    "dict": .dictionary(["k": .string("v"), "n": .int(1), "nested": .dictionary(["x": .array([])])]),
]
private let partials = DictionaryLoader(templates: [
    "base.stencil": "A{% block b %}base{% endblock %}Z",
    "part.stencil": "[{{ name }}]",
    "self.stencil": "{% include \"self.stencil\" %}",
])
private let limits = RenderLimits(maxOutputBytes: 1 << 20, maxDepth: 32, maxLoopIterations: 100_000)
private let environments = [WhitespaceMode.sourcery, .stencil, .smart, .all].map {
    Environment(loader: partials, options: RenderOptions(whitespace: $0, limits: limits))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func templateFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for environment in environments {
        _ = try? environment.renderTemplate(string: source, context: context, path: "fuzz.stencil")
    }
    return 0
}
