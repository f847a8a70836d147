import SyntaxReference

/// One field on which the two parsers disagree.
struct Disagreement: CustomStringConvertible {
    var path: String
    var line: Int
    var subject: String
    var field: String
    var reference: String
    var ours: String

    var description: String {
        "\(path):\(line): \(subject): \(field): swift-syntax=\(reference) ours=\(ours)"
    }
}

/// Totals over every compared file.
struct ComparisonTally {
    var files = 0
    var types = 0
    var variables = 0
    var disagreements: [Disagreement] = []
    /// How often each documented difference (KnownDifference.id) was waived.
    var waived: [String: Int] = [:]

    var summary: String {
        let waivedText = waived.keys.sorted().map { "\($0)=\(waived[$0]!)" }.joined(separator: ", ")
        return "\(files) files, \(types) types, \(variables) variables compared; "
            + "\(disagreements.count) disagreements; waived (README): \(waivedText.isEmpty ? "none" : waivedText)"
    }
}

/// Compares the records of one file field by field. Records are matched by name (types: name
/// and whether it is an extension; variables: owner and name), in order of occurrence.
enum RecordDiff {
    static func compare(reference: NormalizedFile, ours: NormalizedFile, into tally: inout ComparisonTally) {
        tally.files += 1
        compareTypes(reference, ours, &tally)
        compareVariables(reference, ours, &tally)
    }

    private static func compareTypes(_ reference: NormalizedFile, _ ours: NormalizedFile, _ tally: inout ComparisonTally) {
        let key: (NormalizedType) -> String = { "\($0.name)|\($0.kind == "extension")" }
        matched(reference.types, ours.types, key: key) { ref, our in
            guard let ref else {
                tally.disagreements.append(Disagreement(path: ours.path, line: our!.line, subject: our!.name,
                                                        field: "type", reference: "absent", ours: our!.kind))
                return
            }
            tally.types += 1
            guard let our else {
                tally.disagreements.append(Disagreement(path: reference.path, line: ref.line, subject: ref.name,
                                                        field: "type", reference: ref.kind, ours: "absent"))
                return
            }
            var fields = FieldComparer(path: reference.path, line: ref.line, subject: ref.name, tally: tally)
            fields.check("kind", ref.kind, our.kind)
            fields.check("inheritedTypes", ref.inheritedTypes.description, our.inheritedTypes.description)
            fields.check("parentName", ref.parentName ?? "nil", our.parentName ?? "nil")
            fields.check("accessLevel", ref.accessLevel, our.accessLevel)
            fields.check("annotations", render(ref.annotations), render(our.annotations))
            tally = fields.tally
        }
    }

    private static func compareVariables(_ reference: NormalizedFile, _ ours: NormalizedFile, _ tally: inout ComparisonTally) {
        let key: (NormalizedVariable) -> String = { "\($0.ownerName)|\($0.name)" }
        matched(reference.variables, ours.variables, key: key) { ref, our in
            guard let ref else {
                tally.disagreements.append(Disagreement(path: ours.path, line: our!.line, subject: "\(our!.ownerName).\(our!.name)",
                                                        field: "variable", reference: "absent", ours: our!.typeName))
                return
            }
            tally.variables += 1
            let subject = "\(ref.ownerName).\(ref.name)"
            guard let our else {
                tally.disagreements.append(Disagreement(path: reference.path, line: ref.line, subject: subject,
                                                        field: "variable", reference: ref.typeName, ours: "absent"))
                return
            }
            var fields = FieldComparer(path: reference.path, line: ref.line, subject: subject, tally: tally, variable: ref)
            fields.check("typeName", ref.typeName, our.typeName)
            fields.check("isOptional", ref.isOptional, our.isOptional)
            fields.check("isImplicitlyUnwrappedOptional", ref.isImplicitlyUnwrappedOptional, our.isImplicitlyUnwrappedOptional)
            fields.check("isLet", ref.isLet, our.isLet)
            fields.check("defaultValue", ref.defaultValue ?? "nil", our.defaultValue ?? "nil")
            fields.check("readAccess", ref.readAccess, our.readAccess)
            fields.check("writeAccess", ref.writeAccess, our.writeAccess)
            fields.check("isStatic", ref.isStatic, our.isStatic)
            fields.check("isComputed", ref.isComputed, our.isComputed)
            fields.check("isDefinedInExtension", ref.isDefinedInExtension, our.isDefinedInExtension)
            fields.check("annotations", render(ref.annotations), render(our.annotations))
            tally = fields.tally
        }
    }

    /// Pairs records with equal keys in order of occurrence; unpaired ones get nil on the other side.
    private static func matched<Record>(_ reference: [Record], _ ours: [Record], key: (Record) -> String,
                                        _ body: (Record?, Record?) -> Void) {
        var oursByKey: [String: [Record]] = [:]
        var order: [String] = []
        for record in ours {
            let k = key(record)
            if oursByKey[k] == nil { order.append(k) }
            oursByKey[k, default: []].append(record)
        }
        for record in reference {
            let k = key(record)
            if var queue = oursByKey[k], !queue.isEmpty {
                body(record, queue.removeFirst())
                oursByKey[k] = queue
            } else {
                body(record, nil)
            }
        }
        for k in order {
            for record in oursByKey[k] ?? [] { body(nil, record) }
        }
    }

    static func render(_ annotations: [String: NormalizedAnnotation]) -> String {
        annotations.keys.sorted().map { key -> String in
            switch annotations[key]! {
            case .flag: return key
            case .number(let number): return "\(key)=\(number)"
            case .string(let string): return "\(key)=\"\(string)\""
            }
        }.joined(separator: ", ")
    }
}

/// Records field disagreements, letting documented differences through.
private struct FieldComparer {
    let path: String
    let line: Int
    let subject: String
    var tally: ComparisonTally
    var variable: NormalizedVariable? = nil

    mutating func check(_ field: String, _ reference: Bool, _ ours: Bool) {
        check(field, String(reference), String(ours))
    }

    mutating func check(_ field: String, _ reference: String, _ ours: String) {
        guard reference != ours else { return }
        if let known = KnownDifference.all.first(where: { $0.applies(field, reference, ours, variable) }) {
            tally.waived[known.id, default: 0] += 1
            return
        }
        tally.disagreements.append(Disagreement(path: path, line: line, subject: subject, field: field,
                                                reference: reference, ours: ours))
    }
}
