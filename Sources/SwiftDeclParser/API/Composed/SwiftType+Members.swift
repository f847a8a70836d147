/// The member lists of a type, as the template sees them (context-model.md §3.3).
///
/// Building members (one object per property, method and subscript, each with its type names
/// resolved) is most of composition, and most templates read the members of a few marked types
/// only (`types.implementing.AutoCodable`). So a composed type builds its lists the first time
/// one of them is read (`LazyMembers`); every read returns what an up-front build would have.
/// The builder belongs to the model: a type kept past its model keeps the lists it built, and
/// the others read as empty.
extension SwiftType {
    public var variables: [Variable] { builtVariables.variables }
    public var rawVariables: [Variable] { builtVariables.rawVariables }
    public var storedVariables: [Variable] { builtVariables.storedVariables }
    public var computedVariables: [Variable] { builtVariables.computedVariables }
    public var staticVariables: [Variable] { builtVariables.staticVariables }
    public var instanceVariables: [Variable] { builtVariables.instanceVariables }

    public var methods: [Method] { builtCallables.methods }
    public var rawMethods: [Method] { builtCallables.rawMethods }
    public var initializers: [Method] { builtCallables.initializers }
    /// Includes initializers (Q5).
    public var staticMethods: [Method] { builtCallables.staticMethods }
    public var classMethods: [Method] { builtCallables.classMethods }
    public var instanceMethods: [Method] { builtCallables.instanceMethods }

    public var subscripts: [Subscript] { builtCallables.subscripts }
    public var rawSubscripts: [Subscript] { builtCallables.rawSubscripts }

    /// Own members, then inherited classes' and implemented protocols', then extensions'.
    public var allVariables: [Variable] {
        if let record { record.lazyMembers.collect(self, record, .variables) }
        return variableUnionBox?.lists ?? []
    }
    public var allMethods: [Method] { collectedCallableUnions.allMethods }
    public var allSubscripts: [Subscript] { collectedCallableUnions.allSubscripts }

    /// `variableLists` once built. Reading a list copies only that array's reference: the struct
    /// accessor is inlined and the other fields are not touched.
    @inline(__always) var builtVariables: VariableLists {
        _read {
            if let record { record.lazyMembers.build(self, record, .variables) }
            if let box = variableListBox { yield box.lists } else { yield VariableLists() }
        }
    }

    /// `callableLists` once built. Most templates read only properties, so methods and subscripts
    /// (each method's selector and parameters are the costliest members to build) wait for a read
    /// of their own.
    @inline(__always) var builtCallables: CallableLists {
        _read {
            if let record { record.lazyMembers.build(self, record, .callables) }
            if let box = callableListBox { yield box.lists } else { yield CallableLists() }
        }
    }

    @inline(__always) var collectedCallableUnions: CallableUnions {
        _read {
            if let record { record.lazyMembers.collect(self, record, .callables) }
            if let box = callableUnionBox { yield box.lists } else { yield CallableUnions() }
        }
    }

    // The lists as the composer sets them (under the locks `LazyMembers` takes).

    var variableLists: VariableLists {
        get { variableListBox?.lists ?? VariableLists() }
        set { MemberListBox.store(newValue, in: &variableListBox) }
    }

    var callableLists: CallableLists {
        get { callableListBox?.lists ?? CallableLists() }
        set { MemberListBox.store(newValue, in: &callableListBox) }
    }

    var variableUnion: [Variable] {
        get { variableUnionBox?.lists ?? [] }
        set { MemberListBox.store(newValue, in: &variableUnionBox) }
    }

    var callableUnions: CallableUnions {
        get { callableUnionBox?.lists ?? CallableUnions() }
        set { MemberListBox.store(newValue, in: &callableUnionBox) }
    }
}

/// One set of a type's member lists, allocated when the set is built: a type whose members are
/// never read (most, in most templates) holds one pointer per set instead of every list.
/// Each set is written under one lock (`LazyMembers`), so two threads never fill one box.
final class MemberListBox<Lists> {
    @exclusivity(unchecked) var lists: Lists

    init(_ lists: Lists) { self.lists = lists }

    static func store(_ lists: Lists, in box: inout MemberListBox?) {
        if let box { box.lists = lists } else { box = MemberListBox(lists) }
    }
}

/// The two halves of a type's members, each built and collected on its first read.
enum MemberKind {
    case variables
    /// Methods and subscripts.
    case callables
}

/// A type's own properties: those written in its declaration (`own…`) and in its extensions
/// (`extension…`), and the deduplicated and filtered lists made of them.
struct VariableLists {
    var ownVariables: [Variable] = []
    var extensionVariables: [Variable] = []

    var variables: [Variable] = []
    var rawVariables: [Variable] = []
    var storedVariables: [Variable] = []
    var computedVariables: [Variable] = []
    var staticVariables: [Variable] = []
    var instanceVariables: [Variable] = []
}

/// A type's own methods and subscripts, split the same way as `VariableLists`.
struct CallableLists {
    var ownMethods: [Method] = []
    var extensionMethods: [Method] = []
    var ownSubscripts: [Subscript] = []
    var extensionSubscripts: [Subscript] = []

    var methods: [Method] = []
    var rawMethods: [Method] = []
    var initializers: [Method] = []
    var staticMethods: [Method] = []
    var classMethods: [Method] = []
    var instanceMethods: [Method] = []

    var subscripts: [Subscript] = []
    var rawSubscripts: [Subscript] = []
}

/// The `allMethods` / `allSubscripts` unions, which also take members from inherited classes and
/// implemented protocols (`allVariables` is a single list, kept on the type).
struct CallableUnions {
    var allMethods: [Method] = []
    var allSubscripts: [Subscript] = []
}
