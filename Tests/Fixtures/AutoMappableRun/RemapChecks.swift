// Subclasses re-mapping inherited properties (`remap:NAME:`): their mapping replaces the superclass's, so
// only the new keys are read and written; the inherited properties not re-mapped keep their keys.
import Foundation
import ObjectMapper

func checkRemappedInheritedProperties() {
    checkAliasedRemap()
    checkNestedRemap()
    checkWholeObjectRemap()
}

private func checkAliasedRemap() {
    let text = #"{"nickname": "Ace", "weightInKG": 71.5, "joined": 1700000000, "team": "red", "scores": {"a": 1}, "rank": 3, "joinedAt": 5}"#
    guard let player = AliasedPlayer(JSONString: text) else { return check(false, "aliased player must map") }
    expectEqual(player.name, "Ace", "inherited property read from its re-mapped alias")
    expectEqual(player.weight, 71.5, "inherited property read from its re-mapped alias")
    expectEqual(player.joinedAt, Date(timeIntervalSince1970: 1_700_000_000), "re-mapped key and transform, old key ignored")
    expectEqual(player.team, "red", "inherited property not re-mapped keeps its key")
    expectEqual(player.scores, ["a": 1], "inherited property not re-mapped keeps its key")
    expectEqual(player.rank, 3, "own property")
    let both = AliasedPlayer(JSONString: #"{"name": "Primary", "nickname": "Alias"}"#)
    expectEqual(both?.name, "Primary", "the first re-mapped key wins over the alias")

    let json = player.toJSON()
    expectEqual(json["name"] as? String, "Ace", "writes the first re-mapped key")
    expectEqual(json["weight"] as? Double, 71.5, "writes the first re-mapped key")
    expectEqual(json["joined"] as? Double, 1_700_000_000, "writes through the re-mapped transform")
    check(json["nickname"] == nil && json["weightInKG"] == nil, "aliases not written")
    check(json["joinedAt"] == nil, "the superclass's key is not written")
    expectEqual(json["team"] as? String, "red", "not re-mapped: written under its key")
    expectEqual(json.count, 6, "each property written once")
    let again = AliasedPlayer(JSON: json)
    expectEqual(again?.name, "Ace", "round trip")
    expectEqual(again?.joinedAt, player.joinedAt, "round trip transform")
    expectEqual(again?.rank, 3, "round trip own property")
}

private func checkNestedRemap() {
    let text = #"{"profile": {"full.name": "Ada L"}, "body.weight": 60.25, "org": {"team": "blue"}, "joinedAt": 86400, "name": "old", "team": "old"}"#
    guard let player = NestedPlayer(JSONString: text) else { return check(false, "nested player must map") }
    expectEqual(player.name, "Ada L", "type delimiter -> splits the re-mapped key, a dot does not")
    expectEqual(player.weight, 60.25, "re-mapped with nested = false")
    expectEqual(player.team, "blue", "re-mapped with its own delimiter /")
    expectEqual(player.joinedAt, nil, "not re-mapped: read with the superclass's key, without its transform")

    let json = player.toJSON()
    expectEqual((json["profile"] as? [String: Any])?["full.name"] as? String, "Ada L", "writes the -> path")
    expectEqual(json["body.weight"] as? Double, 60.25, "writes the dotted key literally")
    expectEqual((json["org"] as? [String: Any])?["team"] as? String, "blue", "writes the / path")
    check(json["name"] == nil && json["team"] == nil && json["weight"] == nil, "the superclass's keys are not written")
    let again = NestedPlayer(JSON: json)
    expectEqual(again?.name, "Ada L", "round trip")
    expectEqual(again?.weight, 60.25, "round trip")
    expectEqual(again?.team, "blue", "round trip")
}

private func checkWholeObjectRemap() {
    let text = #"{"name": "Sam", "weight": 80, "team": "green", "bonus": 7, "scores": {"x": 1}}"#
    guard let sheet = ScoreSheet(JSONString: text) else { return check(false, "score sheet must map") }
    expectEqual(sheet.scores, ["weight": 80, "bonus": 7], "read from the whole object through the transform")
    expectEqual(sheet.name, "Sam", "not re-mapped: its own key")
    expectEqual(sheet.team, "green", "not re-mapped: its own key")
    expectEqual(sheet.weight, 80, "not re-mapped: its own key")

    let json = sheet.toJSON()
    check(json["scores"] == nil && json["bonus"] == nil, "a whole-object property is not written")
    expectEqual(json["name"] as? String, "Sam", "the others are written")
    expectEqual(json.count, 3, "name, weight and team only")
}
