import SwiftDeclParser
import TemplateEngine

/// Sourcery's `Type` as a template object (context-model.md §3). Values are built on first use
/// and kept, so a template looping over `type.methods` many times pays once; property lists are
/// built on every read (`Key.isKept`).
final class TypeObject: TemplateObject {
    let type: SwiftType
    private let model: ContextModel
    /// Unchecked exclusivity: read on every property access, by the one thread rendering this context.
    @exclusivity(unchecked) private var memo = TemplateValueMemo<Key>()

    init(_ type: SwiftType, model: ContextModel) {
        self.type = type
        self.model = model
    }

    var templateDescription: String { type.name }
    var templateIdentity: ObjectIdentifier { ObjectIdentifier(type) }

    func templateValue(forKey key: String) -> Value? {
        templateValue(for: TemplateKey(key))
    }

    func templateValue(for key: TemplateKey) -> Value? {
        if let cached = memo.value(for: key, in: model.typeKeys) { return cached }
        guard let known = model.typeKeys[key] else { return nil }
        let value = computeValue(known)
        if known.isKept { memo.store(value, for: key, known: known) }
        return value
    }

    private var isEnum: Bool { type.typeKind == .enum }
    private var isProtocol: Bool { type.typeKind == .protocol }
    private var isClassLike: Bool { type.typeKind == .class || type.typeKind == .actor }

    /// The property names (context-model.md §3).
    enum Key: String, CaseIterable {
        case name
        case localName
        case globalName
        case kind
        case accessLevel
        case isExtension
        case isUnknownExtension
        case isGeneric
        case inheritedTypes
        case based
        case implements
        case inherits
        case basedTypes
        case supertype
        case annotations
        case documentation
        case attributes
        case modifiers
        case description
        case variables
        case rawVariables
        case allVariables
        case storedVariables
        case computedVariables
        case staticVariables
        case instanceVariables
        case methods
        case rawMethods
        case allMethods
        case initializers
        case staticMethods
        case classMethods
        case instanceMethods
        case subscripts
        case rawSubscripts
        case allSubscripts
        case containedTypes
        case containedType
        case parent
        case parentName
        case typealiases
        case genericRequirements
        case genericParameters
        case module
        case imports
        case allImports
        case path
        case fileName
        case directory
        case cases
        case hasAssociatedValues
        case hasRawType
        case rawTypeName
        case rawType
        case associatedTypes
        case isFinal
        case isDistributed
        case composedTypeNames
        case composedTypes

        /// Whether the value is kept for later reads. A type keeps its memo for the whole render, so
        /// not the property lists, each of which would keep an object per property (a template
        /// reading every type's properties once would hold one for every property of the model),
        /// nor the names and flags the type stores, which cost no more to read again.
        var isKept: Bool {
            switch self {
            case .variables, .rawVariables, .allVariables, .storedVariables, .computedVariables,
                 .staticVariables, .instanceVariables:
                return false
            case .name, .localName, .globalName, .kind, .accessLevel, .isExtension, .isUnknownExtension,
                 .isGeneric, .description:
                return false
            default:
                return true
            }
        }
    }

    private func computeValue(_ key: Key) -> Value {
        switch key {
        case .name: return .string(type.name)
        case .localName: return .string(type.localName)
        case .globalName: return .string(type.globalName)
        case .kind: return .string(type.kind)
        case .accessLevel: return .string(type.accessLevel)
        case .isExtension: return .bool(type.isExtension)
        case .isUnknownExtension: return .bool(type.isUnknownExtension)
        case .isGeneric: return .bool(type.isGeneric)
        case .inheritedTypes: return TemplateValues.strings(type.inheritedTypes)
        case .based: return TemplateValues.nameSet(Array(type.based.keys))
        case .implements: return model.value(type.implements)
        case .inherits: return model.value(type.inherits)
        case .basedTypes: return model.value(type.basedTypes)
        case .supertype: return model.value(type.supertype)
        case .annotations: return TemplateValues.annotations(type.annotations)
        case .documentation: return model.documentation(type.documentation)
        case .attributes: return TemplateValues.attributes(type.attributes)
        case .modifiers: return TemplateValues.modifiers(type.modifiers)
        case .description: return .string(type.description)

        case .variables: return model.value(type.variables)
        case .rawVariables: return model.value(type.rawVariables)
        case .allVariables: return model.value(type.allVariables)
        case .storedVariables: return model.value(type.storedVariables)
        case .computedVariables: return model.value(type.computedVariables)
        case .staticVariables: return model.value(type.staticVariables)
        case .instanceVariables: return model.value(type.instanceVariables)

        case .methods: return model.value(type.methods)
        case .rawMethods: return model.value(type.rawMethods)
        case .allMethods: return model.value(type.allMethods)
        case .initializers: return model.value(type.initializers)
        case .staticMethods: return model.value(type.staticMethods)
        case .classMethods: return model.value(type.classMethods)
        case .instanceMethods: return model.value(type.instanceMethods)

        case .subscripts: return model.value(type.subscripts)
        case .rawSubscripts: return model.value(type.rawSubscripts)
        case .allSubscripts: return model.value(type.allSubscripts)

        case .containedTypes: return model.value(type.containedTypes)
        case .containedType: return model.value(type.containedType)
        case .parent: return model.value(type.parent)
        case .parentName: return TemplateValues.string(type.parentName)
        case .typealiases: return .dictionary(type.typealiases.mapValues { .object(model.object(for: $0)) })
        case .genericRequirements:
            return TemplateValues.objects(type.genericRequirements.map {
                GenericRequirementObject($0, model: model, protocolAssociatedTypes: ownAssociatedTypes)
            })
        case .genericParameters:
            return TemplateValues.objects(type.genericParameters.map { GenericParameterObject($0, model: model) })

        case .module: return TemplateValues.string(type.module)
        case .imports: return TemplateValues.objects(type.imports.map(ImportObject.init))
        case .allImports: return TemplateValues.objects(type.allImports.map(ImportObject.init))
        case .path: return TemplateValues.string(type.path)
        case .fileName: return TemplateValues.string(type.fileName)
        case .directory: return TemplateValues.string(type.directory)

        // Kind-specific properties exist only on their kind (as in Sourcery's subclasses);
        // elsewhere they are nil, so `type.cases.count == 0` is false for a struct there too.
        case .cases:
            guard isEnum else { return .null }
            let scope = MemberGenericScope(definedIn: TypeName(type.name))
            return TemplateValues.objects(type.cases.map { EnumCaseObject($0, model: model, scope: scope) })
        case .hasAssociatedValues: return isEnum ? .bool(type.hasAssociatedValues) : .null
        case .hasRawType: return isEnum ? .bool(type.hasRawType) : .null
        case .rawTypeName: return isEnum ? model.value(type.rawTypeName) : .null
        case .rawType: return isEnum ? model.value(type.rawType) : .null
        case .associatedTypes:
            guard isProtocol else { return .null }
            return .dictionary(type.associatedTypes.mapValues { .object(AssociatedTypeObject($0, model: model)) })
        case .isFinal: return isClassLike ? .bool(type.isFinal) : .null
        case .isDistributed: return type.typeKind == .actor ? .bool(type.isDistributed) : .null
        case .composedTypeNames:
            guard type.typeKind == .protocolComposition else { return .null }
            return .array(type.composedTypeNames.map { model.value($0) })
        case .composedTypes:
            return type.typeKind == .protocolComposition ? model.value(type.composedTypes) : .null
        }
    }
}

extension TypeObject {
    /// The associated types a protocol declares itself: Sourcery matches the left side of the
    /// protocol's `where` requirements against these, before it adds the refined protocols' ones.
    var ownAssociatedTypes: [String: AssociatedType]? {
        guard type.typeKind == .protocol else { return nil }
        let refined = type.implements.values
        return type.associatedTypes.filter { name, _ in !refined.contains { $0.associatedTypes[name] != nil } }
    }
}
