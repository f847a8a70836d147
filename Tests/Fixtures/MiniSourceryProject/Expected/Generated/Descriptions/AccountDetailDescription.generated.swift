extension Account.Detail: CustomStringConvertible {
    var description: String { describe }
}
