import SwiftDeclParser

// The binary form of annotations (see `ParseResultCodec`): each value is a kind number, then its
// contents; arrays and dictionaries nest, up to the reader's depth limit.

extension ByteWriter {
    mutating func annotations(_ annotations: Annotations) {
        dictionary(annotations) { $1.write(&$0) }
    }
}

extension ByteReader {
    mutating func annotations() throws -> Annotations {
        try dictionary(AnnotationValue.read)
    }
}

extension AnnotationValue {
    func write(_ w: inout ByteWriter) {
        switch self {
        case .string(let text): w.count(0); w.string(text)
        case .number(let number): w.count(1); w.double(number)
        case .bool(let flag): w.count(2); w.bool(flag)
        case .array(let items): w.count(3); w.list(items) { $1.write(&$0) }
        case .dictionary(let entries): w.count(4); w.dictionary(entries) { $1.write(&$0) }
        }
    }

    static func read(_ r: inout ByteReader) throws -> AnnotationValue {
        switch try r.count() {
        case 0: return .string(try r.string())
        case 1: return .number(try r.double())
        case 2: return .bool(try r.bool())
        case 3: return .array(try r.list(AnnotationValue.read))
        case 4: return .dictionary(try r.dictionary(AnnotationValue.read))
        default: throw CacheFormatError(message: "unknown annotation value")
        }
    }
}
