/// The two `NSString` path operations the product uses, with NSString's exact results on Linux
/// (runs of `/` count as one, a trailing `/` is ignored, `"/"` stays `"/"`), so the product needs
/// no full Foundation. NSString's Swift implementation works on `Character`s; an ASCII path is
/// handled byte by byte instead, which gives the same result because there each byte is one
/// `Character`.
package enum PathText {
    /// `(path as NSString).lastPathComponent`: `"/a/b.swift"` → `"b.swift"`, `"/a/b/"` → `"b"`,
    /// `"/"` → `"/"`, `""` → `""`.
    package static func lastComponent(_ path: String) -> String {
        if isASCII(path) {
            return String(decoding: lastComponent(Array(path.utf8), slash: UInt8(ascii: "/")), as: UTF8.self)
        }
        return String(lastComponent(Array(path), slash: "/"))
    }

    /// `(path as NSString).deletingLastPathComponent`: `"/a/b.swift"` → `"/a"`, `"/a"` → `"/"`,
    /// `"a"` → `""`, `"/"` → `"/"`.
    package static func deletingLastComponent(_ path: String) -> String {
        if isASCII(path) {
            return String(decoding: deletingLastComponent(Array(path.utf8), slash: UInt8(ascii: "/")), as: UTF8.self)
        }
        return String(deletingLastComponent(Array(path), slash: "/"))
    }

    /// The text before the last `/` of a path as the file system reads it (no runs of `/` to
    /// collapse): `"/a/b.swift"` → `"/a"`, `"/a"` → `"/"`, `"a"` → `"."`.
    package static func parentFolder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func isASCII(_ path: String) -> Bool {
        path.utf8.allSatisfy { $0 < 0x80 }
    }

    private static func lastComponent<Element: Equatable>(_ path: [Element], slash: Element) -> ArraySlice<Element> {
        let fixed = fixingSlashes(path, slash: slash)
        if fixed.count <= 1 { return fixed[...] }
        return fixed[startOfLastComponent(fixed, slash: slash)...]
    }

    private static func deletingLastComponent<Element: Equatable>(_ path: [Element], slash: Element) -> ArraySlice<Element> {
        let fixed = fixingSlashes(path, slash: slash)
        if fixed == [slash] || fixed.isEmpty { return fixed[...] }
        let start = startOfLastComponent(fixed, slash: slash)
        if start == 0 { return [] }
        if start == 1 { return [slash] }
        return fixed[..<(start - 1)]
    }

    /// Collapses each run of `/` to one and drops one trailing `/`; `"/"` is returned as is.
    private static func fixingSlashes<Element: Equatable>(_ path: [Element], slash: Element) -> [Element] {
        if path == [slash] { return path }
        var result: [Element] = []
        result.reserveCapacity(path.count)
        var previousWasSlash = false
        for element in path {
            let isSlash = element == slash
            if !(isSlash && previousWasSlash) { result.append(element) }
            previousWasSlash = isSlash
        }
        if result.last == slash { result.removeLast() }
        return result
    }

    /// Just after the last `/` (0 when there is none); `fixed` has no trailing `/`.
    private static func startOfLastComponent<Element: Equatable>(_ fixed: [Element], slash: Element) -> Int {
        guard let last = fixed.lastIndex(of: slash) else { return 0 }
        return last + 1
    }
}
