/// Paths to include and exclude, as given by `--sources`/`--exclude-sources`, the
/// `sources:` config key (list or `include:`/`exclude:` form), and the same for templates.
/// Paths here are already absolute or relative to the process's current folder.
struct PathSelection: Equatable {
    var include: [String] = []
    var exclude: [String] = []
}
