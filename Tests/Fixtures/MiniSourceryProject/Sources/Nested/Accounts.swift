struct Account: AutoDescribe {
    let id: Int

    // sourcery:inline:Account.Describe
    var describe: String { "stale" }
    // sourcery:end

    func audit() -> [String] {
        var lines: [String] = []
        // sourcery:inline:Account.Audit
        lines.append("stale")
        // sourcery:end
        return lines
    }
}

extension Account {
    struct Detail: AutoDescribe {
        let text: String
        // sourcery:inline:Account.Detail.Describe

        // sourcery:end
    }
}
