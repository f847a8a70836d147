import Foundation

/// One declaration's members, waiting to be built once registration is over.
///
/// Building members (names, selectors, access rules, one object each) is most of registration,
/// and it depends only on the declaration and on the owner that registration settles. So
/// registration records what to build, then all of it is built at once, side by side on large
/// projects, and appended in registration order: every type lists its members as before.
///
/// A class, not a struct: an update walks every job of the project, and copying a declaration's
/// many fields for each would cost more than the update itself.
final class PendingMembers {
    /// Replaced by an incremental update when the file it comes from changes only its members.
    var declaration: TypeDeclaration
    let owner: MemberBuilder.Owner
    let type: SwiftType
    /// The type itself, or the extension object for members written in an extension (Q11).
    let definingObject: SwiftType
    let isExtension: Bool
    /// Where the declaration was written: its file, and its place in that file (see
    /// `ModelComposer.registerType`), so an update can swap in the file's new declaration.
    let path: String
    let position: [Int]

    init(declaration: TypeDeclaration, owner: MemberBuilder.Owner, type: SwiftType, definingObject: SwiftType,
         isExtension: Bool, path: String, position: [Int]) {
        self.declaration = declaration
        self.owner = owner
        self.type = type
        self.definingObject = definingObject
        self.isExtension = isExtension
        self.path = path
        self.position = position
    }
}

extension ModelComposer {
    typealias BuiltMembers = (variables: [Variable], methods: [Method], subscripts: [Subscript])

    func buildPendingMembers() {
        let jobs = pendingMembers
        pendingMembers = []
        memberJobs = jobs
        var built = [BuiltMembers](repeating: ([], [], []), count: jobs.count)
        let workers = jobs.count < 256 ? 1 : min(4, ProcessInfo.processInfo.activeProcessorCount)
        built.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            // Each index is written by exactly one worker.
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for index in stride(from: worker, to: jobs.count, by: workers) {
                    base[index] = ModelComposer.members(of: jobs[index])
                }
            }
        }
        for (job, members) in zip(jobs, built) { ModelComposer.append(members, of: job) }
    }

    static func append(_ members: BuiltMembers, of job: PendingMembers) {
        if job.isExtension {
            job.type.extensionVariables += members.variables
            job.type.extensionMethods += members.methods
            job.type.extensionSubscripts += members.subscripts
        } else {
            job.type.ownVariables += members.variables
            job.type.ownMethods += members.methods
            job.type.ownSubscripts += members.subscripts
        }
    }

    static func members(of job: PendingMembers) -> BuiltMembers {
        let variables = job.declaration.variables.map { MemberBuilder.variable($0, owner: job.owner) }
        let methods = job.declaration.methods.map { MemberBuilder.method($0, owner: job.owner) }
        let subscripts = job.declaration.subscripts.map { MemberBuilder.subscriptMember($0, owner: job.owner) }
        for member in variables { member.definedInType = job.definingObject }
        for member in methods { member.definedInType = job.definingObject }
        for member in subscripts { member.definedInType = job.definingObject }
        return (variables, methods, subscripts)
    }
}
