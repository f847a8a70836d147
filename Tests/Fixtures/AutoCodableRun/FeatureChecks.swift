// Checks of Examples/Models/AutoCodable/Features.swift, called from main.swift.
import Foundation

@MainActor func runFeatureChecks() {
    // Lossy collections: bad elements dropped and reported, the rest kept.
    fallbacks = []
    let catalogJSON = #"{"ids": [1, "x", 3, null], "labels": ["a", 2, "b", "a"], "prices": {"tea": 2.5, "cake": "n/a"}}"#
    if let catalog = decoded(Catalog.self, catalogJSON) {
        expectEqual(catalog.ids, [1, 3], "lossy array")
        expectEqual(catalog.labels, ["a", "b"], "lossy set")
        expectEqual(catalog.prices, ["tea": 2.5], "lossy dictionary")
        expectEqual(fallbacks.map(\.keyPath), ["ids.1", "ids.3", "labels.1", "prices.cake"], "dropped elements reported")
        check(fallbacks.allSatisfy { $0.kind == .droppedInvalidElement }, "reported as droppedInvalidElement")
    }
    if let empty = decoded(Catalog.self, #"{"labels": []}"#) {
        expectEqual(empty.ids, [], "lossy default when missing")
        expectEqual(empty.prices, nil, "lossy optional when missing")
    }
    check(decodingError(Catalog.self, json(#"{"ids": []}"#)) != nil, "lossy without default still requires the key")

    // Dates and data.
    let scheduleJSON = #"{"start": "2024-03-01T10:00:00Z", "created": 1700000000, "updated": "1700000000500","#
        + #" "day": "2024-03-02", "payload": "aGk="}"#
    if let schedule = decoded(Schedule.self, scheduleJSON) {
        expectEqual(schedule.start.timeIntervalSince1970, 1_709_287_200, "iso8601")
        expectEqual(schedule.created.timeIntervalSince1970, 1_700_000_000, "secondsSince1970")
        expectEqual(schedule.updated?.timeIntervalSince1970, 1_700_000_000.5, "millisecondsSince1970 from a string")
        expectEqual(schedule.day.timeIntervalSince1970, 1_709_337_600, "format string, UTC")
        expectEqual(schedule.payload, Data("hi".utf8), "base64")
        expectEqual(encodedText(schedule), #"{"created":1700000000,"day":"2024-03-02","payload":"aGk=","#
            + #""start":"2024-03-01T10:00:00Z","updated":1700000000500}"#, "dates and data round trip")
    }
    if let fractional = decoded(Schedule.self, #"{"start": "2024-03-01T10:00:00.250Z", "created": 0, "day": "2024-03-02", "payload": ""}"#) {
        expectEqual(fractional.start.timeIntervalSince1970, 1_709_287_200.25, "iso8601 with fractional seconds")
        expectEqual(fractional.updated, nil, "missing optional date")
    }
    if case .dataCorrupted(let context)? = decodingError(Schedule.self, json(#"{"start": "soon", "created": 0, "day": "2024-03-02", "payload": ""}"#)) {
        expectEqual(context.codingPath.map(\.stringValue), ["start"], "bad date path")
    } else {
        check(false, "a bad date must throw dataCorrupted")
    }

    // Key styles.
    expectEqual(decoded(KebabKeys.self, #"{"first-name": "A", "zip-code": "1"}"#)?.zipCode, "1", "kebab-case read")
    expectEqual(encodedText(KebabKeys(firstName: "A", zipCode: nil)), #"{"first-name":"A"}"#, "kebab-case written")
    expectEqual(encodedText(ScreamingKeys(firstName: "A")), #"{"FIRST_NAME":"A"}"#, "SCREAMING_SNAKE_CASE")
    expectEqual(decoded(ScreamingKeys.self, #"{"FIRST_NAME": "B"}"#)?.firstName, "B", "SCREAMING_SNAKE_CASE read")
    expectEqual(encodedText(PascalKeys(firstName: "A")), #"{"FirstName":"A"}"#, "PascalCase")
    expectEqual(decoded(PascalKeys.self, #"{"FirstName": "B"}"#)?.firstName, "B", "PascalCase read")
    expectEqual(encodedText(CamelKeys(first_name: "A")), #"{"firstName":"A"}"#, "camelCase")
    expectEqual(decoded(CamelKeys.self, #"{"firstName": "B"}"#)?.first_name, "B", "camelCase read")
    expectEqual(decoded(LenientKeys.self, #"{"first_name": "A", "lastName": "B"}"#).map { [$0.firstName, $0.lastName] },
                ["A", "B"], "lenient keys read both spellings")
    expectEqual(encodedText(LenientKeys(firstName: "A", lastName: "B")), #"{"first_name":"A","last_name":"B"}"#,
                "lenient keys write the style")
    check(decodingError(KebabKeys.self, json(#"{"firstName": "A"}"#)) != nil, "kebab-case does not read camelCase")

    // Direction, null for nil, computed, flatten, hooks.
    Member.encodeCount = 0
    let memberJSON = #"{"name": "ada", "password": "s3cret", "schemaVersion": 9, "lat": 1.5, "lng": 2, "decodeCount": 7}"#
    if let member = decoded(Member.self, memberJSON) {
        expectEqual(member.name, "ada", "name")
        expectEqual(member.password, "s3cret", "skip = encode still reads")
        expectEqual(member.schemaVersion, 1, "skip = decode does not read")
        expectEqual(member.bio, nil, "bio")
        expectEqual(member.location, Location(lat: 1.5, lng: 2), "flatten reads the parent's keys")
        expectEqual(member.decodeCount, 1, "skip leaves the default; didDecode ran once")
        expectEqual(member.lastSeen, nil, "lastSeen")
        expectEqual(encodedText(member), #"{"bio":null,"displayName":"ADA","lastSeen":null,"lat":1.5,"lng":2,"name":"ada","#
                    + #""schemaVersion":1}"#, "encodeNil (with a transformer too), computed encode, flatten, skip directions")
        expectEqual(Member.encodeCount, 1, "willEncode ran once")
    }

    // Hooks with the decoder and encoder; a property's own key style.
    if let sessions = decoded([Session].self, #"[{"token": "t", "EXPIRES_IN": "60", "expiresIn": 1}]"#) {
        expectEqual(sessions.map(\.token), ["t"], "token")
        expectEqual(sessions.map(\.expiresIn), [60], "property keyStyle, converted from a string")
        expectEqual(sessions.map(\.path), ["Index 0"], "didDecode(from:) sees the decoder")
        expectEqual(encodedText(sessions[0]), #"{"EXPIRES_IN":60,"apiVersion":"v1","token":"t"}"#, "willEncode(to:) writes")
    }
    if case .dataCorrupted(let context)? = decodingError(Session.self, json(#"{"token": ""}"#)) {
        expectEqual(context.debugDescription, "empty token", "a throwing didDecode fails decoding")
    } else {
        check(false, "a throwing didDecode must fail decoding")
    }

    // Tolerant Bool.
    if let switches = decoded(Switches.self, #"{"a": "y", "b": "F", "c": 1.0, "d": "t", "e": "maybe"}"#) {
        expectEqual([switches.a, switches.b, switches.c, switches.d, switches.e], [true, false, true, true, false], "tolerant Bool")
    }
    check(decodingError(Switches.self, json(#"{"a": 0.5, "b": true, "c": true, "d": true}"#)) != nil, "0.5 is no Bool")

    // Enums.
    expectEqual(decoded([Weekday].self, #"["monday", "TUE", "tue", 2, "someday", 3]"#),
                [.monday, .tuesday, .tuesday, .tuesday, .unknown, .unknown], "string cases, alternative values, fallback")
    expectEqual(encodedText([Weekday.monday, .tuesday, .unknown]), #"["monday","TUE","unknown"]"#, "string cases written")
    let attachments = #"[{"type": "image", "url": "u"}, {"type": "note", "_0": "hi"}, {"type": "none"}, {"type": 0}]"#
    expectEqual(decoded([Attachment].self, attachments), [.image(url: "u", width: 100), .note("hi"), .none, .none],
                "internally tagged, a number tag matching a case key")
    expectEqual(encodedText([Attachment.image(url: "u", width: 3), .none]), #"[{"type":"image","url":"u","width":3},{"type":"none"}]"#,
                "internally tagged written")
    check(decodingError(Attachment.self, json(#"{"type": "video"}"#)) != nil, "unknown tag without fallback throws")
    let messages = #"[{"kind": "text", "data": {"body": "b"}}, {"kind": "PING"}, {"kind": "new"}, {}]"#
    expectEqual(decoded([Message].self, messages), [.text(body: "b"), .ping, .unsupported, .unsupported], "adjacently tagged")
    expectEqual(encodedText([Message.text(body: "b"), .ping]), #"[{"data":{"body":"b"},"kind":"text"},{"kind":"ping"}]"#,
                "adjacently tagged written")
    expectEqual(decoded([Reaction].self, #"[{"like": {}}, {"thumbs_up": {}}, {"emoji": {"_0": "🎉"}}, {"wave": {}}, {}]"#),
                [.like, .like, .emoji("🎉"), .other, .other], "keyed enum with case keys and a fallback")
    expectEqual(encodedText([Reaction.like, .other]), #"[{"thumbs_up":{}},{"other":{}}]"#, "keyed enum writes the first case key")
    expectEqual(decoded([Setting].self, #"["off", 3, "3", {"min": 1}, {"min": 2, "max": 4}]"#),
                [.off, .number(3), .text("3"), .range(min: 1, max: 10), .range(min: 2, max: 4)], "untagged enum")
    expectEqual(encodedText([Setting.off, .number(3), .text("x"), .range(min: 1, max: 2)]),
                #"["off",3,"x",{"max":2,"min":1}]"#, "untagged enum written")
    check(decodingError(Setting.self, json(#"{"max": 1}"#)) != nil, "no matching untagged case throws")
    expectEqual(decoded([Plan].self, #"["pro", "enterprise", "free"]"#), [.pro, .unknown, .free], "raw-value enum with fallback")
    expectEqual(encodedText([Plan.pro, .unknown]), #"["pro","unknown"]"#, "raw-value enum written as its raw value")
    check(decodingError(Plan.self, json("12")) != nil, "a raw value of the wrong type still throws")
}
