// Features: `#if` around properties, key delimiters and ignoreNil, StaticMappable class clusters,
// the mapExtra(map:) hook with map.context, transforms written in annotations, private models, annotation
// values holding quotes and backslashes, `default` annotations, `mapIf` conditions, a private class
// declaring its protocol.
import Foundation
import ObjectMapper

func checkConditionalCompilation() {
    #if MAPPABLE_BETA
    if let device = Device(JSONString: #"{"name": "d", "betaChannel": "nightly", "serial": 7}"#) {
        expectEqual(device.betaChannel, "nightly", "#if branch property read")
        expectEqual(device.serial, 7, "property after the block")
        expectEqual(device.toJSON()["betaChannel"] as? String, "nightly", "#if branch property written")
        expectEqual(Device(JSON: device.toJSON())?.betaChannel, "nightly", "round trip")
    } else {
        check(false, "device must map")
    }
    expectEqual(Device(JSONString: #"{"legacyChannel": "old"}"#)?.betaChannel, "old", "mapExtra inside #if is called")
    do {
        let sensor = try Sensor(JSONString: #"{"id": 1, "calibration": 0.5, "unit": "K"}"#)
        expectEqual(sensor.calibration, 0.5, "constant inside #if read")
        expectEqual(sensor.unit, "K", "nested #if property read")
        let json = sensor.toJSON()
        expectEqual(json["calibration"] as? Double, 0.5, "constant inside #if written")
        expectEqual(try Sensor(JSON: json).calibration, 0.5, "round trip")
        expectEqual(try Sensor(JSONString: #"{"id": 1, "calibration": 1.5}"#).unit, "kelvin", "#if branch default")
    } catch {
        check(false, "sensor must map: \(error)")
    }
    expectMapError(key: "calibration", "required constant inside #if") {
        _ = try Sensor(JSONString: #"{"id": 1}"#)
    }
    #elseif !os(Windows)
    if let device = Device(JSONString: #"{"name": "d", "channel": "beta", "serial": 7, "betaChannel": "x"}"#) {
        expectEqual(device.channel, "beta", "#else branch property read")
        expectEqual(device.serial, 7, "property after the block")
        let json = device.toJSON()
        expectEqual(json["channel"] as? String, "beta", "#else branch property written")
        check(json["betaChannel"] == nil, "inactive branch not mapped")
        expectEqual(Device(JSON: json)?.channel, "beta", "round trip")
        expectEqual(Device(JSONString: "{}")?.channel, "stable", "#else branch default")
    } else {
        check(false, "device must map")
    }
    do {
        let sensor = try Sensor(JSONString: #"{"id": 1, "unit": "F", "calibration": 3}"#)
        expectEqual(sensor.id, 1, "constant outside #if")
        expectEqual(sensor.unit, "F", "#else branch property read")
        let json = sensor.toJSON()
        check(json["calibration"] == nil, "inactive branch not written")
        expectEqual(try Sensor(JSON: json).unit, "F", "round trip")
        expectEqual(try Sensor(JSONString: #"{"id": 2}"#).unit, "celsius", "#else branch default")
    } catch {
        check(false, "sensor must map: \(error)")
    }
    #endif
}

func checkKeyDelimitersAndIgnoreNil() {
    let text = #"{"geo": {"lat": 52.5, "lng": 13.25, "alt": 34.5}, "postal.code": "10115", "names": {"local": "Berlin"}, "nickname": null, "note": null}"#
    if let place = Place(JSONString: text) {
        expectEqual(place.latitude, 52.5, "type delimiter -> splits the key")
        expectEqual(place.longitude, 13.25, "type delimiter -> splits the key")
        expectEqual(place.altitude, 34.5, "delimiter and ignoreNil together")
        expectEqual(place.postalCode, "10115", "a dot is no delimiter here: plain key")
        expectEqual(place.localName, "Berlin", "property delimiter overrides the type's")
        expectEqual(place.nickname, "unnamed", "ignoreNil: null leaves the value")
        expectEqual(place.note, nil, "without ignoreNil: null clears the optional")
        let json = place.toJSON()
        expectEqual((json["geo"] as? [String: Any])?["lat"] as? Double, 52.5, "writes the nested path")
        expectEqual(json["postal.code"] as? String, "10115", "writes the plain key")
        expectEqual((json["names"] as? [String: Any])?["local"] as? String, "Berlin", "writes the / path")
        let again = Place(JSON: json)
        expectEqual(again?.longitude, 13.25, "round trip")
        expectEqual(again?.localName, "Berlin", "round trip")
    } else {
        check(false, "place must map")
    }
    var named = Place()
    named.nickname = "Bear"
    named.note = "kept?"
    named.altitude = 1
    let remapped = Mapper<Place>().map(JSON: ["nickname": NSNull(), "note": NSNull(), "geo": ["alt": NSNull()]], toObject: named)
    expectEqual(remapped.nickname, "Bear", "ignoreNil: null keeps the current value")
    expectEqual(remapped.altitude, 1, "ignoreNil on a nested key")
    expectEqual(remapped.note, nil, "null clears the current value")

    do {
        let route = try Route(JSONString: #"{"from": {"name": "A"}, "to": {"name": "B"}, "stats": {"km": 12.5}, "toll": null}"#)
        expectEqual(route.origin, "A", "map.value with delimiter ->")
        expectEqual(route.destination, "B", "map.value with delimiter ->")
        expectEqual(route.kilometres, 12.5, "map.value with the property's delimiter |")
        expectEqual(route.toll, 0, "null gives the default")
        let json = route.toJSON()
        expectEqual((json["to"] as? [String: Any])?["name"] as? String, "B", "writes the nested path")
        expectEqual((json["stats"] as? [String: Any])?["km"] as? Double, 12.5, "writes the | path")
        let again = try Route(JSON: json)
        expectEqual(again.origin, "A", "round trip")
        expectEqual(again.kilometres, 12.5, "round trip")
    } catch {
        check(false, "route must map: \(error)")
    }
    expectMapError(key: "to->name", "missing nested required key") {
        _ = try Route(JSONString: #"{"from": {"name": "A"}, "stats": {"km": 1}}"#)
    }

    do {
        let coordinate = try Coordinate(JSONString: #"{"lat": 48.5, "lng": 2.25}"#)
        expectEqual(coordinate.lat, 48.5, "hand-written init(map:) kept")
        let json = coordinate.toJSON()
        expectEqual(json["lng"] as? Double, 2.25, "generated mapping writes")
        expectEqual(try Coordinate(JSON: json).lng, 2.25, "round trip")
    } catch {
        check(false, "coordinate must map: \(error)")
    }
    expectEqual((try? Coordinate(JSONString: #"{"lat": 10}"#))?.lng, 0, "map.value(_:default:) in the hand-written init")
    expectMapError(key: "lat", "hand-written validation throws") {
        _ = try Coordinate(JSONString: #"{"lat": 91, "lng": 0}"#)
    }
}

func checkStaticMappableClassCluster() {
    check((Notice.self as Any) is StaticMappable.Type, "staticMappable class is StaticMappable")
    let text = #"""
    [{"kind": "alert", "text": "Fire", "sound": "siren"},
     {"kind": "banner", "text": "Hi", "style": {"color": "red"}, "seconds": 5.5},
     {"kind": "plain", "text": "p", "priority": 2},
     {"kind": "unknown", "text": "dropped"}]
    """#
    guard let notices = Mapper<Notice>().mapArray(JSONString: text), notices.count == 3 else {
        check(false, "notices must map to 3 objects (the unknown kind is dropped)")
        return
    }
    expectEqual((notices[0] as? AlertNotice)?.sound, "siren", "objectForMapping created the picked subclass")
    expectEqual(notices[0].text, "Fire", "superclass property of a cluster member")
    expectEqual((notices[1] as? BannerNotice)?.color, "red", "nested key in a cluster member")
    expectEqual((notices[1] as? BannerNotice)?.seconds, 5.5, "subclass property")
    check(type(of: notices[2]) == Notice.self, "the base class itself")
    expectEqual(notices[2].priority, 2, "base class property")

    var json = notices[1].toJSON()
    expectEqual((json["style"] as? [String: Any])?["color"] as? String, "red", "subclass written through the base type")
    expectEqual(json["text"] as? String, "Hi", "superclass written")
    json["kind"] = "banner"
    let again = Mapper<Notice>().map(JSON: json) as? BannerNotice
    expectEqual(again?.color, "red", "round trip")
    expectEqual(again?.seconds, 5.5, "round trip")
    check(Mapper<AlertNotice>().map(JSONString: #"{"kind": "banner", "text": "x"}"#) == nil,
          "a picked class that is not the requested one is not mapped")
}

func checkMapExtraHook() {
    let context = InvoiceContext(defaultCurrency: "USD")
    if let invoice = Invoice(JSONString: #"{"number": 7, "amount": 12.5}"#, context: context) {
        expectEqual(invoice.number, 7, "generated mapping")
        expectEqual(invoice.amount, 12.5, "generated mapping")
        expectEqual(invoice.currency, "USD", "hook reads map.context")
        let json = invoice.toJSON()
        expectEqual(json["currency"] as? String, "USD", "hook writes")
        expectEqual(json["number"] as? Int, 7, "generated write")
        expectEqual(Invoice(JSON: json)?.currency, "USD", "round trip through the hook")
    } else {
        check(false, "invoice must map")
    }
    expectEqual(Invoice(JSONString: #"{"currency": "GBP"}"#, context: context)?.currency, "GBP", "hook: JSON wins over context")
    expectEqual(Invoice(JSONString: #"{"number": 1}"#)?.currency, "EUR", "hook without context keeps the default")

    if let ledger = AuditedLedger(JSONString: #"{"owner": "Ann", "auditor": "Bo", "entries": "1.5,2"}"#) {
        expectEqual(ledger.entries, [1.5, 2], "hook declared by the superclass")
        expectEqual(ledger.owner, "Ann", "superclass property")
        expectEqual(ledger.auditor, "Bo", "subclass property")
        expectEqual(ledger.extraCalls, 1, "hook called once per mapping")
        let json = ledger.toJSON()
        expectEqual(json["entries"] as? String, "1.5,2.0", "hook writes")
        expectEqual(ledger.extraCalls, 2, "hook called once more by toJSON")
        expectEqual(AuditedLedger(JSON: json)?.entries, [1.5, 2], "round trip")
    } else {
        check(false, "ledger must map")
    }
}

func checkTransformsAndPrivateModels() {
    if let reading = Reading(JSONString: #"{"takenAt": 1700000000000, "level": "42", "temperature": "21.5C"}"#) {
        expectEqual(reading.takenAt, Date(timeIntervalSince1970: 1_700_000_000), "transform with arguments")
        expectEqual(reading.level, 42, "TransformOf with closures written in the annotation")
        expectEqual(reading.temperature, 21.5, "transform constant")
        let json = reading.toJSON()
        expectEqual(json["level"] as? String, "42", "closure transform writes")
        expectEqual(json["temperature"] as? String, "21.5C", "constant transform writes")
        expectEqual(json["takenAt"] as? Double, 1_700_000_000_000, "transform with arguments writes")
        let again = Reading(JSON: json)
        expectEqual(again?.level, 42, "round trip")
        expectEqual(again?.temperature, 21.5, "round trip")
        expectEqual(again?.takenAt, reading.takenAt, "round trip")
    } else {
        check(false, "reading must map")
    }
    let odd = Reading(JSONString: #"{"level": "high", "temperature": "warm"}"#)
    expectEqual(odd?.level, 0, "a value the transform rejects keeps the default")
    expectEqual(odd?.temperature, nil, "a value the transform rejects gives nil")

    expectEqual(Feed(JSONString: #"{"title": "news"}"#)?.title, "news", "the type around a private model maps")
}

func checkEscapedAnnotationValues() {
    let text = #"{"reference": "id:42", "drive": "C:\\temp", "it\"s": "alias", "C:\\Users": "me", "a\\b": {"c": "deep"}}"#
    if let label = Label(JSONString: text) {
        expectEqual(label.reference, "42", "transform written with escaped quotes")
        expectEqual(label.drive, "temp", "single-quoted transform holding a backslash")
        expectEqual(label.greeting, "alias", "alias key holding a quote")
        expectEqual(label.folder, "me", "key holding a backslash")
        expectEqual(label.nestedValue, "deep", "escaped backslash in a delimited key path")
        let json = label.toJSON()
        expectEqual(json["reference"] as? String, "id:42", "transform writes")
        expectEqual(json["drive"] as? String, "C:\\temp", "transform with a backslash writes")
        expectEqual(json[#"say "hi""#] as? String, "alias", "writes the primary key holding quotes")
        expectEqual(json[#"C:\Users"#] as? String, "me", "writes the key holding a backslash")
        expectEqual((json[#"a\b"#] as? [String: Any])?["c"] as? String, "deep", "writes the path")
        expectEqual(Label(JSON: json)?.greeting, "alias", "round trip")
    } else {
        check(false, "label must map")
    }
    do {
        let caption = try Caption(JSONString: #"{"say \"hi\"": "hello", "C:\\ref": "id:7"}"#)
        expectEqual(caption.greeting, "hello", "map.value with a key holding quotes")
        expectEqual(caption.reference, "7", "map.value with a transform and a key holding a backslash")
        let json = caption.toJSON()
        expectEqual(json[#"C:\ref"#] as? String, "id:7", "writes through the transform")
        expectEqual(try Caption(JSON: json).reference, "7", "round trip")
    } catch {
        check(false, "caption must map: \(error)")
    }
    expectMapError(key: #"it"s"#, "a missing required key names the last alias tried") {
        _ = try Caption(JSONString: "{}")
    }
}

func checkDefaultAnnotations() {
    do {
        let kennel = try Kennel(JSONString: #"{"city": "Oslo", "limit": 3}"#)
        expectEqual(kennel.dogName, "Sasha", "a missing constant takes its default")
        expectEqual(kennel.limit, 3, "the alias is read before the default")
        expectEqual(kennel.toys, ["bone"], "a missing optional constant takes its default")
        expectEqual(kennel.toJSON()["dogName"] as? String, "Sasha", "the default is written")
        let other = try Kennel(JSONString: #"{"city": "Oslo", "dogName": "Sofie", "max": "x", "toys": null}"#)
        expectEqual(other.dogName, "Sofie", "a present value wins over the default")
        expectEqual(other.limit, .greatestFiniteMagnitude, "a mistyped value takes the default")
        expectEqual(other.toys, ["bone"], "null takes the default")
    } catch {
        check(false, "kennel must map: \(error)")
    }
    expectMapError(key: "city", "a constant without default stays required") {
        _ = try Kennel(JSONString: #"{"dogName": "Rex"}"#)
    }
    expectEqual(AnimalShelter(JSONString: #"{"name": "north"}"#)?.capacity, 10, "subclass constant default")
    expectEqual(AnimalShelter(JSONString: #"{"capacity": 4}"#)?.capacity, 4, "subclass constant read")
    expectEqual(AnimalShelter(JSONString: #"{"capacity": 4}"#)?.toJSON()["capacity"] as? Int, 4, "written")
}

func checkMapIf() {
    let notes = InvoiceContext(defaultCurrency: "EUR", includesNotes: true)
    let noNotes = InvoiceContext(defaultCurrency: "EUR")
    expectEqual(InvoiceNote(JSONString: #"{"text": "hi"}"#, context: notes)?.text, "hi", "mapIf holds: read")
    expectEqual(InvoiceNote(JSONString: #"{"text": "hi"}"#, context: noNotes)?.text, nil, "mapIf fails: not read")
    expectEqual(InvoiceNote(JSONString: #"{"text": "hi"}"#)?.text, nil, "no context: not read")
    let note = InvoiceNote(text: "kept")
    expectEqual(Mapper<InvoiceNote>(context: notes).toJSON(note)["text"] as? String, "kept", "mapIf holds: written")
    check(note.toJSON()["text"] == nil, "no context: not written")

    let text = #"{"author": "ann", "text": "t", "signature": "A."}"#
    if let remark = SignedRemark(JSONString: text, context: notes) {
        expectEqual(remark.author, "ann", "root guard holds: root property read")
        expectEqual(remark.signature, "A.", "subclass property read")
    } else {
        check(false, "remark must map")
    }
    if let remark = SignedRemark(JSONString: text) {
        expectEqual(remark.author, "", "root guard fails: root property left alone")
        expectEqual(remark.signature, "A.", "the subclass maps its own properties")
    } else {
        check(false, "remark without context must map")
    }
}

func checkPrivateClassDeclaringItsProtocol() {
    expectEqual(Journal.titles(in: #"[{"title": "a"}, {"title": "b", "pages": 3}]"#), ["a", "b"], "private class maps")
    let json = Journal.roundTrip(#"{"title": "c", "pages": 2}"#)
    expectEqual(json?["title"] as? String, "c", "private class writes")
    expectEqual(json?["pages"] as? Int, 2, "private class writes")
}
