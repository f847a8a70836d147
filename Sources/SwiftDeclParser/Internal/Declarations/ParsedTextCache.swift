/// Parsed forms of texts that repeat from declaration to declaration and file to file
/// (`// sourcery: skipEquality`, `@available(iOS 15, *)`, `public static`), kept by one worker: an equal text
/// gets the value parsed the first time, sharing its dictionary storage instead of parsing and
/// allocating it again. Each value depends only on its text, so results are unchanged.
/// Not thread-safe: one per worker (in `SwiftParser.Workspace`), or one per file.
final class ParsedTextCache {
    /// Single-threaded (one memo per worker), so no exclusivity checks on each lookup.
    @exclusivity(unchecked) private var annotationTexts = AnnotationTextTable()
    @exclusivity(unchecked) private var attributes: [String: Attribute] = [:]
    @exclusivity(unchecked) private var modifierLists = ModifierListTable()

    /// Entries kept per table; texts seen after that are parsed every time. Bounds the memory
    /// of a worker that reads a huge project with few repeats.
    static let capacity = 4096

    /// `AnnotationParser.parse` of the text in `bytes[range]`; a known text is looked up by its
    /// bytes, without making a String of it.
    func annotations(_ bytes: [UInt8], _ range: Range<Int>) -> Annotations {
        bytes.withUnsafeBufferPointer { buffer in
            let text = UnsafeBufferPointer(rebasing: buffer[range])
            let hash = AnnotationTextTable.hash(text)
            if let known = annotationTexts.annotations(for: text, hash: hash) { return known }
            let parsed = AnnotationParser.parse(utf8: text)
            if annotationTexts.count < Self.capacity { annotationTexts.insert(parsed, for: text, hash: hash) }
            return parsed
        }
    }

    /// The attribute whose full source text is `asSource`, when one was stored.
    func attribute(spelled asSource: String) -> Attribute? {
        attributes[asSource]
    }

    func store(_ attribute: Attribute) {
        if attributes.count < Self.capacity { attributes[attribute.asSource] = attribute }
    }

    /// The list stored for `key` (see `shared`), if any.
    func modifiers(forKey key: UInt32) -> [Modifier]? {
        modifierLists.list(forKey: key)
    }

    /// The list stored for `key` (the modifiers' keywords, see `parseModifiers`), else `modifiers`,
    /// which is stored for the next equal list.
    func shared(_ modifiers: [Modifier], key: UInt32) -> [Modifier] {
        if let known = modifierLists.list(forKey: key) { return known }
        if modifierLists.count < Self.capacity { modifierLists.insert(modifiers, forKey: key) }
        return modifiers
    }
}
