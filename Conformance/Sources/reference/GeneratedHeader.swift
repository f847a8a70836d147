/// The header modelgen puts before every generated file, so outputs compare byte for byte.
enum GeneratedHeader {
    static let text = "// Generated using modelgen — https://github.com/modelgen/modelgen\n// DO NOT EDIT\n"
}
