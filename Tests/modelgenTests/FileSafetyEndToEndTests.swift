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

    /// XCTest keeps every test case object until the run ends: the folder goes now.
    override func tearDown() {
        project = nil
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

    // MARK: concurrent runs

    /// Runs started together on one project, each filling its own inline region of one source:
    /// they serialise on the project lock, so every run succeeds and no region is lost to
    /// another run's rename.
    func testConcurrentRunsFillingInlineRegionsOfOneSourceSerialise() throws {
        let runs = 6
        let regions = (0..<runs).map { "    // sourcery:inline:A.R\($0)\n    // sourcery:end\n" }.joined()
        try project.write("S/A.swift", "struct A {\n" + regions + "}\n")
        for index in 0..<runs {
            try project.write("T/T\(index).stencil",
                              "// sourcery:inline:A.R\(index)\nstatic let r\(index) = {{ argument.round }}\n// sourcery:end\n")
        }
        for round in 1...4 {
            let results = ResultList(count: runs)
            DispatchQueue.concurrentPerform(iterations: runs) { index in
                let arguments = ["--sources", "S", "--templates", "T/T\(index).stencil", "--output", "O",
                                 "--args", "round=\(round)"]
                results.set(index, try? ModelgenBinary.run(arguments, in: project.path))
            }
            for index in 0..<runs {
                let result = try XCTUnwrap(results.get(index), "run \(index) started")
                XCTAssertFalse(result.signaled)
                XCTAssertEqual(result.status, 0, "round \(round), run \(index): \(result.stderr)")
            }
            let source = try XCTUnwrap(project.read("S/A.swift"))
            for index in 0..<runs {
                XCTAssertTrue(source.contains("static let r\(index) = \(round)\n"), "round \(round): region \(index) kept:\n\(source)")
            }
        }
        XCTAssertEqual(project.allFiles().filter { $0.hasSuffix(".tmp") }, [], "no temporary file left")
    }

    /// A run finding the project locked says so, waits, and goes on once the lock is released.
    func testARunWaitsForTheLockAndSaysSo() throws {
        try project.write("S/A.swift", "struct A {}\n")
        try project.write("T/Names.stencil", "{{ types.all.count }}")
        let folder = open(project.url("S"), O_RDONLY)
        XCTAssertNotEqual(folder, -1, "open: \(String(cString: strerror(errno)))")
        XCTAssertEqual(flock(folder, LOCK_EX), 0)
        let results = ResultList(count: 1)
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { [project] in
            results.set(0, try? ModelgenBinary.run(["--sources", "S", "--templates", "T", "--output", "O"], in: project!.path))
            finished.signal()
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 2), .timedOut, "the run waits while the folder is locked")
        XCTAssertFalse(project.exists("O/Names.generated.swift"))
        flock(folder, LOCK_UN)
        close(folder)
        XCTAssertEqual(finished.wait(timeout: .now() + 60), .success)
        let result = try XCTUnwrap(results.get(0))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "modelgen: waiting for another modelgen run on S\n")
        XCTAssertEqual(project.read("O/Names.generated.swift"), header("1"))
    }

    // MARK: leftovers of killed runs

    func testTemporaryFilesOfDeadProcessesAreRemoved() throws {
        try project.write("S/Sub/A.swift", "struct A {}\n")
        try project.write("T/Names.stencil", "{% for t in types.all %}{{ t.name }}\n{% endfor %}")
        try project.write("T/Deep.stencil", "// sourcery:file:Sub/Deep\ndeep\n// sourcery:end\n")
        let dead = try deadProcessID()
        let alive = ProcessInfo.processInfo.processIdentifier
        let stale = ["S/Sub/.A.swift.modelgen-\(dead)-123.tmp", "O/.Names.generated.swift.modelgen-\(dead)-4294967295.tmp",
                     "O/Sub/.Deep.generated.swift.modelgen-\(dead)-5.tmp"]
        let kept = ["O/.Names.generated.swift.modelgen-\(alive)-7.tmp", "O/.notes.tmp", "S/Sub/.A.swift.modelgen-x-1.tmp",
                    "S/Sub/A.swift.modelgen-\(dead)-1.tmp"]
        for path in stale + kept { try project.write(path, "partial") }
        let result = try ModelgenBinary.run(["--sources", "S", "--templates", "T", "--output", "O", "--verbose"], in: project.path)
        XCTAssertEqual(result.status, 0, result.stderr)
        for path in stale { XCTAssertFalse(project.exists(path), path) }
        for path in kept { XCTAssertTrue(project.exists(path), path) }
        XCTAssertTrue(result.stdout.contains("modelgen: removed S/Sub/.A.swift.modelgen-\(dead)-123.tmp, left by a modelgen run that was killed"), result.stdout)
        XCTAssertEqual(project.read("O/Names.generated.swift"), header("A\n"))
        // --check and --dry-run write nothing, so they remove nothing either.
        try project.write(stale[0], "partial")
        XCTAssertEqual(try ModelgenBinary.run(["--sources", "S", "--templates", "T", "--output", "O", "--check"], in: project.path).status, 0)
        XCTAssertTrue(project.exists(stale[0]))
    }

    func testTemporaryNamesAreRecognisedExactly() {
        XCTAssertEqual(StaleTemporaryFiles.owner(ofTemporaryName: ".A.swift.modelgen-42-7.tmp"), 42)
        XCTAssertEqual(StaleTemporaryFiles.owner(ofTemporaryName: ".a-b.modelgen-1.swift.modelgen-42-7.tmp"), 42)
        for name in [".A.swift.modelgen-42.tmp", "A.swift.modelgen-42-7.tmp", ".A.swift.modelgen-42-7", ".A.swift.modelgen--7.tmp",
                     ".A.swift.modelgen-4x-7.tmp", ".A.swift.modelgen-0-7.tmp", ".A.swift.other-42-7.tmp", ".modelgen-42-7.tmp"] {
            XCTAssertNil(StaleTemporaryFiles.owner(ofTemporaryName: name), name)
        }
    }

    /// The folders looked in for stale temporary files: the output folder and every folder
    /// directly holding a source, whatever the order of the files.
    func testTemporaryFilesAreLookedForInTheFoldersOfTheSourcesAndTheOutput() {
        let sources = ["/p/S/A.swift", "/p/S/B.swift", "/p/S/Sub/C.swift", "/p/S/Sub/D/E.swift", "/p/S/SubZ.swift", "/top.swift", "/p/S/F.swift"]
        XCTAssertEqual(StaleTemporaryFiles.folders(outputFolder: "/p/O", sourceFiles: sources),
                       ["/", "/p/O", "/p/S", "/p/S/Sub", "/p/S/Sub/D"])
    }

    // MARK: links and folders

    /// `include` (and `extends`, `import`) through a link in the templates folder that leads
    /// outside it is refused; a link that stays inside is fine.
    func testIncludeThroughALinkLeadingOutsideTheTemplatesFolderIsRefused() throws {
        try project.write("S/A.swift", "struct A {}\n")
        try project.write("Outside/secret.stencil", "SECRET\n")
        try project.write("T/Part.stencil", "part\n")
        try FileManager.default.createDirectory(atPath: project.url("T/Sub"), withIntermediateDirectories: true)
        XCTAssertEqual(symlink(project.url("Outside"), project.url("T/Shared")), 0)
        XCTAssertEqual(symlink(project.url("Outside/secret.stencil"), project.url("T/Sub/secret.stencil")), 0)
        XCTAssertEqual(symlink(project.url("T/Part.stencil"), project.url("T/Sub/alias.stencil")), 0)
        let arguments = ["--sources", "S", "--templates", "T/Names.stencil", "--output", "O", "--disable-cache"]
        for include in ["Shared/secret.stencil", "Sub/secret.stencil"] {
            try project.write("T/Names.stencil", "x{% include \"\(include)\" %}")
            let result = try ModelgenBinary.run(arguments, in: project.path)
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains("T/Names.stencil:1:"), result.stderr)
            XCTAssertTrue(result.stderr.contains("Path `\(include)` leads outside of base path"), result.stderr)
            XCTAssertFalse(result.stderr.contains("SECRET"))
            XCTAssertFalse(project.exists("O/Names.generated.swift"))
        }
        // A name that climbs out by its own text names no link: Stencil's message, with its line.
        try project.write("T/Names.stencil", "x{% include \"../Outside/secret.stencil\" %}")
        let climbing = try ModelgenBinary.run(arguments, in: project.path)
        XCTAssertEqual(climbing.status, 1, climbing.stderr)
        XCTAssertTrue(climbing.stderr.hasPrefix("""
            T/Names.stencil:1:5: error: Path `../Outside/secret.stencil` is located outside of base path `\(project.url("T"))`
            x{% include "../Outside/secret.stencil" %}
                ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            """), climbing.stderr)
        try project.write("T/Names.stencil", "x{% include \"Sub/alias.stencil\" %}")
        let inside = try ModelgenBinary.run(arguments, in: project.path)
        XCTAssertEqual(inside.status, 0, inside.stderr)
        XCTAssertEqual(project.read("O/Names.generated.swift"), header("xpart\n"))
    }

    func testUnwritableCacheFolderIsNamedInVerboseOutput() throws {
        try project.write("S/A.swift", "struct A {}\n")
        try project.write("T/Names.stencil", "{{ types.all.count }}")
        try FileManager.default.createDirectory(atPath: project.url("Cache"), withIntermediateDirectories: true)
        try ReadOnly.make(project.url("Cache"))
        let result = try ModelgenBinary.run(["--sources", "S", "--templates", "T", "--output", "O", "--cache-path", "Cache", "--verbose"],
                                            in: project.path)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("modelgen: note: the cache folder Cache cannot be written ("), result.stdout)
        XCTAssertTrue(result.stdout.contains("choose another with --cache-path or cacheBasePath:, or pass --disable-cache"), result.stdout)
        let quiet = try ModelgenBinary.run(["--sources", "S", "--templates", "T", "--output", "O", "--cache-path", "Cache"], in: project.path)
        XCTAssertFalse(quiet.stdout.contains("cache folder"), "said only with --verbose")
        let writable = try ModelgenBinary.run(["--sources", "S", "--templates", "T", "--output", "O", "--verbose"], in: project.path)
        XCTAssertFalse(writable.stdout.contains("cache folder"), writable.stdout)
    }

    // MARK: helpers

    /// The id of a process that has ended (and was reaped).
    private func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    private func agePast(_ files: [String]) throws {
        for file in files { try project.age(file) }
    }
}

/// Results written by concurrent workers, one slot each.
private final class ResultList: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [ModelgenBinary.Result?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: ModelgenBinary.Result?) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    func get(_ index: Int) -> ModelgenBinary.Result? {
        lock.lock()
        defer { lock.unlock() }
        return results[index]
    }
}
