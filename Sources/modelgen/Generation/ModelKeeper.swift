import SwiftDeclParser
import SystemSupport

/// Keeps the composed model of the latest one-shot run allocated until the process exits.
///
/// A model is a great many small objects, and releasing them one by one is serial work at the
/// very end of a run; at exit the system reclaims the whole heap at once. A process that
/// generates again (several configurations, tests) releases the kept model first, so it never
/// holds more than the model it is building.
final class ModelKeeper: @unchecked Sendable {
    static let shared = ModelKeeper()

    private let lock = Lock()
    private var model: ComposedModel?

    /// The model kept now, if any.
    var keptModel: ComposedModel? {
        lock.lock()
        defer { lock.unlock() }
        return model
    }

    func keepUntilExit(_ model: ComposedModel) {
        replace(with: model)
    }

    func releaseKeptModel() {
        replace(with: nil)
    }

    private func replace(with model: ComposedModel?) {
        lock.lock()
        let replaced = self.model
        self.model = model
        lock.unlock()
        // The replaced model is released here, outside the lock.
        withExtendedLifetime(replaced) {}
    }
}
