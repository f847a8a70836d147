/// A parsed template. Parse once (`Environment.loadTemplate` caches by name), render many times;
/// rendering never mutates it, so one template can be rendered from several threads.
public final class Template {
    /// The path reported in error messages.
    public let path: String
    let nodes: [Node]
    let file: SourceFile

    init(path: String, source: String, environment: Environment) throws {
        self.path = path
        var bytes = Array(source.utf8)
        if environment.options.whitespace == .sourcery {
            bytes = SourceryPostProcessor.markBlankLines(bytes)
        }
        let file = SourceFile(path: path, bytes: bytes)
        self.file = file
        let parser = TemplateParser(tokens: Lexer.tokenize(file), file: file, environment: environment)
        self.nodes = try parser.parse()
    }
}
