import Foundation
import ObjectMapper

/// What `Invoice.mapExtra(map:)` and the `mapIf` conditions below read from `map.context`.
struct InvoiceContext: MapContext {
    var defaultCurrency: String
    var includesNotes = false
}

/// `mapIf`: mapped only when the context asks for it, both ways (ObjectMapper's MapContext example).
// sourcery: mapIf = "(map.context as? InvoiceContext)?.includesNotes == true"
struct InvoiceNote: AutoMappable {
    var text: String?
}

/// `mapIf` on a class guards the class's own properties: a subclass without the annotation maps its own
/// properties after `super.mapping(map:)` returns.
// sourcery: mapIf = "(map.context as? InvoiceContext)?.includesNotes == true"
class InvoiceRemark: AutoMappable {
    var author = ""
    var text: String?

// sourcery:inline:auto:InvoiceRemark.AutoMappable
    required init?(map: Map) {}

    func mapping(map: Map) {
        guard (map.context as? InvoiceContext)?.includesNotes == true else { return }
        author <- map["author"]
        text <- map["text"]
    }
// sourcery:end
}

class SignedRemark: InvoiceRemark {
    var signature: String?

// sourcery:inline:auto:SignedRemark.AutoMappable
    required init?(map: Map) {
        super.init(map: map)
    }

    override func mapping(map: Map) {
        super.mapping(map: map)
        signature <- map["signature"]
    }
// sourcery:end
}

/// `mapExtra(map:)`: the one property that needs hand-written logic. The generated `mapping(map:)`
/// maps the rest and calls it last; the property it handles is marked `skip`.
struct Invoice: AutoMappable {
    var number = 0
    var amount: Double = 0
    // sourcery: skip
    var currency = "EUR"

    mutating func mapExtra(map: Map) {
        if map.mappingType == .fromJSON, let context = map.context as? InvoiceContext {
            currency = context.defaultCurrency
        }
        currency <- map["currency"]
    }
}

/// In a class hierarchy the hook is called once, at the end of the mapping of the class declaring it
/// (the root's `mapping(map:)` runs inside each subclass's `super.mapping(map:)`).
class Ledger: AutoMappable {
    var owner = ""
    // sourcery: skip
    var entries: [Double] = []
    // sourcery: skip
    var extraCalls = 0

    init() {}

    func mapExtra(map: Map) {
        extraCalls += 1
        if map.mappingType == .fromJSON {
            entries = (map["entries"].currentValue as? String)?.split(separator: ",").compactMap { Double(String($0)) } ?? []
        } else {
            entries.map { String($0) }.joined(separator: ",") >>> map["entries"]
        }
    }

// sourcery:inline:auto:Ledger.AutoMappable
    required init?(map: Map) {}

    func mapping(map: Map) {
        owner <- map["owner"]
        mapExtra(map: map)
    }
// sourcery:end
}

class AuditedLedger: Ledger {
    var auditor: String?

// sourcery:inline:auto:AuditedLedger.AutoMappable
    required init?(map: Map) {
        super.init(map: map)
    }

    override func mapping(map: Map) {
        super.mapping(map: map)
        auditor <- map["auditor"]
    }
// sourcery:end
}
