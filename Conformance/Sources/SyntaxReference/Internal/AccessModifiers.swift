import SwiftSyntax

/// Access and storage modifiers of a declaration, read as Sourcery does: a plain level sets the
/// read level (and the write level unless `x(set)` already did), `x(set)` sets the write level;
/// for members the last level written wins, for types the first.
struct AccessModifiers {
    private(set) var readAccess: String?
    private(set) var writeAccess: String?
    private(set) var isStatic = false
    /// The first plain level written: what Sourcery gives a type (`public open class` → public).
    private(set) var firstLevel: String?

    private static let levels: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]

    init(_ modifiers: DeclModifierListSyntax) {
        for modifier in modifiers {
            let name = modifier.name.text
            if name == "static" || name == "class" {
                isStatic = true
            }
            guard Self.levels.contains(name) else { continue }
            if modifier.detail?.detail.text == "set" {
                writeAccess = name
            } else {
                readAccess = name
                if firstLevel == nil { firstLevel = name }
                if writeAccess == nil { writeAccess = name }
            }
        }
    }
}
