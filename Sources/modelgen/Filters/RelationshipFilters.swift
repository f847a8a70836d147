import SwiftDeclParser
import TemplateEngine

/// `based:"N"`, `implements:"N"`, `inherits:"N"`, `extends:"N"`: on a type, or on a typed value
/// (Sourcery's `Typed`: variable, method or closure parameter, associated value, tuple element,
/// typealias) through the scanned type its type name refers to.
enum RelationshipFilters {
    static func register(in registry: Extension) {
        registry.registerPredicateFilter("based") { value, arguments in
            let name = try ModelFilters.stringArgument(arguments, filter: "based")
            return subject(of: value).map { type in type.map { $0.based[name] != nil } ?? false }
        }
        registry.registerPredicateFilter("implements") { value, arguments in
            let name = try ModelFilters.stringArgument(arguments, filter: "implements")
            return subject(of: value).map { type in type.map { $0.implements[name] != nil } ?? false }
        }
        registry.registerPredicateFilter("inherits") { value, arguments in
            let name = try ModelFilters.stringArgument(arguments, filter: "inherits")
            return subject(of: value).map { type in type.map { $0.inherits[name] != nil } ?? false }
        }
        registry.registerPredicateFilter("extends") { value, arguments in
            let name = try ModelFilters.stringArgument(arguments, filter: "extends")
            return subject(of: value).map { type in type.map { $0.isExtension && $0.name == name } ?? false }
        }
    }

    /// nil: not a value these filters accept; `.some(nil)`: a typed value whose type is not scanned.
    private static func subject(of value: Value) -> SwiftType?? {
        switch value.objectValue {
        case let type as TypeObject: return .some(type.type)
        case let variable as VariableObject: return .some(variable.variable.type)
        case let parameter as MethodParameterObject: return .some(typeOf(parameter.templateValue(forKey: "type")))
        case let associated as AssociatedValueObject: return .some(typeOf(associated.templateValue(forKey: "type")))
        case let element as TupleElementObject: return .some(typeOf(element.templateValue(forKey: "type")))
        case let parameter as ClosureParameterObject: return .some(typeOf(parameter.templateValue(forKey: "type")))
        case let alias as TypealiasObject: return .some(typeOf(alias.templateValue(forKey: "type")))
        default: return nil
        }
    }

    private static func typeOf(_ value: Value?) -> SwiftType? {
        (value?.objectValue as? TypeObject)?.type
    }
}
