struct Account: AutoDescribe {
    let id: Int

    // sourcery:inline:Account.Describe
    var describe: String {
        "Account with 1 stored properties"
    }
    // sourcery:end

    func audit() -> [String] {
        var lines: [String] = []
        // sourcery:inline:Account.Audit
        lines.append("id \(id)")
            lines.append("checked")
        // sourcery:end
        return lines
    }
}

extension Account {
    struct Detail: AutoDescribe {
        let text: String
        // sourcery:inline:Account.Detail.Describe
        var describe: String {
            "Account.Detail with 1 stored properties"
        }

        // sourcery:end
    }
}
