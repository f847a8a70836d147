import Foundation
import ObjectMapper

/// `staticMappable`: a class cluster. ObjectMapper asks `objectForMapping(map:)` for the object to fill,
/// which the generated code creates from the class the hand-written `classForMapping(map:)` picks
/// (`required init()` makes `.init()` on that class possible); the mappings stay generated.
// sourcery: staticMappable
class Notice: AutoMappable {
    var text = ""
    var priority: Int?

    required init() {}

    /// Picks the class from the JSON; nil leaves the JSON unmapped.
    class func classForMapping(map: Map) -> Notice.Type? {
        switch map["kind"].currentValue as? String {
        case "alert": return AlertNotice.self
        case "banner": return BannerNotice.self
        case "plain": return Notice.self
        default: return nil
        }
    }

// sourcery:inline:auto:Notice.AutoMappable
    func mapping(map: Map) {
        text <- map["text"]
        priority <- map["priority"]
    }
// sourcery:end
}

class AlertNotice: Notice {
    var sound = "default"

// sourcery:inline:auto:AlertNotice.AutoMappable
    override func mapping(map: Map) {
        super.mapping(map: map)
        sound <- map["sound"]
    }
// sourcery:end
}

class BannerNotice: Notice {
    // sourcery: key = "style.color"
    var color: String?
    var seconds: Double = 3

// sourcery:inline:auto:BannerNotice.AutoMappable
    override func mapping(map: Map) {
        super.mapping(map: map)
        color <- map["style.color"]
        seconds <- map["seconds"]
    }
// sourcery:end
}
