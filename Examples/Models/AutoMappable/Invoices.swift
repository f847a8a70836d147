import Foundation
import ObjectMapper

/// What `Invoice.mapExtra(map:)` reads from `map.context`.
struct InvoiceContext: MapContext {
    var defaultCurrency: String
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
