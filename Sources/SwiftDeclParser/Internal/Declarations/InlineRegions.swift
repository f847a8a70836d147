/// `// sourcery:inline:NAME` … `// sourcery:end` regions: generated code owned by the generator,
/// never collected (context-model.md §2.2). Found from the comments' bytes and cut out of the
/// token and comment lists in place.
enum InlineRegions {
    typealias Region = (start: Int, end: Int)

    /// The regions of a file, in file order: from the end of each opening comment to the start of
    /// its `sourcery:end`. A force-parsed region is read like ordinary code; its `end` closes nothing.
    static func find(in comments: [Comment], bytes: [UInt8], forceParse: [String]) -> [Region] {
        var regions: [Region] = []
        var openStart: Int?
        for comment in comments where comment.mentionsSourcery {
            let line = CommentText.firstLineRange(of: comment, bytes)
            if openStart == nil, CommentText.line(bytes, line, hasPrefix: "sourcery:inline:") {
                // The name only matters to `--force-parse`.
                if !forceParse.isEmpty {
                    let text = String(decoding: bytes[line], as: UTF8.self)
                    let name = String(text.dropFirst("sourcery:inline:".count)).trimmingWhitespace()
                    if SwiftParser.isForceParsed(regionName: name, forceParse) { continue }
                }
                openStart = comment.end
            } else if let start = openStart, CommentText.line(bytes, line, hasPrefix: "sourcery:end") {
                regions.append((start, comment.start))
                openStart = nil
            }
        }
        return regions
    }

    /// Whether `region` holds exactly one of the braces of `body` (offsets of its `{` and `}`).
    static func cuts(_ region: Region, _ body: (open: Int, close: Int)) -> Bool {
        (region.start..<region.end).contains(body.open) != (region.start..<region.end).contains(body.close)
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
