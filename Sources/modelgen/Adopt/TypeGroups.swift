import SwiftDeclParser

/// One parsed source file as `adopt` reads it.
struct AdoptSource {
    let path: String
    let text: SourceText
    let result: FileParseResult
}

/// A type or extension declaration, with the file it is in.
struct DeclarationSite {
    let file: Int
    let declaration: TypeDeclaration
}

/// A type's declaration and its extensions across every file read, under the type's qualified name.
struct TypeGroup {
    let name: String
    var primary: DeclarationSite?
    var extensions: [DeclarationSite] = []
    /// Further declarations (not extensions) of the same name, e.g. in files of different modules.
    var duplicates: [DeclarationSite] = []

    var sites: [DeclarationSite] { (primary.map { [$0] } ?? []) + extensions }

    /// Every conformance written on the declaration or an extension, without a module prefix.
    var conformances: Set<String> {
        Set(sites.flatMap { $0.declaration.inheritedTypes.map(TypeGroup.withoutModule) })
    }

    /// The written superclass of a class (its first inherited type), without a module prefix.
    var superclassName: String? {
        guard let primary, primary.declaration.kind == .class, let first = primary.declaration.inheritedTypes.first else { return nil }
        return TypeGroup.withoutModule(first)
    }

    /// Stored instance properties of the declaration, in source order.
    var storedProperties: [VariableDeclaration] {
        (primary?.declaration.variables ?? []).filter { variable in
            !variable.hasGetter && !variable.modifiers.contains { $0.name == "static" || $0.name == "class" }
        }
    }

    /// Methods and initializers of the declaration and its extensions, with their sites.
    func functions(where matches: (FunctionDeclaration) -> Bool) -> [(site: DeclarationSite, function: FunctionDeclaration)] {
        sites.flatMap { site in site.declaration.methods.filter(matches).map { (site, $0) } }
    }

    /// Nested types named `name` in the declaration or its extensions.
    func nestedTypes(named name: String) -> [(site: DeclarationSite, type: TypeDeclaration)] {
        sites.flatMap { site in site.declaration.nestedTypes.filter { $0.name == name }.map { (site, $0) } }
    }

    static func withoutModule(_ name: String) -> String {
        for module in ["ObjectMapper.", "Swift."] where name.hasPrefix(module) { return String(name.dropFirst(module.count)) }
        return name
    }

    /// Groups every declaration of every file by qualified name (`Outer.Inner`), in a stable order.
    static func collect(_ sources: [AdoptSource]) -> [TypeGroup] {
        var groups: [String: TypeGroup] = [:]
        var order: [String] = []
        func visit(_ declaration: TypeDeclaration, file: Int, parent: String?, depth: Int) {
            guard depth < 64 else { return }
            let name = declaration.kind == .extension || parent == nil ? declaration.name : parent! + "." + declaration.name
            let qualified = declaration.kind == .extension && parent != nil ? parent! + "." + declaration.name : name
            if groups[qualified] == nil {
                groups[qualified] = TypeGroup(name: qualified)
                order.append(qualified)
            }
            let site = DeclarationSite(file: file, declaration: declaration)
            if declaration.kind == .extension {
                groups[qualified]?.extensions.append(site)
            } else if groups[qualified]?.primary != nil {
                groups[qualified]?.duplicates.append(site)
            } else {
                groups[qualified]?.primary = site
            }
            for nested in declaration.nestedTypes where nested.name != "CodingKeys" {
                visit(nested, file: file, parent: qualified, depth: depth + 1)
            }
        }
        for (index, source) in sources.enumerated() {
            for declaration in source.result.declarations { visit(declaration, file: index, parent: nil, depth: 0) }
        }
        return order.compactMap { groups[$0] }
    }
}
