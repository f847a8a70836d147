import Foundation
import ObjectMapper

/// Every stored property has a default or is an optional `var`, so it becomes `Mappable`.
struct Article: AutoMappable {
    // sourcery: key = "id", key = "article_id"
    var id: Int = 0
    var title: String = ""
    var subtitle: String?
    // sourcery: key = "author.name"
    var authorName: String = ""
    // sourcery: key = "stats.views"
    var views: Int = 0
    // sourcery: key = "meta.tag", nested = false
    var metaTag: String?
    // sourcery: key = "published_at", transform = "DateTransform()"
    var publishedAt: Date?
    var status: ArticleStatus = .draft
    var rating: Double = 0
    var isFeatured: Bool = false
    var comments: [Comment] = []
    var commentsByID: [String: Comment] = [:]
    var pinned: Comment?
    var history: [Comment]?
    var threads: [String: [Comment]] = [:]
    var scores: [Int] = []
    // sourcery: skip
    var isRead = false
}

enum ArticleStatus: String {
    case draft
    case published
}

struct Comment: AutoMappable {
    var author: String = ""
    var text: String = ""
    var likes: Int = 0
}
