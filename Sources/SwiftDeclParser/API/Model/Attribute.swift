/// An attribute as written, e.g. `@available(iOS 13, *)` (context-model.md §4.7).
public struct Attribute: Codable, Sendable, Equatable, CustomStringConvertible {
    /// Name without `@`: `available`, `objc`, `Published`.
    public var name: String
    /// `label: value` parts keyed by label, unlabelled parts by position (`"0"`, `"1"`…).
    public var arguments: [String: String]
    /// Full source text: `@available(iOS 13, *)`.
    public var asSource: String

    public init(name: String, arguments: [String: String] = [:], asSource: String? = nil) {
        self.name = name
        self.arguments = arguments
        self.asSource = asSource ?? "@" + name
    }

    public var description: String { asSource }
}

/// A declaration modifier: `public`, `static`, `private(set)` (name `private`, detail `set`).
public struct Modifier: Codable, Sendable, Equatable, CustomStringConvertible {
    public var name: String
    public var detail: String?

    public init(name: String, detail: String? = nil) {
        self.name = name
        self.detail = detail
    }

    public var asSource: String { detail.map { "\(name)(\($0))" } ?? name }
    public var description: String { asSource }
}

/// `<T: P>`: a generic parameter with its inline or `where`-clause constraint.
public struct GenericParameter: Codable, Sendable, Equatable {
    public var name: String
    public var inheritedTypeName: TypeName?

    public init(name: String, inheritedTypeName: TypeName? = nil) {
        self.name = name
        self.inheritedTypeName = inheritedTypeName
    }
}

/// One requirement of a `where` clause: `T: P` or `T.Element == Int`.
public struct GenericRequirement: Codable, Sendable, Equatable {
    public enum Relationship: String, Codable, Sendable { case equals, conformsTo }

    /// Left side (context-model.md: an AssociatedType with this `name` and no `typeName`).
    public var leftTypeName: String
    public var rightTypeName: TypeName
    public var relationship: Relationship

    public init(leftTypeName: String, rightTypeName: TypeName, relationship: Relationship) {
        self.leftTypeName = leftTypeName
        self.rightTypeName = rightTypeName
        self.relationship = relationship
    }

    /// `==` or `:`.
    public var relationshipSyntax: String { relationship == .equals ? "==" : ":" }
    public var leftType: AssociatedType { AssociatedType(name: leftTypeName) }
    public var rightType: TypeName { rightTypeName }
}

/// `import UIKit`, `@testable import Foo`, `import struct Foo.Bar`.
public struct Import: Codable, Sendable, Equatable, CustomStringConvertible {
    /// `struct`, `class`, `func`… for declaration imports, else nil.
    public var kind: String?
    /// Full dotted path: `Foo.Bar`.
    public var path: String

    public init(kind: String? = nil, path: String) {
        self.kind = kind
        self.path = path
    }

    /// First component of the path.
    public var moduleName: String {
        if let dot = path.firstIndex(of: ".") { return String(path[..<dot]) }
        return path
    }

    public var description: String { (kind.map { "\($0) " } ?? "") + path }
}
