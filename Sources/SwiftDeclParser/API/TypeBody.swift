/// Where the body of a type or extension stands in its file, by qualified name (`Outer.Inner`;
/// a type nested in `extension A.B` is `A.B.Inner`): the places inline `auto:` code goes.
public struct TypeBody: Codable, Sendable, Equatable {
    public var name: String
    public var isExtension: Bool
    /// Offsets of the body's `{` and `}`.
    public var open: Int
    public var close: Int

    public init(name: String, isExtension: Bool, open: Int, close: Int) {
        self.name = name
        self.isExtension = isExtension
        self.open = open
        self.close = close
    }

    /// The bodies of `declarations` and the types nested in them, in declaration order (a type
    /// before the types nested in it).
    public static func all(in declarations: [TypeDeclaration]) -> [TypeBody] {
        var bodies: [TypeBody] = []
        // The sibling lists being walked, outermost first: a walk in declaration order without
        // recursion, reading each declaration's fields in place.
        var levels: [(prefix: String, siblings: [TypeDeclaration], next: Int)] = [("", declarations, 0)]
        while let level = levels.last {
            guard level.next < level.siblings.count else { levels.removeLast(); continue }
            levels[levels.count - 1].next += 1
            let index = level.next
            let name = level.prefix.isEmpty ? level.siblings[index].name : level.prefix + "." + level.siblings[index].name
            if let open = level.siblings[index].bodyStartOffset, let close = level.siblings[index].bodyEndOffset {
                bodies.append(TypeBody(name: name, isExtension: level.siblings[index].kind == .extension, open: open, close: close))
            }
            if !level.siblings[index].nestedTypes.isEmpty {
                levels.append((name, level.siblings[index].nestedTypes, 0))
            }
        }
        return bodies
    }
}
