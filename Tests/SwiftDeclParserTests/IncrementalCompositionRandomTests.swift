import XCTest
@testable import SwiftDeclParser
import TestSupport

/// Random projects, random edits: after every edit the incrementally updated model must equal a
/// full composition of the same files (`ModelDescription`). Projects mix classes inheriting
/// across files, protocols with requirements, extensions adding members and conformances in
/// other files, nested types, typealiases and enums; most edits change members only (the fast
/// path), some change structure (which must compose anew and still agree).
final class IncrementalCompositionRandomTests: XCTestCase {
    private struct Declaration {
        var header: String          // `class T3: T1, P0` or `extension T2: P1`
        var members: [String]
        var nested: [String] = []   // whole nested declarations
    }

    private struct Project {
        var files: [[Declaration]]
        var typeNames: [String]

        func sources() -> [String: String] {
            var result: [String: String] = [:]
            for (index, declarations) in files.enumerated() {
                result["F\(index).swift"] = declarations.map { declaration in
                    let body = (declaration.members + declaration.nested).map { "    " + $0 }.joined(separator: "\n")
                    return "// sourcery: tag = \"\(declaration.header.split(separator: " ")[1])\"\n\(declaration.header) {\n\(body)\n}"
                }.joined(separator: "\n\n") + "\n"
            }
            return result
        }
    }

    private func makeProject(_ random: inout SplitMix) -> Project {
        let fileCount = 6
        var files = [[Declaration]](repeating: [], count: fileCount)
        var names: [String] = []
        var classes: [String] = []
        let protocols = ["P0", "P1", "P2"]
        files[0].append(Declaration(header: "protocol P0", members: ["var p0: Int { get }"]))
        files[1].append(Declaration(header: "protocol P1: P0", members: ["var p1: String { get }", "func p1m() -> Int"]))
        files[2].append(Declaration(header: "protocol P2", members: []))
        files[0].append(Declaration(header: "enum E0: String", members: ["case a, b", "var label: String { rawValue }"]))
        for index in 0..<14 {
            let name = "T\(index)"
            var inherited: [String] = []
            let isClass = random.chance(40)
            if isClass, !classes.isEmpty, random.chance(60) { inherited.append(classes[random.below(classes.count)]) }
            if random.chance(50) { inherited.append(protocols[random.below(protocols.count)]) }
            let header = (isClass ? "class " : "struct ") + name + (inherited.isEmpty ? "" : ": " + inherited.joined(separator: ", "))
            var declaration = Declaration(header: header, members: randomMembers(&random, names: names + [name]))
            if random.chance(30) { declaration.nested = ["struct Inner { var inner\(index): Int = 0 }"] }
            files[random.below(fileCount)].append(declaration)
            names.append(name)
            if isClass { classes.append(name) }
        }
        for _ in 0..<6 {
            let target = names[random.below(names.count)]
            let conformance = random.chance(40) ? ": " + protocols[random.below(protocols.count)] : ""
            files[random.below(fileCount)].append(Declaration(header: "extension \(target)\(conformance)",
                                                              members: randomMembers(&random, names: names)))
        }
        files[3].append(Declaration(header: "extension String", members: ["var shouted: String { uppercased() }"]))
        return Project(files: files, typeNames: names)
    }

    private func randomMembers(_ random: inout SplitMix, names: [String]) -> [String] {
        (0..<random.below(4)).map { _ in randomMember(&random, names: names) }
    }

    private func randomMember(_ random: inout SplitMix, names: [String]) -> String {
        let suffix = random.below(1000)
        let typeName: String
        switch random.below(5) {
        case 0: typeName = "Int"
        case 1: typeName = "[String]"
        case 2: typeName = names[random.below(names.count)] + "?"
        case 3: typeName = "[" + names[random.below(names.count)] + "]"
        default: typeName = names[random.below(names.count)] + ".Inner?"
        }
        switch random.below(6) {
        case 0: return "func m\(suffix)(_ value: \(typeName)) -> \(names[random.below(names.count)])? { nil }"
        case 1: return "var c\(suffix): \(typeName) { fatalError() }"
        case 2: return "static var s\(suffix): Int = \(suffix)"
        case 3: return "// sourcery: key = \"k\(suffix)\"\n    var a\(suffix): \(typeName)"
        default: return "var v\(suffix): \(typeName)"
        }
    }

    private func parse(_ sources: [String: String]) -> [FileParseResult] {
        sources.keys.sorted().map { SwiftParser.parse(path: $0, source: sources[$0]!) }
    }

    func testRandomEditsAgreeWithFullComposition() {
        var incrementalUpdates = 0, fullCompositions = 0
        for seed in UInt64(1)...12 {
            var random = SplitMix(seed: seed)
            var project = makeProject(&random)
            let composer = IncrementalComposer()
            _ = composer.compose(parse(project.sources()), changedPaths: nil)
            for step in 0..<25 {
                let before = project.sources()
                var touched: Set<String> = []
                for _ in 0..<(random.chance(80) ? 1 : 2) {
                    let file = random.below(project.files.count)
                    guard !project.files[file].isEmpty else { continue }
                    let position = random.below(project.files[file].count)
                    if random.chance(15) {
                        // A structural edit: a new conformance or a new type.
                        if random.chance(50), project.files[file][position].header.hasPrefix("struct") {
                            project.files[file][position].header += project.files[file][position].header.contains(":") ? ", P2" : ": P2"
                        } else {
                            project.files[file].append(Declaration(header: "struct New\(seed)x\(step)", members: ["var n: Int"]))
                        }
                    } else if !project.files[file][position].members.isEmpty, random.chance(40) {
                        project.files[file][position].members.remove(at: random.below(project.files[file][position].members.count))
                    } else {
                        project.files[file][position].members.append(randomMember(&random, names: project.typeNames))
                    }
                    touched.insert("F\(file).swift")
                }
                let after = project.sources()
                let changed = Set(after.keys.filter { after[$0] != before[$0] })
                XCTAssertTrue(changed.isSubset(of: touched))
                let incremental = composer.compose(parse(after), changedPaths: changed)
                if composer.lastCompositionWasIncremental { incrementalUpdates += 1 } else { fullCompositions += 1 }
                let expected = ModelDescription.lines(of: Composer.compose(parse(after)))
                let actual = ModelDescription.lines(of: incremental)
                if actual != expected {
                    let firstDifference = zip(actual, expected).first { $0 != $1 }
                    XCTFail("seed \(seed) step \(step), files \(changed.sorted()): first difference \(String(describing: firstDifference))")
                    return
                }
            }
        }
        // Both paths must have been exercised for the comparison to mean something; the edits
        // are seeded, so how many took each path is known.
        XCTAssertEqual(incrementalUpdates, 197)
        XCTAssertEqual(fullCompositions, 103)
    }
}
