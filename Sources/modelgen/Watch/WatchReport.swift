/// The words of the one line printed per regeneration.
enum WatchReport {
    /// "Models/User.swift changed", "+Models/New.swift, -Models/Old.swift",
    /// "A.swift → B.swift"; long lists end with "and N more".
    static func describe(_ changes: ChangeSet, limit: Int = 3) -> String {
        var items: [String] = []
        items += changes.modified.map { PathResolver.display($0) }
        items += changes.added.map { "+" + PathResolver.display($0) }
        items += changes.removed.map { "-" + PathResolver.display($0) }
        items += changes.renamed.map { PathResolver.display($0.from) + " → " + PathResolver.display($0.to) }
        let shown = items.prefix(limit).joined(separator: ", ")
        let more = items.count > limit ? " and \(items.count - limit) more" : ""
        let verb = changes.added.isEmpty && changes.removed.isEmpty && changes.renamed.isEmpty ? " changed" : ""
        return shown + more + verb
    }
}
