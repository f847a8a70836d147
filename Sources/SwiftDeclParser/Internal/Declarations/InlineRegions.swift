/// `// sourcery:inline:NAME` … `// sourcery:end` regions: generated code owned by the generator,
/// never collected (context-model.md §2.2). Found from the comments' bytes, reported in the
/// parse result (tools rewrite them) and cut out of the token and comment lists in place.
enum InlineRegions {
    typealias Region = (start: Int, end: Int)

    /// What a file's markers describe: its regions in file order, and the markers that do not
    /// make a region (a nested opening, a region never closed, a missing name).
    struct Scan {
        var regions: [InlineRegion] = []
        var problems: [(line: Int, column: Int, message: String)] = []
    }

    /// The regions of a file. A marker is a `//` comment (not `///`) with only whitespace before it
    /// on its line. `// sourcery:begin:` annotation blocks inside a region also end with
    /// `// sourcery:end`, so they are counted to pair each `end` with its opener.
    static func scan(_ comments: [Comment], bytes: [UInt8], lines: LineTable) -> Scan {
        var scan = Scan()
        var open: (comment: Comment, name: String)?
        var annotationDepth = 0
        for comment in comments where comment.mentionsSourcery && comment.kind == .line {
            guard let text = markerText(comment, bytes: bytes, lines: lines) else { continue }
            if CommentText.line(bytes, text, hasPrefix: "sourcery:inline:") {
                let name = regionName(bytes[(text.lowerBound + "sourcery:inline:".utf8.count)..<text.upperBound])
                if let current = open {
                    scan.problems.append((comment.line, column(of: comment, lines),
                                          "sourcery:inline:\(name) starts inside the inline region '\(current.name)' opened on line \(current.comment.line) (regions do not nest)"))
                } else if name.isEmpty {
                    scan.problems.append((comment.line, column(of: comment, lines), "sourcery:inline: needs a name"))
                } else {
                    open = (comment, name)
                    annotationDepth = 0
                }
            } else if open != nil, CommentText.line(bytes, text, hasPrefix: "sourcery:begin:") {
                annotationDepth += 1
            } else if let current = open, CommentText.line(bytes, text, hasPrefix: "sourcery:end") {
                if annotationDepth > 0 { annotationDepth -= 1; continue }
                let marker = current.comment
                scan.regions.append(InlineRegion(name: current.name, line: marker.line, column: column(of: marker, lines),
                                                 markerLineStart: lines.start(ofLine: marker.line), bodyStart: lines.start(ofLine: marker.line + 1),
                                                 endLineStart: lines.start(ofLine: comment.line), endLine: comment.line))
                open = nil
            }
        }
        if let current = open {
            scan.problems.append((current.comment.line, column(of: current.comment, lines),
                                  "inline region '\(current.name)' is never closed with // sourcery:end"))
        }
        return scan
    }

    /// The 1-based byte column where the comment starts (comments store only their line).
    private static func column(of comment: Comment, _ lines: LineTable) -> Int {
        comment.start - lines.start(ofLine: comment.line) + 1
    }

    /// The removal ranges of `regions` (body start to closing line), leaving out force-parsed ones.
    static func removable(_ regions: [InlineRegion], forceParse: [String]) -> [Region] {
        regions.filter { forceParse.isEmpty || !SwiftParser.isForceParsed(regionName: $0.name, forceParse) }
            .map { ($0.bodyStart, $0.endLineStart) }
    }

    /// The comment's text after `//` and blanks, when only whitespace precedes it on its line.
    private static func markerText(_ comment: Comment, bytes: [UInt8], lines: LineTable) -> Range<Int>? {
        guard comment.line <= lines.lineCount else { return nil }
        var index = lines.start(ofLine: comment.line)
        // A byte-order mark before the file's first line is no text on that line.
        if index == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        while index < comment.start {
            guard bytes[index] == 0x20 || bytes[index] == 0x09 else { return nil }
            index += 1
        }
        var start = comment.start + 2
        while start < comment.end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        var end = comment.end
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The first word after `sourcery:inline:`.
    private static func regionName(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.prefix { $0 != 0x20 && $0 != 0x09 }, as: UTF8.self)
    }

    /// Removes, in place, the items whose offset lies in one of `regions` (file order, disjoint).
    /// `items` must be sorted by offset, as tokens and comments are: each region's items are one
    /// run, found by binary search, and the kept runs are moved down once.
    static func remove<Item>(_ regions: [Region], from items: inout [Item], offset: (Item) -> Int) {
        guard !regions.isEmpty, !items.isEmpty else { return }
        let kept = items.withUnsafeMutableBufferPointer { buffer -> Int in
            var write = 0
            var read = 0
            for region in regions {
                let first = firstIndex(in: buffer, from: read, atOrAfter: region.start, offset: offset)
                let end = firstIndex(in: buffer, from: first, atOrAfter: region.end, offset: offset)
                move(buffer, from: read, to: first, into: &write)
                read = end
            }
            move(buffer, from: read, to: buffer.count, into: &write)
            return write
        }
        items.removeSubrange(kept...)
    }

    /// First index at or after `from` whose offset is `>= target` (binary search).
    private static func firstIndex<Item>(in buffer: UnsafeMutableBufferPointer<Item>, from: Int, atOrAfter target: Int,
                                         offset: (Item) -> Int) -> Int {
        var low = from
        var high = buffer.count
        while low < high {
            let middle = (low + high) / 2
            if offset(buffer[middle]) < target { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func move<Item>(_ buffer: UnsafeMutableBufferPointer<Item>, from start: Int, to end: Int, into write: inout Int) {
        if write != start {
            for position in start..<end { buffer[write + position - start] = buffer[position] }
        }
        write += end - start
    }
}
