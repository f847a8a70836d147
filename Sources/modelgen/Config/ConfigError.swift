import SystemSupport

/// A problem in a configuration file or in the paths it names. `description` is what the user sees:
/// `path:line:column: error: message` then the offending line and a caret when a location is known
/// (`ConfigDiagnostic`), `path: error: message` for a problem of a whole file.
struct ConfigError: Error, CustomStringConvertible {
    /// The located problem; nil when the error names no line.
    private(set) var diagnostic: ConfigDiagnostic?
    private var unlocated: String

    var description: String { diagnostic?.description ?? unlocated }

    init(path: String, line: Int, column: Int, message: String, lineText: String? = nil) {
        self.diagnostic = ConfigDiagnostic(path: path, line: line, column: column, severity: .error,
                                           message: message, lineText: lineText)
        self.unlocated = ""
    }

    init(path: String, message: String) {
        self.unlocated = "\(path): error: \(message)"
    }

    /// This error with its line's text taken from `source` (see `ConfigDiagnostic.withLine(from:)`).
    func withLine(from source: ConfigSource) -> ConfigError {
        var copy = self
        copy.diagnostic = diagnostic?.withLine(from: source)
        return copy
    }
}

/// A located error or warning about a config file: `path:line:column: severity: message`, then
/// the line and a caret under the column (`SourceExcerpt`, as Swift and template diagnostics print
/// them). A message of several lines (a list of keys) has the excerpt under its first line and the
/// details after the caret, as notes follow a compiler's excerpt.
struct ConfigDiagnostic: Equatable, CustomStringConvertible {
    enum Severity: String { case warning, error }

    var path: String
    /// 1-based.
    var line: Int
    /// 1-based, in Characters.
    var column: Int
    var severity: Severity
    var message: String
    /// The offending line; nil until the file's text is attached, and for a line past its end.
    var lineText: String?

    static func warning(path: String, line: Int, column: Int, message: String) -> ConfigDiagnostic {
        ConfigDiagnostic(path: path, line: line, column: column, severity: .warning, message: message)
    }

    var description: String {
        let header = "\(path):\(line):\(column): \(severity.rawValue): "
        guard let lineText else { return header + message }
        let firstLine = message.prefix { $0 != "\n" }
        let details = message.dropFirst(firstLine.count)
        return header + firstLine + "\n" + SourceExcerpt.lines(of: lineText, column: column) + details
    }

    /// This diagnostic with the text of its line when it is about `source`'s file and has none yet.
    func withLine(from source: ConfigSource) -> ConfigDiagnostic {
        guard lineText == nil, path == source.path else { return self }
        var copy = self
        copy.lineText = source.text(ofLine: line)
        return copy
    }
}

/// A config file's text cut into lines as `YAMLReader` numbers them, so that errors found after
/// reading (a value of the wrong shape, an unknown key) can show their line.
struct ConfigSource {
    var path: String
    private var lines: [Substring]

    init(text: String, path: String) {
        self.path = path
        self.lines = YAMLReader.lines(of: text)
    }

    /// The text of a 1-based line; nil past the end.
    func text(ofLine line: Int) -> String? {
        line >= 1 && line <= lines.count ? String(lines[line - 1]) : nil
    }

    /// Runs `body` (which reads this file), giving the errors about this file it throws their line.
    func showingLines<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as ConfigError {
            throw error.withLine(from: self)
        }
    }

    /// `warnings` with the lines of those about this file.
    func showingLines(_ warnings: [ConfigDiagnostic]) -> [ConfigDiagnostic] {
        warnings.map { $0.withLine(from: self) }
    }
}
