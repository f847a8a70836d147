import StencilReference

/// Renders a case with the real Stencil 0.15.1.
enum StencilSide {
    static func render(_ testCase: ConformanceCase, mode: ReferenceMode) -> Outcome {
        let renderer = StencilRenderer(templates: testCase.templates, mode: mode)
        switch renderer.render(name: StencilRenderer.mainTemplateName,
                               context: StencilContext.dictionary(testCase.context)) {
        case let .success(text): return .output(text)
        case let .failure(error): return .failure(error.description)
        }
    }
}
