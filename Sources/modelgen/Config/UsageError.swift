/// A command-line mistake: exit status 2, printed with the usage line.
struct UsageError: Error, CustomStringConvertible, Equatable {
    var message: String

    var description: String {
        "modelgen: error: \(message)\n\(CommandLineHelp.usageLine)\nRun 'modelgen --help' for every option."
    }
}
