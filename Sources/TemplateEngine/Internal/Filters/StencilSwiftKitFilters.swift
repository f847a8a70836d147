/// StencilSwiftKit's filters (§8.3).
enum StencilSwiftKitFilters {
    static let all: [String: FilterFunction] = [:]
}
