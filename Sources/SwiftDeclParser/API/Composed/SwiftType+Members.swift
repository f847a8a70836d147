/// The member lists of a type, as the template sees them (context-model.md §3.3).
///
/// Building members (one object per property, method and subscript, each with its type names
/// resolved) is most of composition, and most templates read the members of a few marked types
/// only (`types.implementing.AutoCodable`). So a composed type builds its lists the first time
/// one of them is read (`LazyMembers`); every read returns what an up-front build would have.
extension SwiftType {
    public var variables: [Variable] { builtLists.variables }
    public var rawVariables: [Variable] { builtLists.rawVariables }
    public var storedVariables: [Variable] { builtLists.storedVariables }
    public var computedVariables: [Variable] { builtLists.computedVariables }
    public var staticVariables: [Variable] { builtLists.staticVariables }
    public var instanceVariables: [Variable] { builtLists.instanceVariables }

    public var methods: [Method] { builtLists.methods }
    public var rawMethods: [Method] { builtLists.rawMethods }
    public var initializers: [Method] { builtLists.initializers }
    /// Includes initializers (Q5).
    public var staticMethods: [Method] { builtLists.staticMethods }
    public var classMethods: [Method] { builtLists.classMethods }
    public var instanceMethods: [Method] { builtLists.instanceMethods }

    public var subscripts: [Subscript] { builtLists.subscripts }
    public var rawSubscripts: [Subscript] { builtLists.rawSubscripts }

    /// Own members, then inherited classes' and implemented protocols', then extensions'.
    public var allVariables: [Variable] { collectedUnions.allVariables }
    public var allMethods: [Method] { collectedUnions.allMethods }
    public var allSubscripts: [Subscript] { collectedUnions.allSubscripts }

    /// `memberLists` once built. Reading a list copies only that array's reference: the struct
    /// accessor is inlined and the other fields are not touched.
    @inline(__always) var builtLists: MemberLists {
        _read {
            lazyMembers?.build(self)
            yield memberLists
        }
    }

    @inline(__always) var collectedUnions: MemberUnions {
        _read {
            lazyMembers?.collect(self)
            yield memberUnions
        }
    }
}

/// A type's own member lists: members written in its declaration (`own…`) and in its extensions
/// (`extension…`), and the deduplicated and filtered lists made of them.
struct MemberLists {
    var ownVariables: [Variable] = []
    var extensionVariables: [Variable] = []
    var ownMethods: [Method] = []
    var extensionMethods: [Method] = []
    var ownSubscripts: [Subscript] = []
    var extensionSubscripts: [Subscript] = []

    var variables: [Variable] = []
    var rawVariables: [Variable] = []
    var storedVariables: [Variable] = []
    var computedVariables: [Variable] = []
    var staticVariables: [Variable] = []
    var instanceVariables: [Variable] = []

    var methods: [Method] = []
    var rawMethods: [Method] = []
    var initializers: [Method] = []
    var staticMethods: [Method] = []
    var classMethods: [Method] = []
    var instanceMethods: [Method] = []

    var subscripts: [Subscript] = []
    var rawSubscripts: [Subscript] = []
}

/// The `all…` unions, which also take members from inherited classes and implemented protocols.
struct MemberUnions {
    var allVariables: [Variable] = []
    var allMethods: [Method] = []
    var allSubscripts: [Subscript] = []
}
