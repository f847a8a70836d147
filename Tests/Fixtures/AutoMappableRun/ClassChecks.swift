// Classes: ImmutableMappable classes and subclasses (constants read, required keys throw), the
// `immutable` annotation, Mappable subclasses with constants, and the types left alone.
import Foundation
import ObjectMapper

func checkImmutableClasses() {
    check((Snapshot.self as Any) is ImmutableMappable.Type, "a class with constants is ImmutableMappable")
    check((Ship.self as Any) is ImmutableMappable.Type, "a class with a required property is ImmutableMappable")
    check((Counter.self as Any) is ImmutableMappable.Type, "`immutable` class is ImmutableMappable")
    check((Preferences.self as Any) is ImmutableMappable.Type, "`immutable` struct is ImmutableMappable")
    check(!((Vehicle.self as Any) is ImmutableMappable.Type), "a class of optional vars and defaults stays Mappable")

    do {
        let snapshot = try Snapshot(JSONString: #"{"title": "Dawn", "takenAt": 1700, "caption": "sun"}"#)
        expectEqual(snapshot.title, "Dawn", "optional constant read in init(map:)")
        expectEqual(snapshot.takenAt, 1700, "required constant")
        expectEqual(snapshot.caption, "sun", "var with default")
        let json = snapshot.toJSON()
        expectEqual(json["title"] as? String, "Dawn", "writes the optional constant")
        expectEqual(json["takenAt"] as? Int, 1700, "writes the required constant")
        expectEqual(json["caption"] as? String, "sun", "writes the var")
        let again = try Snapshot(JSON: json)
        expectEqual(again.title, "Dawn", "round trip title")
        expectEqual(again.takenAt, 1700, "round trip takenAt")
        expectEqual(again.caption, "sun", "round trip caption")

        let untitled = try Snapshot(JSONString: #"{"takenAt": 5}"#)
        expectEqual(untitled.title, nil, "missing optional constant is nil")
        expectEqual(untitled.caption, "", "missing var keeps its default")
        check(untitled.toJSON()["title"] == nil, "nil constant not written")
    } catch {
        check(false, "snapshot must map: \(error)")
    }
    expectMapError(key: "takenAt", "Snapshot without its required key") {
        _ = try Snapshot(JSONString: #"{"title": "x"}"#)
    }
    expectMapError(key: "takenAt", "Snapshot with a mistyped required key") {
        _ = try Snapshot(JSONString: #"{"takenAt": "soon"}"#)
    }

    do {
        let tagged = try TaggedSnapshot(JSONString: #"{"title": "T", "takenAt": 9, "tags": ["a", "b"], "pinned": true}"#)
        expectEqual(tagged.tags, ["a", "b"], "subclass constant")
        expectEqual(tagged.pinned, true, "subclass optional var")
        expectEqual(tagged.title, "T", "superclass constant via try super.init(map:)")
        expectEqual(tagged.takenAt, 9, "superclass required constant")
        let json = tagged.toJSON()
        expectEqual(json["tags"] as? [String], ["a", "b"], "subclass writes its own")
        expectEqual(json["takenAt"] as? Int, 9, "subclass writes the superclass's via super.mapping")
        let again = try TaggedSnapshot(JSON: json)
        expectEqual(again.tags, ["a", "b"], "round trip subclass")
        expectEqual(again.title, "T", "round trip superclass")
        expectEqual(again.pinned, true, "round trip optional")
    } catch {
        check(false, "tagged snapshot must map: \(error)")
    }
    expectMapError(key: "tags", "subclass without its required key") {
        _ = try TaggedSnapshot(JSONString: #"{"takenAt": 1}"#)
    }
    expectMapError(key: "takenAt", "subclass without the superclass's required key") {
        _ = try TaggedSnapshot(JSONString: #"{"tags": []}"#)
    }

    do {
        let counter = try Counter(JSONString: #"{"count": 3, "step": 2}"#)
        expectEqual(counter.count, 3, "immutable class reads a var with default")
        expectEqual(counter.step, 2, "immutable class reads an optional var")
        expectEqual(counter.toJSON()["count"] as? Int, 3, "immutable class writes")
        let empty = try Counter(JSONString: "{}")
        expectEqual(empty.count, 0, "missing key gives the default")
        expectEqual(empty.step, nil, "missing optional is nil")

        let preferences = try Preferences(JSONString: #"{"theme": "dark", "version": 9}"#)
        expectEqual(preferences.theme, "dark", "immutable struct reads")
        expectEqual(preferences.fontSize, 12, "missing key gives the default")
        expectEqual(preferences.version, 2, "a let with a value is not read")
        let json = preferences.toJSON()
        expectEqual(json["version"] as? Int, 2, "a let with a value is written")
        expectEqual(json["theme"] as? String, "dark", "immutable struct writes")
        expectEqual(try Preferences(JSON: json).theme, "dark", "round trip")
    } catch {
        check(false, "immutable types must map: \(error)")
    }
}

func checkMappableSubclassesAndOptOuts() {
    if let truck = Truck(JSONString: #"{"wheels": 6, "brand": "MAN", "plate": "AB-12", "axles": 3, "payload": 7.5}"#) {
        expectEqual(truck.plate, "AB-12", "optional constant of a Mappable subclass read in init?(map:)")
        expectEqual(truck.axles, 3, "required constant of a Mappable subclass")
        expectEqual(truck.payload, 7.5, "subclass var")
        expectEqual(truck.wheels, 6, "superclass var")
        let json = truck.toJSON()
        expectEqual(json["plate"] as? String, "AB-12", "constant written")
        expectEqual(json["axles"] as? Int, 3, "constant written")
        expectEqual(json["brand"] as? String, "MAN", "superclass written")
        let again = Truck(JSON: json)
        expectEqual(again?.plate, "AB-12", "round trip constant")
        expectEqual(again?.payload, 7.5, "round trip var")
    } else {
        check(false, "truck must map")
    }
    let unplated = Truck(JSONString: #"{"axles": 2}"#)
    check(unplated != nil, "missing optional constant still maps")
    expectEqual(unplated?.plate, nil, "missing optional constant is nil")
    check(Truck(JSONString: #"{"plate": "X"}"#) == nil, "missing required constant: init?(map:) returns nil")
    check(Truck(JSONString: #"{"axles": "two"}"#) == nil, "mistyped required constant: init?(map:) returns nil")

    if let bus = Bus(JSONString: #"{"brand": "Volvo", "route": {"number": 42}}"#) {
        expectEqual(bus.line, 42, "hand-written mapping of a subclass is the one used")
        expectEqual(bus.brand, "Volvo", "its super.mapping is the generated one")
        expectEqual((bus.toJSON()["route"] as? [String: Any])?["number"] as? Int, 42, "hand-written write")
    } else {
        check(false, "bus must map")
    }
    if let tram = Tram(JSONString: #"{"home_depot": "North", "depot": "ignored"}"#) {
        expectEqual(tram.depot, "North", "a `skip` type keeps its hand-written conformance")
        expectEqual(tram.toJSON()["home_depot"] as? String, "North", "hand-written write")
    } else {
        check(false, "tram must map")
    }
}
