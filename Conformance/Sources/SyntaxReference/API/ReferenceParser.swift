import SwiftParser
import SwiftSyntax

/// What Sourcery sees in a Swift file: swift-syntax parses it, and a visitor applies Sourcery's
/// collection rules (context-model.md §2.2, §3, §4.1) to reduce it to normalized records.
public enum ReferenceParser {
    /// Pure and thread-safe: files can be reduced in parallel.
    public static func normalize(path: String, source: String) -> NormalizedFile {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let annotations = AnnotationReader(source: source)
        let collector = DeclarationCollector(converter: converter, annotations: annotations)
        collector.walk(tree)
        return NormalizedFile(path: path, types: collector.types, variables: collector.variables)
    }
}
