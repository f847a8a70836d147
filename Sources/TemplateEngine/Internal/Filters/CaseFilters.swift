/// Letter-case transformations of StencilSwiftKit and Sourcery, as scalar scans.
enum CaseFilters {
    /// Uppercases the first Unicode scalar only.
    static func upperFirstLetter(_ string: String) -> String {
        guard let first = string.unicodeScalars.first else { return string }
        // An ASCII scalar uppercases to itself or to the one capital letter: no Unicode case mapping.
        if first.isASCII {
            return isLower(first) ? replacingFirstBytes(of: string, count: 1, with: asciiUppercased) : string
        }
        return String(first).uppercased() + String(string.unicodeScalars.dropFirst())
    }

    /// Lowercases the first character only.
    static func lowerFirstLetter(_ string: String) -> String {
        guard let first = string.first else { return string }
        return String(first).lowercased() + String(string.dropFirst())
    }

    /// Lowercases the leading run of capitals; when the run is longer than one and a lowercase
    /// letter follows, its last capital starts the next word (`URLChooser` → `urlChooser`).
    static func lowerFirstWord(_ string: String) -> String {
        if isASCII(string) {
            // ASCII: the Unicode properties below are exactly `A`–`Z` and `a`–`z`.
            let bytes = string.utf8
            var end = bytes.prefix { isUpper(Unicode.Scalar($0)) }.count
            if end > 1 && end < bytes.count && isLower(Unicode.Scalar(bytes[bytes.index(bytes.startIndex, offsetBy: end)])) {
                end -= 1
            }
            return end == 0 ? string : replacingFirstBytes(of: string, count: end, with: asciiLowercased)
        }
        let scalars = Array(string.unicodeScalars)
        guard !scalars.isEmpty else { return "" }
        var end = 0
        while end < scalars.count && scalars[end].properties.isUppercase { end += 1 }
        if end > 1 && end < scalars.count && scalars[end].properties.isLowercase { end -= 1 }
        return scalarsString(scalars[0..<end]).lowercased() + scalarsString(scalars[end...])
    }

    /// `snakeToCamelCase` (§8.3).
    static func snakeToCamelCase(_ string: String, stripLeading: Bool) -> String {
        let body: String
        if string.utf8.contains(where: { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) {
            body = isASCII(string)
                ? asciiCapitalizedWords(string)
                : string.components(separatedBy: "_").map(upperFirstLetter).joined()
        } else {
            body = snakeCase(string).components(separatedBy: "_").map { $0.capitalized }.joined()
        }
        if stripLeading { return body }
        let underscores = string.unicodeScalars.prefix { $0 == "_" }.count
        return String(repeating: "_", count: underscores) + body
    }

    /// StencilSwiftKit's snake-casing without lowercasing: `_` inserted by
    /// `([A-Z\d]+)([A-Z][a-z])` → `$1_$2`, then `([a-z\d])([A-Z])` → `$1_$2`, then `-` → `_`.
    static func snakeCase(_ string: String) -> String {
        var scalars = Array(string.unicodeScalars)
        scalars = splitCapitalRuns(scalars)
        scalars = splitLowerUpper(scalars)
        return scalarsString(scalars.map { $0 == "-" ? "_" : $0 })
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x41 && scalar.value <= 0x5A }
    private static func isLower(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x61 && scalar.value <= 0x7A }
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    /// `([A-Z\d]+)([A-Z][a-z])`: in a run of capitals/digits followed by a lowercase letter,
    /// the run's last capital starts a new word.
    private static func splitCapitalRuns(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count + 4)
        var index = 0
        while index < scalars.count {
            guard isUpper(scalars[index]) || isDigit(scalars[index]) else {
                result.append(scalars[index])
                index += 1
                continue
            }
            var end = index
            while end < scalars.count && (isUpper(scalars[end]) || isDigit(scalars[end])) { end += 1 }
            if end - index >= 2 && end < scalars.count && isUpper(scalars[end - 1]) && isLower(scalars[end]) {
                result.append(contentsOf: scalars[index..<(end - 1)])
                result.append("_")
                result.append(scalars[end - 1])
                result.append(scalars[end])
                index = end + 1
            } else {
                result.append(contentsOf: scalars[index..<end])
                index = end
            }
        }
        return result
    }

    /// `([a-z\d])([A-Z])`, non-overlapping, left to right.
    private static func splitLowerUpper(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count + 4)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if (isLower(scalar) || isDigit(scalar)) && index + 1 < scalars.count && isUpper(scalars[index + 1]) {
                result.append(scalar)
                result.append("_")
                result.append(scalars[index + 1])
                index += 2
            } else {
                result.append(scalar)
                index += 1
            }
        }
        return result
    }

    /// Sourcery's `titleCase`: camelCase split into capitalised words
    /// (`somethingNamedLikeThis` → `Something Named Like This`, `URLSession` → `URL Session`).
    static func titleCase(_ string: String) -> String {
        let scalars = Array(string.unicodeScalars)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index > 0 && scalar.properties.isUppercase {
                let previous = scalars[index - 1]
                let nextIsLower = index + 1 < scalars.count && scalars[index + 1].properties.isLowercase
                if previous.properties.isLowercase || (previous.properties.isUppercase && nextIsLower) {
                    result.append(" ")
                }
            }
            result.append(scalar)
        }
        return upperFirstLetter(String(result))
    }

    /// The words between `_`s of ASCII text, each with its first letter uppercased, joined: what
    /// splitting at `_` and `upperFirstLetter` on each word give, in one pass over the bytes.
    private static func asciiCapitalizedWords(_ string: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(string.utf8.count)
        var startsWord = true
        for byte in string.utf8 {
            if byte == UInt8(ascii: "_") {
                startsWord = true
            } else {
                result.append(startsWord ? asciiUppercased(byte) : byte)
                startsWord = false
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func isASCII(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    }
    private static func asciiUppercased(_ byte: UInt8) -> UInt8 { isLower(Unicode.Scalar(byte)) ? byte - 0x20 : byte }
    private static func asciiLowercased(_ byte: UInt8) -> UInt8 { isUpper(Unicode.Scalar(byte)) ? byte + 0x20 : byte }

    /// `string` with its first `count` UTF-8 bytes (ASCII ones) mapped by `transform`.
    private static func replacingFirstBytes(of string: String, count: Int, with transform: (UInt8) -> UInt8) -> String {
        var bytes = Array(string.utf8)
        for index in 0..<count { bytes[index] = transform(bytes[index]) }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func scalarsString<C: Collection>(_ scalars: C) -> String where C.Element == Unicode.Scalar {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
