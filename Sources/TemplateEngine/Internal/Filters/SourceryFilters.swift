/// Sourcery's generic filters (§8.4). The model-aware ones are registered by modelgen.
enum SourceryFilters {
    static let all: [String: FilterFunction] = [:]
}
