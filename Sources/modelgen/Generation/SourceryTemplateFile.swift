#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Sourcery's `.sourcerytemplate` file: JSON whose `instance` holds, base64-encoded, a JSON object
/// `{"kind": "stencil", "content": "…template text…"}` (Sourcery's format). An `instance` written
/// as that object directly is read too. Only the `stencil` kind is rendered.
enum SourceryTemplateFile {
    static let fileExtension = "sourcerytemplate"

    private struct Instance: Decodable {
        var kind: String
        var content: String
    }

    /// The file's root: `instance` is base64 text of an `Instance`, or the object itself.
    private struct Root: Decodable {
        enum Wrapped {
            case encoded(String)
            case object(Instance)
        }
        var instance: Wrapped

        enum CodingKeys: CodingKey { case instance }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let text = try? container.decode(String.self, forKey: .instance) {
                instance = .encoded(text)
            } else {
                instance = .object(try container.decode(Instance.self, forKey: .instance))
            }
        }
    }

    /// The Stencil text the file wraps.
    static func stencilSource(at path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw GenerationError(description: "\(path): error: cannot read template file")
        }
        func fail(_ message: String) -> GenerationError {
            GenerationError(description: "\(path): error: not a valid .sourcerytemplate: \(message)")
        }
        guard let root = try? JSONDecoder().decode(Root.self, from: data) else {
            throw fail("expected a JSON object whose 'instance' holds the template's 'kind' and 'content'")
        }
        let instance: Instance
        switch root.instance {
        case .object(let object):
            instance = object
        case .encoded(let text):
            guard let decoded = Data(base64Encoded: text) else { throw fail("'instance' is not base64 text") }
            guard let object = try? JSONDecoder().decode(Instance.self, from: decoded) else {
                throw fail("'instance' must hold 'kind' and 'content' texts")
            }
            instance = object
        }
        guard instance.kind == "stencil" else {
            throw GenerationError(description: "\(path): error: the template it wraps is of kind '\(instance.kind)'; modelgen renders only 'stencil'")
        }
        return instance.content
    }
}
