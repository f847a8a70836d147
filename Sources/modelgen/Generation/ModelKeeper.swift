import SwiftDeclParser
import SystemSupport

/// Keeps the result of the latest one-shot run (its composed model, rendered text and the source
/// index of every file) allocated until the process exits.
///
/// A result is a great many small objects, and releasing them one by one is serial work at the
/// very end of a run; at exit the system reclaims the whole heap at once. A process that
/// generates again (several configurations, tests) releases the kept result first, so it never
/// holds more than the one it is building.
final class ModelKeeper: @unchecked Sendable {
    static let shared = ModelKeeper()

    private let lock = Lock()
    private var result: GenerationResult?

    /// The model of the result kept now, if any.
    var keptModel: ComposedModel? {
        lock.lock()
        defer { lock.unlock() }
        return result?.model
    }

    func keepUntilExit(_ result: GenerationResult) {
        replace(with: result)
    }

    func releaseKeptModel() {
        replace(with: nil)
    }

    private func replace(with result: GenerationResult?) {
        lock.lock()
        let replaced = self.result
        self.result = result
        lock.unlock()
        // The replaced result is released here, outside the lock.
        withExtendedLifetime(replaced) {}
    }
}
