import Foundation

/// One declaration's members, waiting to be built once registration is over.
///
/// Building members (names, selectors, access rules, one object each) is most of registration,
/// and it depends only on the declaration and on the owner that registration settles. So
/// registration records what to build, then all of it is built at once, side by side on large
/// projects, and appended in registration order: every type lists its members as before.
struct PendingMembers {
    let declaration: TypeDeclaration
    let owner: MemberBuilder.Owner
    let type: SwiftType
    /// The type itself, or the extension object for members written in an extension (Q11).
    let definingObject: SwiftType
    let isExtension: Bool
}

extension ModelComposer {
    private typealias BuiltMembers = (variables: [Variable], methods: [Method], subscripts: [Subscript])

    func buildPendingMembers() {
        let jobs = pendingMembers
        pendingMembers = []
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
        for (job, members) in zip(jobs, built) {
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
    }

    private static func members(of job: PendingMembers) -> BuiltMembers {
        let variables = job.declaration.variables.map { MemberBuilder.variable($0, owner: job.owner) }
        let methods = job.declaration.methods.map { MemberBuilder.method($0, owner: job.owner) }
        let subscripts = job.declaration.subscripts.map { MemberBuilder.subscriptMember($0, owner: job.owner) }
        for member in variables { member.definedInType = job.definingObject }
        for member in methods { member.definedInType = job.definingObject }
        for member in subscripts { member.definedInType = job.definingObject }
        return (variables, methods, subscripts)
    }
}
