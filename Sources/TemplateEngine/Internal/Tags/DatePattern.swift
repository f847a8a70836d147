#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Formats a date with a Unicode (ICU) date pattern in the `en_US_POSIX` locale, for the `now` tag:
/// what `DateFormatter` did there, which the product cannot link (it needs the full Foundation and
/// ICU). Supported fields: `y yy yyyy`, `M MM MMM MMMM MMMMM`, `d dd`, `D`, `E…EEEEE`, `a`,
/// `H HH`, `h hh`, `k`, `K`, `m mm`, `s ss`, `S…` (fraction), `Z…ZZZZZ`, `x`/`X` offsets; text in
/// `'…'` and `''` (a quote) as is. Any other letter is written as is.
struct DatePattern {
    /// One moment, broken down in some time zone.
    struct Moment {
        var year: Int, month: Int, day: Int           // month 1–12
        var hour: Int, minute: Int, second: Int
        var nanosecond: Int
        var weekday: Int                               // 0 = Sunday
        var dayOfYear: Int                             // 1–366
        var utcOffsetSeconds: Int

        /// Now, in the process's local time zone (`TZ` or the system's), as DateFormatter used.
        static func now() -> Moment {
            var spec = timespec()
            clock_gettime(CLOCK_REALTIME, &spec)
            return local(seconds: Int(spec.tv_sec), nanosecond: Int(spec.tv_nsec))
        }

        static func local(seconds: Int, nanosecond: Int = 0) -> Moment {
            var time = time_t(seconds)
            var parts = tm()
            localtime_r(&time, &parts)
            return Moment(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
                          hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec),
                          nanosecond: nanosecond, weekday: Int(parts.tm_wday), dayOfYear: Int(parts.tm_yday) + 1,
                          utcOffsetSeconds: Int(parts.tm_gmtoff))
        }
    }

    let pattern: String

    func format(_ moment: Moment) -> String {
        var output = ""
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                index = appendQuoted(characters, from: index, to: &output)
                continue
            }
            var count = 1
            while index + count < characters.count && characters[index + count] == character { count += 1 }
            index += count
            if character.isASCII && character.isLetter {
                output += field(character, count: count, moment)
            } else {
                output += String(repeating: character, count: count)
            }
        }
        return output
    }

    /// `''` is a quote; `'text'` is text (where `''` is again a quote). Returns the index after it.
    private func appendQuoted(_ characters: [Character], from start: Int, to output: inout String) -> Int {
        if start + 1 < characters.count && characters[start + 1] == "'" {
            output += "'"
            return start + 2
        }
        var index = start + 1
        while index < characters.count {
            if characters[index] == "'" {
                if index + 1 < characters.count && characters[index + 1] == "'" {
                    output += "'"
                    index += 2
                    continue
                }
                return index + 1
            }
            output.append(characters[index])
            index += 1
        }
        return index
    }

    private static let months = ["January", "February", "March", "April", "May", "June", "July",
                                 "August", "September", "October", "November", "December"]
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    private func field(_ letter: Character, count: Int, _ moment: Moment) -> String {
        switch letter {
        case "y":
            return count == 2 ? padded(moment.year % 100, 2) : padded(moment.year, count)
        case "M", "L":
            return name(Self.months[moment.month - 1], count: count, number: moment.month)
        case "d": return padded(moment.day, count)
        case "D": return padded(moment.dayOfYear, count)
        case "E":
            let weekday = Self.weekdays[moment.weekday]
            return count == 4 ? weekday : count == 5 ? String(weekday.prefix(1)) : String(weekday.prefix(3))
        case "a": return moment.hour < 12 ? "AM" : "PM"
        case "H": return padded(moment.hour, count)
        case "k": return padded(moment.hour == 0 ? 24 : moment.hour, count)
        case "K": return padded(moment.hour % 12, count)
        case "h": return padded(moment.hour % 12 == 0 ? 12 : moment.hour % 12, count)
        case "m": return padded(moment.minute, count)
        case "s": return padded(moment.second, count)
        case "S":
            // The fraction of the second, truncated to `count` digits.
            let digits = padded(moment.nanosecond, 9)
            return count <= 9 ? String(digits.prefix(count)) : digits + String(repeating: "0", count: count - 9)
        case "Z":
            if count <= 3 { return offset(moment.utcOffsetSeconds, colon: false, zeroAsZ: false) }
            if count == 4 { return "GMT" + (moment.utcOffsetSeconds == 0 ? "" : offset(moment.utcOffsetSeconds, colon: true, zeroAsZ: false)) }
            return offset(moment.utcOffsetSeconds, colon: true, zeroAsZ: true)
        case "x", "X":
            let zeroAsZ = letter == "X"
            if count == 1 {
                let seconds = moment.utcOffsetSeconds
                if zeroAsZ && seconds == 0 { return "Z" }
                let text = offset(seconds, colon: false, zeroAsZ: false)
                return seconds % 3600 == 0 ? String(text.prefix(3)) : text
            }
            return offset(moment.utcOffsetSeconds, colon: count == 3 || count == 5, zeroAsZ: zeroAsZ)
        default:
            return String(repeating: letter, count: count)
        }
    }

    /// `M`/`MM` the number, `MMM` the short name, `MMMM` the full name, `MMMMM` the initial.
    private func name(_ full: String, count: Int, number: Int) -> String {
        switch count {
        case 1, 2: return padded(number, count)
        case 3: return String(full.prefix(3))
        case 4: return full
        default: return String(full.prefix(1))
        }
    }

    /// `+hhmm` / `+hh:mm`, or `Z` for zero when asked.
    private func offset(_ seconds: Int, colon: Bool, zeroAsZ: Bool) -> String {
        if zeroAsZ && seconds == 0 { return "Z" }
        let minutes = abs(seconds) / 60
        return (seconds < 0 ? "-" : "+") + padded(minutes / 60, 2) + (colon ? ":" : "") + padded(minutes % 60, 2)
    }

    private func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let sign = value < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
