#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SwiftDeclParser

/// Lets a save skip regeneration when it cannot change any output: the most
/// common edit while a watcher runs is inside a method body or a comment, which
/// the parser skips, so the file's parse result comes out identical.
///
/// Generated text depends only on the parse results, the templates and the
/// arguments, so equal parse results give equal output, with one exception:
/// inline generation (`sourcery:inline`) also reads the source files themselves.
/// Any sign of inline output, in a template or in a changed file, therefore
/// disables the shortcut, as do added, removed or renamed files.
///
/// Results are compared without source positions (lines, columns, body
/// offsets): a body edit shifts them, and neither the composer nor the template
/// context reads them; only inline insertion does, which is excluded above.
/// Diagnostics are compared with their positions, so a new or moved warning
/// still regenerates and is shown. Should a template ever see positions, this
/// comparison must keep them.
enum DeclarationChangeCheck {
    /// The fresh parse results of the changed files (with their sizes) when none differs from
    /// the one in `memo`; nil when a regeneration is needed.
    static func unchangedResults(for changes: ChangeSet, memo: ParsedFileMemo,
                                 templateFiles: [String], forceParse: [String] = []) -> [ParsedFileMemo.Entry]? {
        guard changes.added.isEmpty, changes.removed.isEmpty, changes.renamed.isEmpty, !changes.modified.isEmpty,
              changes.modified.allSatisfy({ $0.hasSuffix(".swift") }),
              !templateFiles.contains(where: mayGenerateInline) else { return nil }
        var fresh: [ParsedFileMemo.Entry] = []
        for path in changes.modified {
            guard let previous = memo.result(for: path),
                  let data = FileManager.default.contents(atPath: path),
                  !containsInlineMarker(data) else { return nil }
            let current = SwiftParser.parse(path: previous.path, bytes: [UInt8](data), forceParse: forceParse,
                                            options: memo.parseOptions ?? .everything)
            guard current.isSameIgnoringSourcePositions(as: previous) else { return nil }
            fresh.append(ParsedFileMemo.Entry(result: current, byteCount: data.count))
        }
        return fresh
    }

    private static let inlineMarker = Data("sourcery:inline".utf8)

    private static func containsInlineMarker(_ data: Data) -> Bool {
        data.firstRange(of: inlineMarker) != nil
    }

    private static func mayGenerateInline(_ template: String) -> Bool {
        if BuiltinTemplates.isBuiltinEntry(template) {
            // Built-in entries may name one template or all of them: look at every one.
            return BuiltinTemplates.sources.values.contains { $0.contains("sourcery:inline") }
        }
        guard let data = FileManager.default.contents(atPath: template) else { return true }
        return containsInlineMarker(data)
    }
}
