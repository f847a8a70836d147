// Arbitrary bytes as a source file with inline regions: scan, then rewrite every region and insert
// an auto block into the first type found. The oracle: bytes before the first edit and after the
// last edit are unchanged ("nothing outside the markers is touched").
@_cdecl("LLVMFuzzerTestOneInput")
public func inlineFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let regions = try? InlineRegionScanner.regions(in: bytes, path: "Fuzz.swift") else { return 0 }
    var replacements: [String: String] = [:]
    for region in regions { replacements[region.name] = "    generated()\n" }
    let output = InlineRewriter.rewrite(bytes, regions: regions, replacements: replacements, insertions: [])
    if let first = regions.map(\.bodyStart).min(), let last = regions.map(\.bodyEnd).max() {
        precondition(Array(output.prefix(first)) == Array(bytes.prefix(first)), "bytes before the first region changed")
        precondition(Array(output.suffix(bytes.count - last)) == Array(bytes.suffix(bytes.count - last)),
                     "bytes after the last region changed")
    } else {
        precondition(output == bytes, "a file without regions changed")
    }
    for name in ["A", "Outer.Inner", "T"] {
        if let body = TypeBodyLocator.locate(name, in: bytes) {
            precondition(body.open < body.close && body.close < bytes.count, "body braces out of range")
            let insertion = InlineRewriter.Insertion(name: "auto:\(name).Fuzz", body: "let x = 1\n", type: body)
            let inserted = InlineRewriter.rewrite(bytes, regions: [], replacements: [:], insertions: [insertion])
            precondition(Array(inserted.prefix(body.open + 1)) == Array(bytes.prefix(body.open + 1)),
                         "bytes before the type body changed")
        }
    }
    return 0
}

/// The scanner reports errors as the pipeline's GenerationError; the real one lives beside
/// types this harness does not compile.
struct GenerationError: Error, CustomStringConvertible {
    var description: String
}
