#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Entry point: dispatch to a subcommand. Each command lives in its own file
// under Commands/ and returns the process exit status
// (0 success, 1 generation/render errors, 2 usage errors).
let arguments = Array(CommandLine.arguments.dropFirst())
exit(CommandDispatcher.run(arguments))
