import Foundation
import SwiftDeclParser
import XCTest
@testable import modelgen

/// The parse cache's binary Codable format: round trips, and corrupt input throws instead of trapping.
final class BinaryEncoderTests: XCTestCase {
    private struct Sample: Codable, Equatable {
        enum Shape: Codable, Equatable { case circle(radius: Double), square(Int), none }
        var name: String
        var count: Int
        var negative: Int64
        var small: UInt8
        var ratio: Double
        var precise: Float
        var flag: Bool
        var optionalPresent: String?
        var optionalAbsent: String?
        var list: [Int]
        var nested: [[String]]
        var table: [String: Sample?]
        var shapes: [Shape]
        var unicode: String
    }

    private func sample() -> Sample {
        let leaf = Sample(name: "leaf", count: 0, negative: 0, small: 0, ratio: 0, precise: 0, flag: false,
                          optionalPresent: nil, optionalAbsent: nil, list: [], nested: [], table: [:], shapes: [],
                          unicode: "")
        return Sample(name: "root", count: 1 << 40, negative: Int64.min, small: 255, ratio: -0.125, precise: 3.5,
                      flag: true, optionalPresent: "here", optionalAbsent: nil, list: [1, -1, Int.max],
                      nested: [["a"], [], ["b", "c"]], table: ["x": leaf, "y": nil],
                      shapes: [.circle(radius: 2), .square(-3), .none], unicode: "héllo → 世界 \u{0}")
    }

    func testRoundTripOfPlainCodableValues() throws {
        let value = sample()
        let bytes = try BinaryEncoder().encode(value)
        XCTAssertEqual(try BinaryDecoder().decode(Sample.self, from: bytes), value)
    }

    func testRoundTripOfRealParseResultsMatchesJSONRoundTrip() throws {
        let source = """
        import Foundation
        // sourcery: auto, key = "v", n = 2
        public final class Model<T>: NSObject, Codable where T: Equatable {
            @objc dynamic var a: Int = 0 { didSet {} }
            private(set) var b: [String: [Int]]? = nil
            let c: (Int, label: String)
            func run(_ x: inout T, y: @escaping (Int) async throws -> Void = { _ in }) rethrows -> T? { nil }
            subscript(i: Int) -> T { get { fatalError() } set {} }
            enum Inner: String { case one = "1", two }
            indirect enum Tree { case leaf(Int), node(left: Tree, right: Tree) }
        }
        extension Model: CustomStringConvertible { var description: String { "" } }
        func free<T>(value: T) -> [T] { [value] }
        typealias Alias = Model<Int>
        """
        let result = SwiftParser.parse(path: "Model.swift", bytes: Array(source.utf8))
        let decoded = try BinaryDecoder().decode(FileParseResult.self, from: try BinaryEncoder().encode(result))
        let json = JSONEncoder()
        json.outputFormatting = [.sortedKeys]
        XCTAssertEqual(String(decoding: try json.encode(decoded), as: UTF8.self),
                       String(decoding: try json.encode(result), as: UTF8.self))
    }

    func testEveryTruncationThrows() throws {
        let bytes = try BinaryEncoder().encode(sample())
        for length in 0..<bytes.count {
            XCTAssertThrowsError(try BinaryDecoder().decode(Sample.self, from: Array(bytes.prefix(length))),
                                 "prefix of \(length) bytes decoded")
        }
    }

    func testCorruptBytesNeverTrap() throws {
        let bytes = try BinaryEncoder().encode(sample())
        var generator = SystemRandomNumberGenerator()
        // Flip bytes one at a time, then several at once: decoding may fail or (for a flipped
        // payload byte) succeed with another value, but must never crash. The cache's checksum
        // is what rejects the latter.
        for index in bytes.indices {
            var copy = bytes
            copy[index] ^= 0xFF
            _ = try? BinaryDecoder().decode(Sample.self, from: copy)
        }
        for _ in 0..<2000 {
            var copy = bytes
            for _ in 0..<4 { copy[Int.random(in: copy.indices, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            _ = try? BinaryDecoder().decode(Sample.self, from: copy)
        }
        XCTAssertThrowsError(try BinaryDecoder().decode(Sample.self, from: bytes + [0]), "trailing byte accepted")
        XCTAssertThrowsError(try BinaryDecoder().decode(Sample.self, from: Array("MGB1".utf8) + [0xFF]))
    }

    func testChecksumRejectsAFlippedPayloadByte() throws {
        let sandbox = try GenerationSandbox()
        let path = try sandbox.write("A.swift", "struct A { var value: Int }\n")
        let cache = ParseCache(directory: sandbox.cacheDirectory, toolVersion: "t")
        _ = try SourceScanner(cache: cache).scan([path])
        let entry = try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheDirectory)[0]
        let url = URL(fileURLWithPath: sandbox.cacheDirectory).appendingPathComponent(entry)
        var bytes = [UInt8](try Data(contentsOf: url))
        // Change a character of the stored variable name: still well-formed, but not what was written.
        let name = Array("value".utf8)
        guard let at = (0..<(bytes.count - name.count)).first(where: { Array(bytes[$0..<($0 + name.count)]) == name }) else {
            return XCTFail("variable name not found in the entry")
        }
        bytes[at] = UInt8(ascii: "V")
        try Data(bytes).write(to: url)
        XCTAssertEqual(try SourceScanner(cache: cache).scan([path]).parsedCount, 1)
    }
}
