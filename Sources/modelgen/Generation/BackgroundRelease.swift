#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch

/// Lets a helper thread free a large object graph that the caller is done with.
///
/// Freeing the composed model of a big project (every type, member and type name, with the
/// relationship links cut first) takes tens of milliseconds that no output depends on; on the
/// main thread it would delay writing the outputs (and, in watch mode, the next regeneration).
enum BackgroundRelease {
    /// Takes the caller's reference (setting it to nil) and drops it on a helper thread, which
    /// then runs the deinitializers. The caller must hold no other reference to the object.
    static func release<Object: AnyObject>(_ object: inout Object?) {
        guard object != nil else { return }
        let handedOver = Unmanaged.passRetained(object!)
        object = nil
        DispatchQueue.global(qos: .utility).async { handedOver.release() }
    }

    /// Runs `work` on a helper thread, for clean-up whose result nobody waits for.
    static func perform(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.global(qos: .utility).async(execute: work)
    }

    /// Keeps `object` alive until the process exits: for a one-shot run, whose memory the
    /// operating system takes back at once, freeing it piece by piece is work for nothing.
    static func leaveToProcessExit(_ object: AnyObject) {
        _ = Unmanaged.passRetained(object)
    }
}
