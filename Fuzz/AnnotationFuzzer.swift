@testable import SwiftDeclParser

// Arbitrary bytes as the text after `// sourcery:`, and as a whole comment line in a file.
@_cdecl("LLVMFuzzerTestOneInput")
public func annotationFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = AnnotationParser.parse(text)
    _ = AnnotationParser.value(of: text)
    let file = "// sourcery: \(text)\nstruct A {\n    // sourcery: \(text)\n    var a: Int\n}\n"
    _ = SwiftParser.parse(path: "Annotations.swift", bytes: Array(file.utf8))
    return 0
}
