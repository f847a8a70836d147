import SwiftDeclParser

// Arbitrary bytes as a source file with inline regions: the parser finds the regions and type
// bodies, then every region is rewritten and auto / after-auto blocks are put into the first types.
// The oracle: bytes before the first edit and after the last edit are unchanged ("nothing outside
// the markers is touched"), and offsets stay inside the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func inlineFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parsed = SwiftParser.parse(path: "Fuzz.swift", bytes: bytes, options: .minimal)
    let regions = parsed.inlineRegions
    for region in regions {
        precondition(region.markerLineStart < region.bodyStart && region.bodyStart <= region.endLineStart
                     && region.endLineStart <= bytes.count, "region offsets out of order")
    }
    let replacements = regions.map { SourceryInlineLayout.Replacement(region: $0, body: "    generated()\n") }
    let output = SourceryInlineLayout.rewrite(bytes, replacements: replacements, insertions: [])
    if let first = regions.map(\.bodyStart).min(), let last = regions.map(\.endLineStart).max() {
        precondition(Array(output.prefix(first)) == Array(bytes.prefix(first)), "bytes before the first region changed")
        precondition(Array(output.suffix(bytes.count - last)) == Array(bytes.suffix(bytes.count - last)),
                     "bytes after the last region changed")
    } else {
        precondition(output == bytes, "a file without regions changed")
    }
    for body in parsed.typeBodies.prefix(3) {
        precondition(body.open < body.close && body.close < bytes.count, "body braces out of range")
        let blocks = [SourceryInlineLayout.Insertion(name: "auto:\(body.name).Fuzz", body: "let x = 1\n", type: body),
                      SourceryInlineLayout.Insertion(name: "after-auto:\(body.name).Fuzz", body: "let y = 1\n", type: body)]
        let inserted = SourceryInlineLayout.rewrite(bytes, replacements: [], insertions: blocks)
        precondition(Array(inserted.prefix(body.open + 1)) == Array(bytes.prefix(body.open + 1)),
                     "bytes before the type body changed")
        precondition(Array(inserted.suffix(bytes.count - body.close - 1)) == Array(bytes.suffix(bytes.count - body.close - 1)),
                     "bytes after the type body changed")
    }
    return 0
}
