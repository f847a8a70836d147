/// A unified diff (`diff -u` format, three lines of context) of two versions of a file, for
/// `adopt --dry-run`. Lines are compared by Myers' algorithm after the common start and end are
/// set aside; past `maximumDistance` differing lines the middle is shown as one replacement.
enum UnifiedDiff {
    static let context = 3
    static let maximumDistance = 1_000

    private enum Operation: Equatable {
        case same(old: Int, new: Int)
        case removed(old: Int)
        case inserted(new: Int)
    }

    static func render(path: String, old: [UInt8], new: [UInt8]) -> String {
        let oldLines = lines(old), newLines = lines(new)
        let operations = script(oldLines, newLines)
        guard operations.contains(where: { if case .same = $0 { return false } else { return true } }) else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        while index < operations.count {
            guard let firstChange = operations[index...].firstIndex(where: { if case .same = $0 { return false } else { return true } }) else { break }
            let start = max(index, firstChange - context)
            var end = firstChange
            var sameRun = 0
            var cursor = firstChange
            while cursor < operations.count {
                if case .same = operations[cursor] {
                    sameRun += 1
                    if sameRun > 2 * context { break }
                } else {
                    sameRun = 0
                    end = cursor
                }
                cursor += 1
            }
            let stop = min(operations.count, end + 1 + context)
            output += hunk(operations[start..<stop], oldLines, newLines)
            index = stop
        }
        return output
    }

    private static func hunk(_ operations: ArraySlice<Operation>, _ oldLines: [ArraySlice<UInt8>], _ newLines: [ArraySlice<UInt8>]) -> String {
        var oldStart = 0, newStart = 0, oldCount = 0, newCount = 0
        var body = ""
        for (offset, operation) in operations.enumerated() {
            switch operation {
            case .same(let old, let new):
                if offset == 0 { (oldStart, newStart) = (old, new) }
                oldCount += 1
                newCount += 1
                body += line(" ", oldLines[old])
            case .removed(let old):
                if offset == 0 { (oldStart, newStart) = (old, position(after: operations, in: .new)) }
                oldCount += 1
                body += line("-", oldLines[old])
            case .inserted(let new):
                if offset == 0 { (oldStart, newStart) = (position(after: operations, in: .old), new) }
                newCount += 1
                body += line("+", newLines[new])
            }
        }
        let oldFirst = oldCount == 0 ? oldStart : oldStart + 1
        let newFirst = newCount == 0 ? newStart : newStart + 1
        return "@@ -\(oldFirst),\(oldCount) +\(newFirst),\(newCount) @@\n" + body
    }

    private enum Side { case old, new }

    /// The first line index on `side` in a hunk that starts with a change on the other side.
    private static func position(after operations: ArraySlice<Operation>, in side: Side) -> Int {
        for operation in operations {
            switch (operation, side) {
            case (.same(let old, _), .old), (.removed(let old), .old): return old
            case (.same(_, let new), .new), (.inserted(let new), .new): return new
            default: continue
            }
        }
        return 0
    }

    private static func line(_ marker: String, _ bytes: ArraySlice<UInt8>) -> String {
        var text = bytes
        let hasBreak = text.last == 10
        if hasBreak { text = text.dropLast() }
        if text.last == 13 { text = text.dropLast() }
        return marker + String(decoding: text, as: UTF8.self) + (hasBreak ? "\n" : "\n\\ No newline at end of file\n")
    }

    /// Lines with their line breaks (the last one may have none).
    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 10 {
            result.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    private static func script(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>]) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var operations = (0..<prefix).map { Operation.same(old: $0, new: $0) }
        let oldMiddle = prefix..<(old.count - suffix), newMiddle = prefix..<(new.count - suffix)
        if let middle = myers(old, oldMiddle, new, newMiddle) {
            operations += middle
        } else {
            operations += oldMiddle.map { Operation.removed(old: $0) } + newMiddle.map { Operation.inserted(new: $0) }
        }
        operations += (0..<suffix).map { Operation.same(old: old.count - suffix + $0, new: new.count - suffix + $0) }
        return operations
    }

    /// Myers' shortest edit script between two ranges of lines; nil past `maximumDistance`.
    private static func myers(_ old: [ArraySlice<UInt8>], _ oldRange: Range<Int>, _ new: [ArraySlice<UInt8>], _ newRange: Range<Int>) -> [Operation]? {
        let n = oldRange.count, m = newRange.count
        let limit = min(n + m, maximumDistance)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var found = false
        for distance in 0...limit {
            trace.append(frontier)
            for diagonal in stride(from: -distance, through: distance, by: 2) {
                var x: Int
                if diagonal == -distance || (diagonal != distance && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1]) {
                    x = frontier[offset + diagonal + 1]
                } else {
                    x = frontier[offset + diagonal - 1] + 1
                }
                var y = x - diagonal
                while x < n, y < m, old[oldRange.lowerBound + x] == new[newRange.lowerBound + y] {
                    x += 1
                    y += 1
                }
                frontier[offset + diagonal] = x
                if x >= n, y >= m {
                    found = true
                    break
                }
            }
            if found { break }
        }
        guard found else { return nil }
        var operations: [Operation] = []
        var x = n, y = m
        for distance in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[distance]
            let diagonal = x - y
            let previousDiagonal: Int
            if diagonal == -distance || (diagonal != distance && previous[offset + diagonal - 1] < previous[offset + diagonal + 1]) {
                previousDiagonal = diagonal + 1
            } else {
                previousDiagonal = diagonal - 1
            }
            let previousX = previous[offset + previousDiagonal]
            let previousY = previousX - previousDiagonal
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                operations.append(.same(old: oldRange.lowerBound + x, new: newRange.lowerBound + y))
            }
            if distance > 0 {
                if x == previousX {
                    operations.append(.inserted(new: newRange.lowerBound + y - 1))
                } else {
                    operations.append(.removed(old: oldRange.lowerBound + x - 1))
                }
                x = previousX
                y = previousY
            }
        }
        return operations.reversed()
    }
}
