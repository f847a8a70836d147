import SwiftDeclParser

// Arbitrary bytes as one Swift file: parse it, then compose it (alone and twice, so extension
// merging and relationship resolution see duplicates too).
@_cdecl("LLVMFuzzerTestOneInput")
public func parserFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let first = SwiftParser.parse(path: "Fuzz.swift", bytes: bytes)
    let second = SwiftParser.parse(path: "Other.swift", bytes: bytes)
    let model = Composer.compose([first, second])
    _ = model.types.count
    return 0
}
