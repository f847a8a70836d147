extension Account: CustomStringConvertible {
    var description: String { describe }
}
