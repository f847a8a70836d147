// End-to-end check of the AutoMappable template's output: compiled with Examples/Models and
// Examples/Generated against the ObjectMapper test double by EndToEndAutoMappableTests (Swift 5;
// Swift 6 with -D MAPPABLE_BETA), run with the payload folder as argument. Exits 1 if any check
// failed. The checks of each model family are in the other files of this folder.
import Foundation
import ObjectMapper

// MARK: - Mappable struct: aliases, nested keys, dotted key, transform, enums, nested models

if let article = Article(JSONString: payload("article.json")) {
    expectEqual(article.id, 11, "alias article_id used when id is absent")
    expectEqual(article.title, "Codegen", "title")
    expectEqual(article.subtitle, nil, "missing optional")
    expectEqual(article.authorName, "Grace", "nested key author.name")
    expectEqual(article.views, 1200, "nested key stats.views")
    expectEqual(article.metaTag, "swift", "dotted key with nested = false")
    expectEqual(article.publishedAt, Date(timeIntervalSince1970: 1_700_000_000), "DateTransform")
    expectEqual(article.status, .published, "enum by raw value")
    expectEqual(article.rating, 4, "Int JSON → Double")
    expectEqual(article.isFeatured, true, "Bool")
    expectEqual(article.comments.count, 2, "array of models")
    expectEqual(article.comments.first?.likes, 3, "nested model field")
    expectEqual(article.comments.last?.text, "", "nested model default")
    expectEqual(article.commentsByID["c1"]?.text, "by id", "dictionary of models")
    expectEqual(article.pinned?.author, "p", "optional nested model")
    expectEqual(article.scores, [1, 2, 3], "array of Int")
    expectEqual(article.history?.first?.author, "h", "optional array of models")
    expectEqual(article.threads["t1"]?.map(\.author), ["x", "y"], "dictionary of arrays of models")
    expectEqual(article.isRead, false, "skipped property untouched")

    let json = article.toJSON()
    expectEqual(json["id"] as? Int, 11, "writes the first key")
    check(json["article_id"] == nil, "does not write aliases")
    expectEqual((json["author"] as? [String: Any])?["name"] as? String, "Grace", "writes nested path as object")
    expectEqual(json["meta.tag"] as? String, "swift", "writes dotted key literally")
    expectEqual(json["published_at"] as? Double, 1_700_000_000, "writes through the transform")
    expectEqual(json["status"] as? String, "published", "writes raw value")
    expectEqual((json["comments"] as? [[String: Any]])?.count, 2, "writes array of models")
    check(json["subtitle"] == nil, "nil optional omitted")
    check(json["isRead"] == nil, "skipped property not written")

    if let text = article.toJSONString(), let again = Article(JSONString: text) {
        expectEqual(again.id, 11, "round trip id")
        expectEqual(again.authorName, "Grace", "round trip nested")
        expectEqual(again.metaTag, "swift", "round trip dotted key")
        expectEqual(again.publishedAt, article.publishedAt, "round trip transform")
        expectEqual(again.commentsByID["c1"]?.author, "c", "round trip dictionary of models")
        expectEqual(again.status, .published, "round trip enum")
        expectEqual(again.history?.count, 1, "round trip optional array of models")
        expectEqual(again.threads["t1"]?.count, 2, "round trip dictionary of arrays of models")
    } else {
        check(false, "article round trip failed")
    }
} else {
    check(false, "Article must map (init?(map:) must not return nil)")
}

if let article = Article(JSONString: payload("article_messy.json")) {
    expectEqual(article.id, 5, "primary key wins over the alias")
    expectEqual(article.title, "", "null keeps the default (ObjectMapper semantics)")
    expectEqual(article.views, 0, "wrong type keeps the default")
    expectEqual(article.status, .draft, "unknown raw value keeps the default")
    expectEqual(article.rating, 0, "wrong type keeps the default")
    expectEqual(article.comments.count, 0, "wrong type for an array keeps the default")
} else {
    check(false, "messy article must still map")
}

// MARK: - ImmutableMappable struct: required keys throw, defaults, transforms

do {
    let profile = try Profile(JSONString: payload("profile.json"))
    expectEqual(profile.userID, 3, "snake_case key user_id")
    expectEqual(profile.displayName, "Linus", "display_name")
    expectEqual(profile.bio, "kernel", "optional let")
    expectEqual(profile.followerCount, 10, "follower_count")
    expectEqual(profile.homepage, URL(string: "https://example.org/~linus"), "URLTransform")
    expectEqual(profile.lastSeen, Date(timeIntervalSince1970: 1_700_000_000), "DateTransform(unit: .milliseconds)")
    expectEqual(profile.status, .draft, "enum")
    expectEqual(profile.badges.map(\.name), ["early", "helper"], "array of ImmutableMappable models")
    expectEqual(profile.badges.map(\.level), [2, 1], "default inside nested ImmutableMappable")
    expectEqual(profile.pinnedBadge?.name, "early", "optional nested model")
    expectEqual(profile.kind, "profile", "let with initial value")

    let json = profile.toJSON()
    expectEqual(json["user_id"] as? Int, 3, "writes with >>>")
    expectEqual(json["last_seen"] as? Double, 1_700_000_000_000, "writes through the transform")
    expectEqual(json["homepage"] as? String, "https://example.org/~linus", "writes URL")
    expectEqual(json["kind"] as? String, "profile", "writes constants")
    let again = try Profile(JSON: json)
    expectEqual(again.displayName, "Linus", "round trip")
    expectEqual(again.badges.count, 2, "round trip badges")
    expectEqual(again.lastSeen, profile.lastSeen, "round trip transform")
} catch {
    check(false, "profile must map: \(error)")
}

do {
    _ = try Profile(JSONString: payload("profile_missing.json"))
    check(false, "missing display_name must throw")
} catch let error as MapError {
    expectEqual(error.key, "name", "MapError names the last key tried (display_name, then its alias name)")
} catch {
    check(false, "unexpected error \(error)")
}
do {
    let profile = try Profile(JSONString: #"{"user_id": 1, "display_name": "x", "status": "draft", "badges": []}"#)
    expectEqual(profile.bio, nil, "missing optional is nil")
    expectEqual(profile.followerCount, 0, "missing key gives the default")
    expectEqual(profile.lastSeen, nil, "missing transformed optional")
} catch {
    check(false, "minimal profile must map: \(error)")
}
do {
    let profile = try Profile(JSONString: #"{"user_id": 1, "name": "alias", "about": "me", "followers": 4, "status": "draft", "badges": []}"#)
    expectEqual(profile.displayName, "alias", "required property read from its alias")
    expectEqual(profile.bio, "me", "optional property read from its alias")
    expectEqual(profile.followerCount, 4, "defaulted property read from its alias")
    expectEqual(profile.toJSON()["display_name"] as? String, "alias", "writes the primary key")
} catch {
    check(false, "minimal profile must map: \(error)")
}

// MARK: - Classes and subclasses

if let cars = Mapper<Car>().mapArray(JSONString: payload("cars.json")), cars.count == 2 {
    expectEqual(cars[0].wheels, 4, "superclass field via super.mapping")
    expectEqual(cars[0].brand, "Volvo", "superclass field")
    expectEqual(cars[0].seats, 7, "subclass field")
    expectEqual(cars[0].powerKW, 150.5, "subclass nested key")
    expectEqual(cars[1].owner, "Sam", "superclass optional")
    expectEqual(cars[1].seats, 5, "subclass default")
    let json = cars[0].toJSON()
    expectEqual(json["brand"] as? String, "Volvo", "superclass written")
    expectEqual((json["engine"] as? [String: Any])?["power_kw"] as? Double, 150.5, "subclass nested written")
    let again = Car(JSON: json)
    expectEqual(again?.powerKW, 150.5, "round trip subclass")
    expectEqual(again?.brand, "Volvo", "round trip superclass")
} else {
    check(false, "cars.json must map to 2 cars")
}
if let vehicle = Vehicle(JSONString: #"{"wheels": 2, "brand": "Vespa"}"#) {
    expectEqual(vehicle.wheels, 2, "base class maps")
    expectEqual(vehicle.brand, "Vespa", "base class maps")
} else {
    check(false, "base class must map")
}

// A class with constants is ImmutableMappable: init(map:) throws when a required key is missing.
if let ship = Ship(JSONString: #"{"name": "Endurance", "imo_number": 9000001, "tonnage": 348}"#) {
    expectEqual(ship.name, "Endurance", "required let read in init?(map:)")
    expectEqual(ship.imoNumber, 9000001, "alias used when the primary key is absent")
    expectEqual(ship.tonnage, 348, "var mapped in mapping(map:)")
    let json = ship.toJSON()
    expectEqual(json["imo"] as? Int, 9000001, "writes the primary key")
    expectEqual(Ship(JSON: json)?.imoNumber, 9000001, "round trip")
} else {
    check(false, "ship must map")
}
expectMapError(key: "name", "missing required property: init(map:) throws") {
    _ = try Ship(JSONString: #"{"imo": 1}"#)
}
expectMapError(key: "imo_number", "mistyped required property: the last key tried is named") {
    _ = try Ship(JSONString: #"{"name": "x", "imo": "one"}"#)
}
check(Ship(JSONString: #"{"imo": 1}"#) == nil, "the optional initializer gives nil instead")

checkImmutableClasses()
checkMappableSubclassesAndOptOuts()
checkConditionalCompilation()
checkKeyDelimitersAndIgnoreNil()
checkStaticMappableClassCluster()
checkMapExtraHook()
checkTransformsAndPrivateModels()
checkEscapedAnnotationValues()
checkDefaultAnnotations()
checkMapIf()
checkPrivateClassDeclaringItsProtocol()
checkRemappedInheritedProperties()

if failures > 0 {
    print("\(failures) of \(checks) checks failed")
    exit(1)
}
print("OK \(checks) checks")
