import Foundation
import TemplateEngine

/// The mock benchmark template (`Conformance/BenchMockTemplates/Mockable.stencil`, also rendered
/// by `make bench` over a generated corpus) and the two Sourcery filters it uses, for our engine.
enum BenchMockTemplate {
    static func source() -> String {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("BenchMockTemplates/Mockable.stencil").path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            FileHandle.standardError.write(Data("render-bench: cannot read \(path)\n".utf8))
            exit(2)
        }
        return text
    }

    /// `annotated:"name"` and `definedInExtension`, as modelgen registers them, over `BenchRecord`s.
    static func sourceryFilters() -> Extension {
        let filters = Extension()
        filters.registerPredicateFilter("annotated") { value, arguments in
            guard case .object(let object) = value, case .string(let name)? = arguments.first,
                  case .dictionary(let annotations)? = object.templateValue(forKey: "annotations") else { return nil }
            return annotations[name] != nil
        }
        filters.registerPredicateFilter("definedInExtension") { value, _ in
            guard case .object(let object) = value, case .bool(let flag)? = object.templateValue(forKey: "definedInExtension")
            else { return nil }
            return flag
        }
        return filters
    }
}
