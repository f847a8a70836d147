/// Routes `modelgen <subcommand> …` to the command that handles it.
/// Anything that is not a known subcommand is the default generate command.
enum CommandDispatcher {
    static let subcommands: [String: ([String]) -> Int32] = [
        "parse": ParseCommand.run,
        "render": RenderCommand.run,
        "init": InitCommand.run,
        "templates": TemplatesCommand.run,
        "adopt": AdoptCommand.run,
    ]

    static func run(_ arguments: [String]) -> Int32 {
        if let first = arguments.first, let command = subcommands[first] {
            return command(Array(arguments.dropFirst()))
        }
        return GenerateCommand.run(arguments)
    }
}
