/// The two `NSString` path operations the product uses, with NSString's exact results on Linux
/// (runs of `/` count as one, a trailing `/` is ignored, `"/"` stays `"/"`), so the product needs
/// no full Foundation. Works on `Character`s, as NSString's Swift implementation does.
package enum PathText {
    /// `(path as NSString).lastPathComponent`: `"/a/b.swift"` → `"b.swift"`, `"/a/b/"` → `"b"`,
    /// `"/"` → `"/"`, `""` → `""`.
    package static func lastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        if fixed.utf16.count <= 1 { return fixed }
        return String(fixed[startOfLastComponent(fixed)...])
    }

    /// `(path as NSString).deletingLastPathComponent`: `"/a/b.swift"` → `"/a"`, `"/a"` → `"/"`,
    /// `"a"` → `""`, `"/"` → `"/"`.
    package static func deletingLastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        if fixed == "/" || fixed.isEmpty { return fixed }
        let start = startOfLastComponent(fixed)
        if start == fixed.startIndex { return "" }
        if start == fixed.index(after: fixed.startIndex) { return "/" }
        return String(fixed[..<fixed.index(before: start)])
    }

    /// Collapses each run of `/` to one and drops one trailing `/`; `"/"` is returned as is.
    private static func fixingSlashes(_ path: String) -> String {
        if path == "/" { return path }
        var result = ""
        var previousWasSlash = false
        for character in path {
            let isSlash = character == "/"
            if !(isSlash && previousWasSlash) { result.append(character) }
            previousWasSlash = isSlash
        }
        if result.hasSuffix("/") { result.removeLast() }
        return result
    }

    /// Just after the last `/` (the start when there is none); `fixed` has no trailing `/`.
    private static func startOfLastComponent(_ fixed: String) -> String.Index {
        var position = fixed.endIndex
        while position > fixed.startIndex {
            let previous = fixed.index(before: position)
            if fixed[previous] == "/" { break }
            position = previous
        }
        return position
    }
}
