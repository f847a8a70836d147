#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SystemSupport
import SwiftDeclParser

/// One `modelgen adopt` run: reads and parses the files, plans every type, declares the marker
/// protocols that are missing, then prints a diff (`--dry-run`) or rewrites the changed files
/// atomically, and says what it did.
struct AdoptRun {
    let choices: AdoptCommand.Choices

    struct Report {
        var output = ""
        var errors = ""
        var failed = false
    }

    /// A file's bytes before and after.
    struct FileChange {
        var path: String
        var old: [UInt8]
        var new: [UInt8]
    }

    func perform() throws -> Report {
        let files = try FileCollector.collect(PathSelection(include: choices.paths), fileExtension: "swift", role: "adopt")
        var sources: [AdoptSource] = []
        var unparsable: [Diagnostic] = []
        var declaredProtocols: Set<String> = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else {
                unparsable.append(Diagnostic(path: path, line: 1, column: 1, severity: .error, message: "cannot read the file"))
                continue
            }
            let bytes = [UInt8](data)
            let result = SwiftParser.parse(path: path, bytes: bytes)
            for declaration in result.declarations where declaration.kind == .protocol { declaredProtocols.insert(declaration.name) }
            if result.isGenerated { continue }
            if let problem = result.diagnostics.first {
                unparsable.append(problem)
                continue
            }
            sources.append(AdoptSource(path: path, text: SourceText(bytes), result: result))
        }

        let plan = AdoptionPlanner(sources: sources, requestedTarget: choices.target).plan()
        var changes = fileChanges(plan.adoptions, sources: sources)
        let missing = AdoptTarget.allCases.map(\.rawValue).filter { name in
            !declaredProtocols.contains(name) && plan.adoptions.contains { $0.target.rawValue == name }
        }
        if !missing.isEmpty { try declare(missing, in: &changes) }

        var report = Report()
        for problem in unparsable {
            var located = problem
            located.path = AdoptSummary.display(problem.path)
            report.errors += located.description + "\n"
        }
        if choices.dryRun {
            for change in changes { report.output += UnifiedDiff.render(path: diffPath(change.path), old: change.old, new: change.new) }
        } else {
            for change in changes {
                do {
                    try AtomicFileWriter.write(FileContents(change.new), to: change.path) {
                        let current = FileManager.default.contents(atPath: change.path).map { [UInt8]($0) } ?? []
                        guard current == change.old else {
                            throw GenerationError(description: "\(PathResolver.display(change.path)): error: changed on disk while adopt ran; run it again")
                        }
                    }
                } catch {
                    report.errors += "\(error)\n"
                    report.failed = true
                }
            }
        }
        report.output += AdoptSummary(plan: plan, changedFiles: changes.map(\.path), unparsable: unparsable, dryRun: choices.dryRun).text
        return report
    }

    /// The path after `a/` and `b/` in diff headers: relative to the current folder where possible.
    private func diffPath(_ path: String) -> String {
        let shown = AdoptSummary.display(path)
        return shown.hasPrefix("/") ? String(shown.dropFirst()) : shown
    }

    /// The new bytes of every file an adoption edits, in path order.
    private func fileChanges(_ adoptions: [TypeAdoption], sources: [AdoptSource]) -> [FileChange] {
        var editsByFile: [Int: [SourceEdit]] = [:]
        for adoption in adoptions {
            for (file, edits) in adoption.edits { editsByFile[file, default: []] += edits }
        }
        return editsByFile.keys.sorted().compactMap { file in
            let old = sources[file].text.bytes
            let new = SourceEditor.apply(SourceEditor(source: sources[file].text).tidied(editsByFile[file]!), to: old)
            return new == old ? nil : FileChange(path: sources[file].path, old: old, new: new)
        }
    }

    /// `protocol AutoX {}` in AutoProtocols.swift of the first PATH (its folder, for a file):
    /// a new file as `modelgen init` writes it, or lines added to the end of an existing one.
    private func declare(_ protocols: [String], in changes: inout [FileChange]) throws {
        let first = choices.paths[0]
        let folder = FileManager.default.isDirectory(atPath: first) == true ? first : PathText.deletingLastComponent(first)
        let path = (folder.isEmpty ? "." : folder) + "/AutoProtocols.swift"
        let lines = protocols.map { "protocol \($0) {}\n" }.joined()
        if let position = changes.firstIndex(where: { $0.path == path }) {
            changes[position].new += Array(lines.utf8)
        } else if let data = FileManager.default.contents(atPath: path) {
            var old = [UInt8](data)
            let original = old
            if let last = old.last, last != 10 { old.append(10) }
            changes.append(FileChange(path: path, old: original, new: old + Array(lines.utf8)))
        } else {
            changes.append(FileChange(path: path, old: [], new: Array(InitCommand.markerProtocolsFile(protocols).utf8)))
        }
        changes.sort { $0.path < $1.path }
    }
}

/// The closing report: what was adopted, what was left alone and why, which files changed.
struct AdoptSummary {
    let plan: AdoptionPlanner.Plan
    let changedFiles: [String]
    let unparsable: [Diagnostic]
    let dryRun: Bool

    var text: String {
        var lines: [String] = []
        let byTarget = AdoptTarget.allCases.compactMap { target -> String? in
            let count = plan.adoptions.filter { $0.target == target }.count
            return count == 0 ? nil : "\(count) \(target.rawValue)"
        }
        lines.append("\(dryRun ? "would adopt" : "adopted") \(count(plan.adoptions.count, "type"))" + (byTarget.isEmpty ? "" : " (\(byTarget.joined(separator: ", ")))"))
        for adoption in plan.adoptions {
            lines.append("  \(AdoptSummary.display(adoption.path)):\(adoption.line): \(adoption.typeName) -> \(adoption.target.rawValue)")
        }
        if !plan.leftAlone.isEmpty {
            let byKind = LeftAlone.Kind.allCases.compactMap { kind -> String? in
                let count = plan.leftAlone.filter { $0.kind == kind }.count
                return count == 0 ? nil : "\(count) \(kind.label)"
            }
            lines.append("left alone \(count(plan.leftAlone.count, "type")) (\(byKind.joined(separator: ", "))):")
            for reason in plan.leftAlone { lines.append("  \(reason.description)") }
        }
        lines.append("\(dryRun ? "would change" : "changed") \(count(changedFiles.count, "file"))" + (changedFiles.isEmpty ? "" : ":"))
        for path in changedFiles { lines.append("  \(AdoptSummary.display(path))") }
        if !unparsable.isEmpty {
            lines.append("skipped \(count(unparsable.count, "file")) that did not parse:")
            for problem in unparsable {
                var located = problem
                located.path = AdoptSummary.display(problem.path)
                lines.append("  " + (located.description.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""))
            }
        }
        if !dryRun, !plan.adoptions.isEmpty { lines.append("next: run `modelgen` to generate the mapping code") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A path as the user would type it: relative to the current folder, without a leading `./`.
    static func display(_ path: String) -> String {
        let shown = PathResolver.display(path)
        return shown.hasPrefix("./") ? String(shown.dropFirst(2)) : shown
    }

    private func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
