import Foundation
import ObjectMapper

/// A private class that declares its ObjectMapper protocol itself gets its members inside its body and no
/// extension, which the generated file could not write (it cannot see the class).
struct Journal {
    private class Entry: AutoMappable, Mappable {
        var title = ""
        var pages: Int?

    // sourcery:inline:auto:Journal.Entry.AutoMappable
        required init?(map: Map) {}

        func mapping(map: Map) {
            title <- map["title"]
            pages <- map["pages"]
        }
    // sourcery:end
    }

    /// The titles of a JSON array of entries.
    static func titles(in json: String) -> [String] {
        Mapper<Entry>().mapArray(JSONString: json)?.map(\.title) ?? []
    }

    /// The JSON of an entry mapped from `json`: a round trip through the private class.
    static func roundTrip(_ json: String) -> [String: Any]? {
        Entry(JSONString: json)?.toJSON()
    }
}
