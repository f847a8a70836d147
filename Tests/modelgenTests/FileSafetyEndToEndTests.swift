import Foundation
import XCTest
@testable import modelgen

/// The output promises of docs/safety.md, checked on the real binary: stale output is always
/// seen, concurrent runs on one project serialise, leftovers of killed runs are cleaned up, and
/// nothing is read or written through a link leading out of its folder.
final class FileSafetyEndToEndTests: XCTestCase {
    private typealias Fixtures = GenerateCommandFixtures
    private var project: ProjectFolder!

    override func setUpWithError() throws {
        guard ModelgenBinary.path != nil else { throw XCTSkip("modelgen binary not built") }
        project = try ProjectFolder()
    }

    // MARK: stale output (stamps and --check)

    /// `cp -p`, `rsync -t` and mtime-normalising tools rewrite a file and put its old
    /// modification time back; the size may not change either. The status change time moves.
    func testSourceRewrittenWithItsOldModificationTimeIsSeen() throws {
        try project.write("S/A.swift", "struct Abc {}\n")
        try project.write("T/Names.stencil", "{% for t in types.all %}{{ t.name }}\n{% endfor %}")
        try agePast(["S/A.swift", "T/Names.stencil"])
        let arguments = ["--sources", "S", "--templates", "T", "--output", "O", "--verbose"]
        XCTAssertEqual(try ModelgenBinary.run(arguments, in: project.path).status, 0)
        let skipped = try ModelgenBinary.run(arguments, in: project.path)
        XCTAssertTrue(skipped.stdout.contains("nothing parsed or rendered"), "the manifest is in use: \(skipped.stdout)")

        let oldTime = try XCTUnwrap(project.modificationDate("S/A.swift"))
        try project.write("S/A.swift", "struct Xyz {}\n")   // same size, in place
        try FileManager.default.setAttributes([.modificationDate: oldTime], ofItemAtPath: project.url("S/A.swift"))
        XCTAssertEqual(project.modificationDate("S/A.swift"), oldTime)

        let check = try ModelgenBinary.run(arguments + ["--check"], in: project.path)
        XCTAssertEqual(check.status, 1, "--check sees the stale output: \(check.stdout)\(check.stderr)")
        XCTAssertTrue(check.stderr.contains("update O/Names.generated.swift"), check.stderr)
        let run = try ModelgenBinary.run(arguments, in: project.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(project.read("O/Names.generated.swift"), header("Xyz\n"))
    }

    /// `--check` compares contents even when every stamp matches the recorded run.
    func testCheckComparesContentEvenWhenStampsMatch() throws {
        try project.write("S/A.swift", "struct Abc {}\n")
        try project.write("T/Names.stencil", "{% for t in types.all %}{{ t.name }}\n{% endfor %}")
        try agePast(["S/A.swift", "T/Names.stencil"])
        let arguments = ["--sources", "S", "--templates", "T", "--output", "O"]
        XCTAssertEqual(try ModelgenBinary.run(arguments, in: project.path).status, 0)
        // An output rewritten behind modelgen's back with its recorded stamp's size and mtime.
        let output = "O/Names.generated.swift"
        let oldTime = try XCTUnwrap(project.modificationDate(output))
        try project.write(output, header("Zzz\n"))
        try FileManager.default.setAttributes([.modificationDate: oldTime], ofItemAtPath: project.url(output))
        let check = try ModelgenBinary.run(arguments + ["--check"], in: project.path)
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
    }

    // MARK: helpers

    private func agePast(_ files: [String]) throws {
        for file in files { try project.age(file) }
    }
}
