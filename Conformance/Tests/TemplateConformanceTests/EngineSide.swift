import StencilReference
import TemplateEngine

/// Renders a case with our engine, in-process. (Stub until the engine's API lands.)
enum EngineSide {
    static func render(_ testCase: ConformanceCase, mode: ReferenceMode) -> Outcome {
        .failure("engine not available yet")
    }
}
