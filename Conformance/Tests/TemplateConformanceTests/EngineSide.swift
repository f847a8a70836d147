import StencilReference
import TemplateEngine

/// Renders a case with our engine, in-process, in the same set-up as the Stencil side: a dictionary
/// loader serving the case's templates (the main one under `main`) and the matching whitespace mode.
enum EngineSide {
    static func render(_ testCase: ConformanceCase, mode: ReferenceMode) -> Outcome {
        let environment = Environment(
            loader: DictionaryLoader(templates: testCase.templates),
            options: RenderOptions(whitespace: whitespaceMode(mode)))
        do {
            let template = try environment.loadTemplate(name: StencilRenderer.mainTemplateName)
            return .output(try environment.render(template, context: EngineContext.dictionary(testCase.context)))
        } catch {
            return .failure("\(error)")
        }
    }

    static func whitespaceMode(_ mode: ReferenceMode) -> WhitespaceMode {
        switch mode {
        case .stencil: return .stencil
        case .smart: return .smart
        case .all: return .all
        case .sourcery: return .sourcery
        }
    }
}

/// JSON → our `Value` (template-language.md §0): the same mapping as `StencilContext`, with a `null`
/// object value left out (an absent key) and a `null` array element kept as `.null` (a boxed nil).
enum EngineContext {
    static func dictionary(_ value: JSONValue) -> [String: Value] {
        guard case let .object(pairs) = value else { return [:] }
        var result: [String: Value] = [:]
        for (key, item) in pairs where item != .null {
            result[key] = convert(item)
        }
        return result
    }

    static func convert(_ value: JSONValue) -> Value {
        switch value {
        case .null: return .null
        case let .bool(b): return .bool(b)
        case let .int(i): return .int(i)
        case let .double(d): return .double(d)
        case let .string(s): return .string(s)
        case let .array(items): return .array(items.map(convert))
        case .object: return .dictionary(dictionary(value))
        }
    }
}
