import SystemSupport
/// Parses one file: header check, lexing, inline-region removal, annotation index,
/// declaration scan, and diagnostics with locations and source lines.
struct FileParser {
    let path: String
    let bytes: [UInt8]
    var forceParse: [String] = []
    var options = ParseOptions.everything

    /// With a workspace, the lexer fills (and afterwards leaves) its buffers there.
    func parse(workspace: SwiftParser.Workspace?) -> FileParseResult {
        // The file name is only needed for a generated file, so it is not split off for every file.
        if isGeneratedFile() && !SwiftParser.isForceParsed(fileName: path.split(separator: "/").last.map(String.init) ?? path, forceParse) {
            var result = FileParseResult(path: path)
            result.isGenerated = true
            return result
        }
        var lexed = LexedFile()
        if let workspace { swap(&lexed, &workspace.lexedFile) }
        Lexer.lex(bytes, into: &lexed)
        // A very large file's buffers are given back as soon as the parse is done with each, and
        // are not kept for the next file: they would stay for the whole run beside its
        // declarations (composed while the other files are parsed).
        let isVeryLarge = lexed.isVeryLarge
        // The parser and annotation index share the lexer's arrays; they are gone when
        // `parse(lexed:)` returns, so the workspace gets its buffers back uniquely referenced.
        let result = parse(lexed: &lexed, givingBackBuffers: isVeryLarge, memo: workspace?.memo ?? ParsedTextCache(),
                           stacks: workspace?.declarationStacks ?? DeclarationStacks())
        if let workspace, !isVeryLarge {
            swap(&lexed, &workspace.lexedFile)
        }
        return result
    }

    private func parse(lexed: inout LexedFile, givingBackBuffers: Bool, memo: ParsedTextCache,
                       stacks: DeclarationStacks) -> FileParseResult {
        var result = FileParseResult(path: path)
        let lines = lexed.lines
        let inline = InlineRegions.scan(lexed.comments, bytes: bytes, lines: lines)
        result.inlineRegions = inline.regions
        result.inlineRegionErrors = inline.problems.map {
            var error = diagnostic(line: $0.line, column: $0.column, message: $0.message, lines: lines)
            error.severity = .error
            return error
        }
        if !inline.regions.isEmpty || !inline.problems.isEmpty { result.sourceDigest = SwiftParser.sourceDigest(of: bytes) }
        let removedRegions = removeInlineRegions(InlineRegions.removable(inline.regions, forceParse: forceParse), from: &lexed)
        stacks.removeAll()
        let topLevel = stacks.mark
        let declared = parseDeclarations(lexed: &lexed, givingBackComments: givingBackBuffers, memoizesAttributes: !removedRegions,
                                         memo: memo, stacks: stacks)
        // The file's own members are still on the stacks: the tokens go before they are copied
        // off, so that copy is not held beside them.
        if givingBackBuffers { lexed.releaseTokens() }
        let members = stacks.popMembers(since: topLevel)
        // The stacks are empty now: what a very large file grew them to is given back before the
        // rest of the result is built, rather than held beside it.
        stacks.releaseLargeStorage()
        result.declarations = members.types
        result.typeBodies = TypeBody.all(in: members.types)
        result.functions = members.methods
        result.typealiases = members.typealiases
        result.imports = members.imports
        result.fileAnnotations = declared.fileAnnotations

        var diagnostics: [Diagnostic] = []
        if let marker = leadingMergeConflictMarker().map(lines.position(of:)) ?? firstMergeConflictMarkerLine(in: lexed).map({ (line: $0, column: 1) }) {
            var conflict = diagnostic(line: marker.line, column: marker.column, message: SwiftParser.mergeConflictMessage, lines: lines)
            conflict.severity = .error
            diagnostics.append(conflict)
        }
        if let invalid = firstInvalidUTF8Offset() {
            let position = lines.position(of: invalid)
            diagnostics.append(diagnostic(line: position.line, column: position.column,
                                          message: "file is not valid UTF-8; invalid bytes are read as U+FFFD", lines: lines))
        }
        for problem in lexed.problems {
            diagnostics.append(diagnostic(line: problem.line, column: problem.column, message: problem.message, lines: lines))
        }
        for warning in declared.warnings {
            let position = lines.position(of: warning.token.start)
            diagnostics.append(diagnostic(line: position.line, column: position.column, message: warning.message, lines: lines))
        }
        // Hostile input can produce many warnings; a few located ones are what a person reads.
        if diagnostics.count > 50 {
            let dropped = diagnostics.count - 50
            diagnostics = Array(diagnostics.prefix(50))
            diagnostics.append(Diagnostic(path: path, line: 1, column: 1, message: "\(dropped) more warnings not shown"))
        }
        result.diagnostics = diagnostics
        return result
    }

    /// Parses the file's declarations onto `stacks`, leaving its own members there for the
    /// caller to take off. The annotation index and the parser end with this call, so their
    /// tables are gone by then; the comments, once the index has read them, are given back
    /// first when `givingBackComments`.
    private func parseDeclarations(lexed: inout LexedFile, givingBackComments: Bool, memoizesAttributes: Bool,
                                   memo: ParsedTextCache, stacks: DeclarationStacks)
        -> (fileAnnotations: Annotations, warnings: [(token: Token, message: String)]) {
        let annotationIndex = AnnotationIndex(comments: lexed.comments, lineStarts: lexed.lineStarts, bytes: bytes, memo: memo,
                                              readsDocumentation: options.documentation)
        if givingBackComments { lexed.releaseComments() }
        var parser = DeclarationParser(tokens: lexed.tokens, lines: lexed.lines, bytes: bytes, annotationIndex: annotationIndex,
                                       memo: memo, memoizesAttributes: memoizesAttributes, stacks: stacks, options: options)
        parser.pushMembers(scope: .file, closingBrace: false)
        return (annotationIndex.fileAnnotations, parser.warnings)
    }

    /// The first line starting with a merge-conflict marker (`<<<<<<<` or `>>>>>>>`, as Sourcery
    /// looks for): one test per line start, so a marker inside a string literal or comment counts too.
    private func firstMergeConflictMarkerLine(in lexed: LexedFile) -> Int? {
        let count = bytes.count
        let lines = lexed.lines
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            for line in 1..<max(1, lines.lineCount + 1) {
                let start = lines.start(ofLine: line)
                guard start + 7 <= count else { continue }
                let first = buffer[start]
                guard first == UInt8(ascii: "<") || first == UInt8(ascii: ">") else { continue }
                var run = 1
                while run < 7, buffer[start + run] == first { run += 1 }
                if run == 7 { return line }
            }
            return nil
        }
    }

    /// Sourcery's own test: the file starts with white space, and the first text after it is
    /// `<<<<<` or `>>>>>` (five characters are enough there). The offset of the marker.
    private func leadingMergeConflictMarker() -> Int? {
        var offset = 0
        // Sourcery's `\s`: space, tab, line feed, vertical tab, form feed, carriage return.
        while offset < bytes.count, bytes[offset] == 0x20 || (0x09...0x0D).contains(bytes[offset]) { offset += 1 }
        guard offset > 0, offset + 5 <= bytes.count else { return nil }
        let first = bytes[offset]
        guard first == UInt8(ascii: "<") || first == UInt8(ascii: ">") else { return nil }
        return bytes[offset..<offset + 5].allSatisfy { $0 == first } ? offset : nil
    }

    private func isGeneratedFile() -> Bool {
        SwiftParser.hasGeneratedFileHeader(bytes)
    }

    /// Drops the tokens and comments of inline regions (`InlineRegions`). True when a region was removed.
    private func removeInlineRegions(_ regions: [InlineRegions.Region], from lexed: inout LexedFile) -> Bool {
        guard !regions.isEmpty else { return false }
        InlineRegions.remove(regions, from: &lexed.tokens, offset: { $0.start })
        InlineRegions.remove(regions, from: &lexed.comments, offset: { $0.start })
        return true
    }

    private func firstInvalidUTF8Offset() -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            // ASCII runs are skipped a word (or four) at a time.
            var position = 0
            let count = buffer.count
            guard let base = buffer.baseAddress else { return nil }
            let raw = UnsafeRawPointer(base)
            let highBits: UInt64 = 0x8080_8080_8080_8080
            while position < count {
                // Thirty-two bytes a step while all are ASCII (most files are, throughout); the
                // eight-byte loop then finds the word that is not.
                while position + 32 <= count {
                    let words = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: position + 8, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: position + 16, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: position + 24, as: UInt64.self)
                    if words & highBits != 0 { break }
                    position += 32
                }
                while position + 8 <= count, raw.loadUnaligned(fromByteOffset: position, as: UInt64.self) & highBits == 0 {
                    position += 8
                }
                guard position < count else { break }
                let byte = buffer[position]
                if byte < 0x80 { position += 1; continue }
                let length: Int
                if byte & 0xE0 == 0xC0, byte >= 0xC2 { length = 2 } else if byte & 0xF0 == 0xE0 { length = 3 } else if byte & 0xF8 == 0xF0, byte <= 0xF4 { length = 4 } else { return position }
                guard position + length <= count else { return position }
                for offset in 1..<length where buffer[position + offset] & 0xC0 != 0x80 { return position }
                position += length
            }
            return nil
        }
    }

    /// The furthest byte column a diagnostic quotes its line for.
    static let maximumExcerptColumn = 4096
    /// How much of the line after the column a diagnostic keeps: more than the excerpt's window
    /// shows there, whatever the encoding (`SourceExcerpt.maximumWidth` characters of up to 4 bytes).
    static let excerptBytesAfterColumn = 4 * SourceExcerpt.maximumWidth

    private func diagnostic(line: Int, column: Int, message: String, lines: LineTable) -> Diagnostic {
        var lineText: String?
        // The line up to a little past the column: the excerpt prints a window of it around the
        // column. A column far into a line (minified or hostile input) gets no excerpt, so a
        // diagnostic never holds megabytes of source.
        if line >= 1, line <= lines.lineCount, column <= Self.maximumExcerptColumn {
            let start = lines.start(ofLine: line)
            let limit = min(bytes.count, start + column + Self.excerptBytesAfterColumn)
            var end = start
            while end < limit, bytes[end] != 0x0A { end += 1 }
            lineText = String(decoding: bytes[start..<end], as: UTF8.self)
        }
        return Diagnostic(path: path, line: line, column: column, message: message, lineText: lineText)
    }
}
