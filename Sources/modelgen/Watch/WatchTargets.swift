/// What one watch session looks at: the source and template paths as the user
/// gave them (files or folders), plus the files that configure the run.
///
/// Folders are watched recursively for the extensions generation reads; files
/// named directly are watched whatever their extension, so a config file or an
/// `.xcfilelist` given on the command line also triggers a regeneration.
struct WatchTargets: Equatable {
    /// Files or folders to watch. Relative paths are resolved against the current directory.
    var roots: [String]
    /// Folders never scanned (the output folder, the parse cache), so writing the
    /// generated files does not wake the watcher up again.
    var excluded: [String] = []
    /// File extensions (without the dot) that matter inside watched folders.
    var extensions: Set<String> = WatchTargets.defaultExtensions

    static let defaultExtensions: Set<String> = ["swift", "stencil", "swifttemplate"]

    init(roots: [String], excluded: [String] = [], extensions: Set<String> = WatchTargets.defaultExtensions) {
        self.roots = roots.map(PathResolver.absolute)
        self.excluded = excluded.map(PathResolver.absolute)
        self.extensions = extensions
    }
}
