import SwiftDeclParser

/// A type `adopt` converts: its new marker protocol and the edits, by file, that get it there.
struct TypeAdoption {
    var typeName: String
    var path: String
    var line: Int
    var target: AdoptTarget
    /// Edits by index into the sources.
    var edits: [Int: [SourceEdit]] = [:]
    /// The stored properties that stay mapped (all others are `skip`).
    var mappedProperties: Set<String> = []
}

/// What the ObjectMapper and Codable planners share: reading a member's statements, and turning
/// property plans, a conformance and removed members into edits, or a reason to leave the type alone.
struct AdoptionBuilder {
    let group: TypeGroup
    let sources: [AdoptSource]
    let target: AdoptTarget
    var adoption: TypeAdoption

    init(group: TypeGroup, sources: [AdoptSource], target: AdoptTarget) {
        self.group = group
        self.sources = sources
        self.target = target
        let primary = group.primary!
        adoption = TypeAdoption(typeName: group.name, path: sources[primary.file].path, line: primary.declaration.line, target: target)
    }

    /// Annotation names the planners write; a property already carrying one was annotated by hand.
    static let ownAnnotations: Set<String> = ["key", "skip", "nested", "transform", "transformer", "delimiter", "ignoreNil"]

    func leftAlone(_ reason: String, line: Int? = nil, kind: LeftAlone.Kind = .mismatch) -> LeftAlone {
        LeftAlone(path: adoption.path, line: line ?? adoption.line, typeName: group.name, reason: reason, kind: kind)
    }

    /// The statements of a function's body.
    func statements(of function: FunctionDeclaration, in site: DeclarationSite) throws -> [Statement] {
        let text = sources[site.file].text
        let start = text.offset(line: function.line, column: function.column)
        guard let body = text.body(after: start, limit: site.declaration.bodyEndOffset) else {
            throw leftAlone("the body of \(function.name) could not be delimited", line: function.line, kind: .layout)
        }
        do {
            return try StatementReader.statements(in: body, of: text)
        } catch let error as StatementReader.Unreadable {
            throw leftAlone("\(function.name) contains \(error.reason)", line: error.line, kind: .customCode)
        }
    }

    /// Removes a function (or nested type) declared at `line`/`column` of a site's file.
    mutating func remove(line: Int, column: Int, in site: DeclarationSite, description: String) throws {
        do {
            let edit = try SourceEditor(source: sources[site.file].text).removal(ofMemberAt: line, column: column, description: description)
            adoption.edits[site.file, default: []].append(edit)
        } catch let refusal as SourceEditor.Refusal {
            throw leftAlone(refusal.reason, line: refusal.line, kind: .layout)
        }
    }

    /// Replaces the first written conformance in `names` with the target protocol.
    mutating func replaceConformance(_ names: Set<String>) throws {
        for site in group.sites where site.declaration.inheritedTypes.contains(where: { names.contains(TypeGroup.withoutModule($0)) }) {
            let editor = SourceEditor(source: sources[site.file].text)
            guard let bodyStart = site.declaration.bodyStartOffset,
                  let edit = editor.conformanceReplacement(of: names, with: target.rawValue, declarationAt: site.declaration.line,
                                                           column: site.declaration.column, bodyStart: bodyStart) else { break }
            adoption.edits[site.file, default: []].append(edit)
            return
        }
        throw leftAlone("its conformance to \(names.sorted().joined(separator: "/")) could not be found in the source", kind: .layout)
    }

    /// Generated members of a struct live in an extension in another file: they cannot reach
    /// private members, nor a private type. (A class gets them inside its body.)
    func checkReachable(_ plans: [PropertyPlan]) throws {
        guard let primary = group.primary else { return }
        let hidden: (Modifier) -> Bool = { $0.name == "private" || $0.name == "fileprivate" }
        if primary.declaration.modifiers.contains(where: hidden) {
            throw leftAlone("the type is private to its file; the generated code in another file cannot reach it", kind: .unsupported)
        }
        if primary.declaration.hasGenericParameterClause {
            throw leftAlone("a generic type: the templates generate code for non-generic types", kind: .unsupported)
        }
        if target == .autoCodable,
           let untyped = plans.first(where: { $0.location != nil && $0.variable.typeName.name == TypeName.unknown.name }) {
            throw leftAlone("`\(untyped.variable.name)` has no written type, which the generated decoding needs", line: untyped.variable.line,
                            kind: .layout)
        }
        guard primary.declaration.kind == .struct else { return }
        for plan in plans where plan.location != nil && plan.variable.modifiers.contains(where: hidden) {
            throw leftAlone("`\(plan.variable.name)` is private; the generated extension in another file cannot reach it", line: plan.variable.line,
                            kind: .unsupported)
        }
    }

    /// Annotation lines and added defaults for every property.
    mutating func annotate(_ plans: [PropertyPlan]) throws {
        guard let primary = group.primary else { return }
        try checkReachable(plans)
        let editor = SourceEditor(source: sources[primary.file].text)
        let lines = Dictionary(grouping: plans, by: { $0.variable.line })
        adoption.mappedProperties = Set(plans.filter { $0.location != nil }.map(\.variable.name))
        for plan in plans {
            if plan.variable.annotations.keys.contains(where: AdoptionBuilder.ownAnnotations.contains) {
                throw leftAlone("`\(plan.variable.name)` already has modelgen annotations", line: plan.variable.line, kind: .layout)
            }
            let annotations: [String]
            switch plan.annotations(for: target) {
            case .success(let found): annotations = found
            case .failure(let problem): throw leftAlone(problem.reason, line: plan.variable.line, kind: .unsupported)
            }
            guard !annotations.isEmpty || plan.addedDefault != nil else { continue }
            if (lines[plan.variable.line]?.count ?? 0) > 1 {
                throw leftAlone("`\(plan.variable.name)` shares its declaration line with other properties and needs its own annotations",
                                line: plan.variable.line, kind: .layout)
            }
            do {
                if !annotations.isEmpty {
                    adoption.edits[primary.file, default: []].append(
                        try editor.annotationInsertion(annotations, forPropertyAt: plan.variable.line, column: plan.variable.column, name: plan.variable.name))
                }
                if let value = plan.addedDefault {
                    adoption.edits[primary.file, default: []].append(
                        try editor.defaultInsertion(value, forPropertyAt: plan.variable.line, column: plan.variable.column, name: plan.variable.name))
                }
            } catch let refusal as SourceEditor.Refusal {
                throw leftAlone(refusal.reason, line: refusal.line, kind: .layout)
            }
        }
    }

    /// An annotation line above the type's declaration.
    mutating func annotateType(_ annotations: [String]) throws {
        guard let primary = group.primary else { return }
        do {
            adoption.edits[primary.file, default: []].append(try SourceEditor(source: sources[primary.file].text).annotationInsertion(
                annotations, forPropertyAt: primary.declaration.line, column: primary.declaration.column, name: group.name))
        } catch let refusal as SourceEditor.Refusal {
            throw leftAlone(refusal.reason, line: refusal.line, kind: .layout)
        }
    }

    /// Property plans by name, for the stored properties of the type.
    static func index(_ plans: [PropertyPlan]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, plan) in plans.enumerated() where index[plan.variable.name] == nil { index[plan.variable.name] = position }
        return index
    }
}
