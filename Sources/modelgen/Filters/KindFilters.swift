import TemplateEngine

/// `enum`, `struct`, `protocol`, `class`, `extension`: what kind of declaration a value is.
enum KindFilters {
    static func register(in registry: Extension) {
        for kind in ["enum", "struct", "protocol"] {
            registry.registerPredicateFilter(kind) { value, arguments in
                try ModelFilters.noArguments(arguments, filter: kind)
                guard let type = value.objectValue as? TypeObject else { return nil }
                return type.type.kind == kind
            }
        }
        // `class` also answers for methods: a `class func`.
        registry.registerPredicateFilter("class") { value, arguments in
            try ModelFilters.noArguments(arguments, filter: "class")
            switch value.objectValue {
            case let type as TypeObject: return type.type.kind == "class"
            case let method as MethodObject: return method.method.isClass
            default: return nil
            }
        }
        registry.registerPredicateFilter("extension") { value, arguments in
            try ModelFilters.noArguments(arguments, filter: "extension")
            guard let type = value.objectValue as? TypeObject else { return nil }
            return type.type.isExtension
        }
    }
}
