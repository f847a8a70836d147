#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SwiftDeclParser
import TemplateEngine

// The seam between the two halves of the pipeline:
//   GenerateCommand (options, config) → Generator.run (parse, context, render) → OutputWriter (files).
// Keep these types small; each side owns its own implementation files.

/// Everything the Generator needs, already resolved from CLI flags and config files.
struct GenerationInput {
    /// Source files (`.swift`), already expanded from folders, excludes applied, sorted by path.
    var sourceFiles: [String]
    /// Template files (`.stencil`), already expanded from folders, excludes applied, sorted by path.
    /// Built-in templates may be given as `builtin:NAME` entries.
    var templateFiles: [String]
    /// User arguments (`--args k=v,flag` or config `args:`), exposed to templates as `argument`.
    var arguments: [String: ArgumentValue]
    /// Undefined variables / unknown properties are errors instead of "".
    var strict: Bool
    /// Folder for the parse cache, or nil when `--disable-cache`.
    var cacheDirectory: String?
    /// Print what was parsed / taken from the cache (`--verbose`).
    var verbose: Bool
    /// Watch mode only: parse results kept in memory between regenerations. The generator
    /// returns a stored result instead of reading and parsing the file, and stores what it
    /// parses; the watch loop invalidates the files that changed.
    var parseMemo: ParsedFileMemo? = nil
    /// Watch mode only: the composition kept between regenerations, updated in place when the
    /// files read again changed nothing but members (see `IncrementalComposer`).
    var composer: IncrementalComposer? = nil
    /// `--force-parse` extensions, passed to the parser.
    var forceParse: [String] = []
    /// The header each rendered output starts with.
    var header = GeneratedHeader.standard
    /// Off: every `documentation` in the context is empty and documentation comments are not parsed.
    var parseDocumentation = true
    /// What the parser builds; nil: what the templates may read (`ParseDemand`).
    var parseOptions: ParseOptions? = nil
    /// `limits:` from the config file; the rest grows with the sources (`TemplateLimits`).
    var limits = TemplateLimits()
}

/// One template's rendered text, before output post-processing
/// (`sourcery:file`/`sourcery:inline` blocks are still in the text).
struct RenderedTemplate {
    /// Template name without extension (`AutoCodable` for `Templates/AutoCodable.stencil`).
    var name: String
    /// Path of the template file (or `builtin:NAME`).
    var path: String
    /// The generated header, then the text: when the text holds no `sourcery:` block, these are
    /// the output file's bytes, planned and written as they are (a text of megabytes exists once).
    var output: ByteBuffer
    /// Where the text starts in `output`.
    var textStart: Int
    /// Template files read to render it (itself, includes, parents); empty for built-ins.
    var dependencies: [String] = []
    /// It renders `{% now %}`: the output depends on the clock, not only on the inputs.
    var usesClock = false

    init(name: String, path: String, output: ByteBuffer, textStart: Int, dependencies: [String] = [], usesClock: Bool = false) {
        self.name = name
        self.path = path
        self.output = output
        self.textStart = textStart
        self.dependencies = dependencies
        self.usesClock = usesClock
    }

    init(name: String, path: String, text: String) {
        let output = GeneratedHeader.buffer()
        let textStart = output.count
        output.append(text)
        self.init(name: name, path: path, output: output, textStart: textStart)
    }

    /// The text's bytes, valid only inside `body`.
    func withText<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try output.withBytes { try body(UnsafeBufferPointer(rebasing: $0[textStart...])) }
    }

    var text: String { withText { String(decoding: $0, as: UTF8.self) } }
}

/// What a generation run produced.
struct GenerationResult {
    var rendered: [RenderedTemplate]
    /// The composed model the templates read.
    var model: ComposedModel
    /// Paths of the scanned source files.
    var sourceFiles: [String]
    /// Their inline regions and type declarations (inline generation rewrites regions inside them).
    var sources: SourceIndex
    /// Warnings from the parser (`path:line:column: warning: …`), already formatted.
    var warnings: [String]
    /// How many files were parsed vs taken from the cache (for `--verbose` and tests).
    var parsedCount: Int
    var cachedCount: Int
    /// Where the time went (`--verbose`).
    var phases = PhaseTimes()
}

/// Seconds spent in each phase of `Generator.run`, for `--verbose` and for profiling.
struct PhaseTimes {
    /// Reading and parsing the sources (or taking them from a cache).
    var scan = 0.0
    /// Composing the per-file results into one model.
    var compose = 0.0
    /// Rendering every template.
    var render = 0.0

    var summary: String {
        func ms(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }
        return "scan \(ms(scan)) ms, compose \(ms(compose)) ms, render \(ms(render)) ms"
    }
}

/// A generation error carrying its location; `description` is what the user sees.
struct GenerationError: Error, CustomStringConvertible {
    var description: String
}

/// A user argument value, typed the way YAML / the annotation value grammar types it.
/// The generator turns it into a template `Value`.
indirect enum ArgumentValue: Equatable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case double(Double)
    case array([ArgumentValue])
    case dictionary([String: ArgumentValue])
}
