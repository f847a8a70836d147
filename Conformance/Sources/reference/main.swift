// `reference`: the benchmark baseline. It does modelgen's job the way Sourcery does it:
// swift-syntax parses every source file (in parallel), the declarations are composed, and
// Stencil 0.15.1 renders the templates with Sourcery's whitespace post-processing.
//
//     reference --sources DIR --templates DIR --output DIR [--parse-only] [--render-only]
//
// Phase timings go to stderr. Exit status: 0 success, 1 failure, 2 usage error.
import Foundation

let status = ReferenceCommand.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
