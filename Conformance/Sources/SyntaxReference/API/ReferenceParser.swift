import SwiftParser
import SwiftSyntax

/// What Sourcery sees in a Swift file: swift-syntax parses it, and a visitor applies Sourcery's
/// collection rules (context-model.md §2.2, §3, §4.1) to reduce it to normalized records.
public enum ReferenceParser {
    /// Whose reading of default values to apply.
    public enum Dialect: Sendable {
        /// Sourcery's, oddities included: what the differential compares modelgen against.
        case sourcery
        /// Sourcery's plus modelgen's documented departures (Conformance/README.md): what the
        /// `reference` pipeline needs to write exactly modelgen's files.
        case modelgen
    }

    /// Pure and thread-safe: files can be reduced in parallel.
    public static func normalize(path: String, source: String, dialect: Dialect = .sourcery) -> NormalizedFile {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let annotations = AnnotationReader(source: source)
        let collector = DeclarationCollector(converter: converter, annotations: annotations, dialect: dialect)
        collector.walk(tree)
        return NormalizedFile(path: path, types: collector.types, variables: collector.variables)
    }
}
