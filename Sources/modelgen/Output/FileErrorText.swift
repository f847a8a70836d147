#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Short reasons for file-system errors thrown by FileManager and Data (CocoaError), without
/// NSError, which is in the full Foundation.
enum FileErrorText {
    /// The system's text for the POSIX error under a CocoaError (`No such file or directory`),
    /// when it carries one: FoundationEssentials records it under `NSUnderlyingError`.
    static func systemReason(_ error: Error) -> String? {
        guard let cocoa = error as? CocoaError,
              let underlying = cocoa.userInfo["NSUnderlyingError"] as? POSIXError else { return nil }
        return String(cString: strerror(underlying.code.rawValue))
    }

    /// `The operation could not be completed. (NSCocoaErrorDomain error 512.)` for a CocoaError
    /// without one; any other error as it describes itself.
    static func fallback(_ error: Error) -> String {
        if let cocoa = error as? CocoaError {
            return "The operation could not be completed. (NSCocoaErrorDomain error \(cocoa.code.rawValue).)"
        }
        return String(describing: error)
    }
}
