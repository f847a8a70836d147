/// A string as a JSON literal, in the spelling of the encoder modelgen's output must match: `"`
/// and `\` escaped, line feed, carriage return and tab as short escapes, other C0 controls as
/// `\u00xx`, everything else (non-ASCII included) as it is.
package enum JSONStringLiteral {
    /// Where the encoders differ.
    package struct Style: Sendable {
        /// `/` written `\/` (Foundation's `JSONSerialization` and `JSONEncoder` do).
        package var escapesSlash: Bool
        /// Backspace and form feed as `\b` and `\f` (`JSONEncoder`), not as `\u0008` and `\u000c`.
        package var shortBackspaceAndFormFeed: Bool

        package init(escapesSlash: Bool, shortBackspaceAndFormFeed: Bool) {
            self.escapesSlash = escapesSlash
            self.shortBackspaceAndFormFeed = shortBackspaceAndFormFeed
        }

        /// Foundation's `JSONSerialization` (Sourcery's `json` filter).
        package static let jsonSerialization = Style(escapesSlash: true, shortBackspaceAndFormFeed: false)
        /// Foundation's `JSONEncoder` (Sourcery's `--dry` document).
        package static let jsonEncoder = Style(escapesSlash: true, shortBackspaceAndFormFeed: true)
        /// Plain JSON: only what the format requires is escaped.
        package static let minimal = Style(escapesSlash: false, shortBackspaceAndFormFeed: false)
    }

    package static func quoted(_ text: String, _ style: Style) -> String {
        var out: [UInt8] = [0x22]
        out.reserveCapacity(text.utf8.count + 2)
        let hex = Array("0123456789abcdef".utf8)
        for byte in text.utf8 {
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x2F where style.escapesSlash: out += [0x5C, 0x2F]
            case 0x08 where style.shortBackspaceAndFormFeed: out += [0x5C, UInt8(ascii: "b")]
            case 0x0C where style.shortBackspaceAndFormFeed: out += [0x5C, UInt8(ascii: "f")]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x0D: out += [0x5C, UInt8(ascii: "r")]
            case 0x09: out += [0x5C, UInt8(ascii: "t")]
            case 0x00..<0x20: out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: out.append(byte)
            }
        }
        out.append(0x22)
        return String(decoding: out, as: UTF8.self)
    }
}
