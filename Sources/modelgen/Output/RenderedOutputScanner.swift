/// Splits a template's rendered text at the Sourcery output markers it emits (context-model.md §5.5):
///
///     // sourcery:file:Path/Name        body goes to its own file under the output folder
///     // sourcery:inline:NAME           body replaces the NAME region of a source file
///     // sourcery:inline:auto:T.Tpl     … or is inserted at the end of type T's body
///     // sourcery:end
///
/// Markers must be on a line of their own (indentation allowed). `// sourcery:begin:` … `end`
/// annotation blocks pass through untouched. Blocks do not nest.
enum RenderedOutputScanner {
    struct FileBlock: Equatable {
        var path: String
        var body: String
        var line: Int
    }

    struct InlineBlock: Equatable {
        var name: String
        var body: String
        var line: Int
        /// The marker and end lines exactly as rendered, kept in case no source region takes the block.
        var openingLine: String
        var closingLine: String

        var isAuto: Bool { name.hasPrefix("auto:") || name.hasPrefix("after-auto:") }
    }

    enum Segment: Equatable {
        case text(String)
        case inline(InlineBlock)
    }

    struct Scanned: Equatable {
        /// The main output: plain text and inline blocks in order (file blocks removed).
        var segments: [Segment]
        var fileBlocks: [FileBlock]
    }

    enum Marker: Equatable {
        case file(String), inline(String), begin, end
    }

    /// The directive on a marker line (`// sourcery:…`), or nil for any other line.
    static func marker(in line: Substring) -> Marker? {
        var text = line.drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix("//") else { return nil }
        text = text.drop { $0 == "/" }.drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix("sourcery:") else { return nil }
        let directive = text.dropFirst("sourcery:".count)
        if trimmed(directive) == "end" { return .end }
        if directive.hasPrefix("file:") { return .file(trimmed(directive.dropFirst(5))) }
        if directive.hasPrefix("inline:") {
            let name = trimmed(directive.dropFirst(7))
            return .inline(String(name.prefix { $0 != " " && $0 != "\t" }))
        }
        if directive.hasPrefix("begin:") { return .begin }
        return nil
    }

    /// `templatePath` is only used in error messages.
    static func scan(_ text: String, templatePath: String) throws -> Scanned {
        var segments: [Segment] = []
        var fileBlocks: [FileBlock] = []
        var plain = ""
        var open: (marker: Marker, line: Int, text: String)?
        var body = ""
        var annotationDepth = 0

        func fail(_ line: Int, _ message: String) -> GenerationError {
            GenerationError(description: "\(templatePath): error: in the rendered output, line \(line): \(message)")
        }

        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            let isLast = offset == lines.count - 1
            let lineWithNewline = isLast ? String(line) : String(line) + "\n"
            if isLast && line.isEmpty { break }
            let marker = marker(in: line)
            if let current = open {
                switch marker {
                case .end?:
                    if annotationDepth > 0 {
                        annotationDepth -= 1
                        body += lineWithNewline
                        continue
                    }
                    switch current.marker {
                    case .file(let path):
                        fileBlocks.append(FileBlock(path: path, body: body, line: current.line))
                    case .inline(let name):
                        if !plain.isEmpty { segments.append(.text(plain)); plain = "" }
                        segments.append(.inline(InlineBlock(name: name, body: body, line: current.line,
                                                            openingLine: current.text, closingLine: lineWithNewline)))
                    default: break
                    }
                    open = nil
                    body = ""
                case .file?, .inline?:
                    throw fail(number, "a sourcery:file/inline block cannot start inside the block opened on line \(current.line) (blocks do not nest; close it with // sourcery:end)")
                case .begin?:
                    annotationDepth += 1
                    body += lineWithNewline
                case nil:
                    body += lineWithNewline
                }
                continue
            }
            switch marker {
            case .file(let path)?:
                if path.isEmpty { throw fail(number, "// sourcery:file: needs a path") }
                open = (.file(path), number, lineWithNewline)
            case .inline(let name)?:
                if name.isEmpty { throw fail(number, "// sourcery:inline: needs a name") }
                open = (.inline(name), number, lineWithNewline)
            case .begin?:
                annotationDepth += 1
                plain += lineWithNewline
            case .end?:
                if annotationDepth > 0 {
                    annotationDepth -= 1
                    plain += lineWithNewline
                } else {
                    throw fail(number, "// sourcery:end without an open sourcery:file or sourcery:inline block")
                }
            case nil:
                plain += lineWithNewline
            }
        }
        if let current = open {
            throw fail(current.line, "block opened here is never closed with // sourcery:end")
        }
        if !plain.isEmpty { segments.append(.text(plain)) }
        return Scanned(segments: segments, fileBlocks: fileBlocks)
    }
}

/// Spaces, tabs and a carriage return around marker text do not matter.
private func trimmed(_ text: Substring) -> String {
    let isSpace = { (character: Character) in character == " " || character == "\t" || character == "\r" }
    var result = text.drop(while: isSpace)
    while let last = result.last, isSpace(last) { result = result.dropLast() }
    return String(result)
}
