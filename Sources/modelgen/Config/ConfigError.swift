/// A problem in a configuration file or in the paths it names. `description` is what the user sees:
/// `path:line:column: error: message` when a location is known.
struct ConfigError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }

    init(path: String, line: Int, column: Int, message: String) {
        self.description = "\(path):\(line):\(column): error: \(message)"
    }

    init(path: String, message: String) {
        self.description = "\(path): error: \(message)"
    }
}
