import SystemSupport

/// Which defaults a config file is read with. A file whose name mentions Sourcery (`.sourcery.yml`,
/// `sourcery-tests.yml`, …) is read as Sourcery reads it: it must name its templates (no built-in
/// ones), documentation comments are left out unless `parseDocumentation: true`, and a missing
/// source path is a warning. Any other config file (`.modelgen.yml`) gets modelgen's defaults.
enum ConfigFlavour {
    static func followsSourcery(_ path: String) -> Bool {
        PathText.lastComponent(path).lowercased().contains("sourcery")
    }
}
