/// The `forloop` value of one iteration. Behaves exactly like the dictionary Stencil builds
/// (`first`, `last`, `counter`, `counter0`, `length`, `label`, labelled loops by name, `count`)
/// but costs one small object per iteration instead of a hashed dictionary.
final class ForLoopContext: TemplateObject {
    let index: Int
    let length: Int
    let label: String?
    /// `forloop.<label>` entries: this loop's own (when labelled) and the labelled enclosing loops.
    let labelled: [String: Value]

    init(index: Int, length: Int, label: String?, enclosingLabelled: [String: Value]) {
        self.index = index
        self.length = length
        self.label = label
        var labelled = enclosingLabelled
        if let label = label {
            // The own entry is a snapshot without labelled entries, as in Stencil.
            labelled[label] = .object(ForLoopContext(index: index, length: length, label: label, ownEntryOnly: ()))
        }
        self.labelled = labelled
    }

    private init(index: Int, length: Int, label: String, ownEntryOnly: ()) {
        self.index = index
        self.length = length
        self.label = label
        self.labelled = [:]
    }

    func templateValue(forKey key: String) -> Value? {
        switch key {
        case "first": return .bool(index == 0)
        case "last": return .bool(index == length - 1)
        case "counter": return .int(index + 1)
        case "counter0": return .int(index)
        case "length": return .int(length)
        case "label": return label.map { .string($0) } ?? labelled[key]
        case "count": return labelled["count"] ?? .int(dictionary.count)
        default: return labelled[key]
        }
    }

    /// The same entries as a dictionary (for printing and dictionary-like use).
    var dictionary: [String: Value] {
        var entries = labelled
        entries["first"] = .bool(index == 0)
        entries["last"] = .bool(index == length - 1)
        entries["counter"] = .int(index + 1)
        entries["counter0"] = .int(index)
        entries["length"] = .int(length)
        if let label = label { entries["label"] = .string(label) }
        return entries
    }

    var templateDescription: String { ValueRenderer.render(.dictionary(dictionary)) }

    /// The labelled loops visible from inside this one (for a nested loop's `forloop`).
    var labelledLoops: [String: Value] { labelled }
}
