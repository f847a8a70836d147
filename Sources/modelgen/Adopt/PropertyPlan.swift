import SwiftDeclParser

/// The two marker protocols `adopt` can move a type to.
enum AdoptTarget: String, CaseIterable {
    case autoMappable = "AutoMappable"
    case autoCodable = "AutoCodable"

    /// Whether the built-in template of this name reads the annotation: `adopt` writes only
    /// annotations the generated code will honour.
    func reads(_ annotation: String) -> Bool {
        BuiltinTemplates.sources[rawValue]?.contains("annotations.\(annotation)") ?? false
    }
}

/// What becomes of one stored property: where it is in JSON (nil: not mapped, so `skip`) and a
/// default value it must be given so the templates read it as the hand-written code did.
struct PropertyPlan {
    var variable: VariableDeclaration
    var location: JSONLocation?
    var addedDefault: String?

    var isOptional: Bool { variable.typeName.isOptional || variable.typeName.isImplicitlyUnwrappedOptional }
    /// The initial value, `nil` counted as none.
    var defaultValue: String? { variable.defaultValue == "nil" ? nil : variable.defaultValue }
    /// A `let` with an initial value: written to JSON, never read.
    var isConstant: Bool { variable.isLet && variable.defaultValue != nil }

    /// The annotations that say this to `target`'s template; a reason when it cannot.
    func annotations(for target: AdoptTarget) -> Result<[String], AnnotationProblem> {
        guard let location else { return .success(["skip"]) }
        var annotations: [String] = []
        if location.key != variable.name { annotations.append("key = \"\(location.key)\"") }
        let delimiter = location.delimiter ?? "."
        if location.nested == false, location.key.contains(delimiter) { annotations.append("nested = false") }
        switch target {
        case .autoMappable:
            if let custom = location.delimiter, custom != "." {
                guard target.reads("delimiter") else { return .failure(notRead("the key delimiter \"\(custom)\"", target)) }
                annotations.append("delimiter = \"\(custom)\"")
            }
            if location.ignoreNil {
                guard target.reads("ignoreNil") else { return .failure(notRead("ignoreNil", target)) }
                annotations.append("ignoreNil")
            }
            if let transform = location.transform {
                annotations.append(transform.contains("\"") ? "transform = '\(transform)'" : "transform = \"\(transform)\"")
            }
        case .autoCodable:
            if let transform = location.transform {
                return .failure(AnnotationProblem(reason: "`\(variable.name)` uses the transform \(transform), which has no CodableTransformer equivalent"))
            }
            if let custom = location.delimiter, custom != "." {
                return .failure(AnnotationProblem(reason: "`\(variable.name)` uses the key delimiter \"\(custom)\", which AutoCodable does not have"))
            }
            if location.ignoreNil {
                return .failure(AnnotationProblem(reason: "`\(variable.name)` uses ignoreNil, which AutoCodable does not have"))
            }
        }
        return .success(annotations)
    }

    private func notRead(_ feature: String, _ target: AdoptTarget) -> AnnotationProblem {
        AnnotationProblem(reason: "`\(variable.name)` uses \(feature), which the built-in \(target.rawValue) template does not read")
    }

    /// The property's default as the templates will see it once `addedDefault` is written.
    var effectiveDefault: String? { addedDefault ?? defaultValue }

    /// A read with a fallback (`?? value`) needs the property to be a `var` whose default is that value.
    mutating func requireFallback(_ value: String) -> String? {
        if variable.isLet {
            return "`\(variable.name)` is a `let` read with the fallback `\(value)`: make it `var \(variable.name) = \(value)` first"
        }
        if let existing = defaultValue {
            return existing == value ? nil : "`\(variable.name)` defaults to `\(existing)` but is read with the fallback `\(value)`"
        }
        if isOptional { return "`\(variable.name)` is optional and read with the fallback `\(value)`" }
        addedDefault = value
        return nil
    }
}

struct AnnotationProblem: Error {
    var reason: String
}
