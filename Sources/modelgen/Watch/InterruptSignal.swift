#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Write end of the self-pipe the signal handler writes to. A global because a
/// C signal handler cannot capture context; `write(2)` is async-signal-safe.
private var interruptPipeWriteEnd: Int32 = -1
/// Signals received so far: the first asks the loop to stop after the current
/// regeneration, a second one (an impatient Ctrl-C) ends the process at once.
/// Output files are written by rename, so even that leaves no half-written file.
private var interruptCount: sig_atomic_t = 0

/// Turns SIGINT/SIGTERM into a readable file descriptor, so the watch loop can
/// `poll(2)` for "a file changed" and "the user pressed Ctrl-C" at once and
/// leave between two regenerations, never in the middle of writing output.
final class InterruptSignal {
    /// Readable once a signal arrived.
    let fileDescriptor: Int32

    init?() {
        guard let ends = NonBlockingPipe.make() else { return nil }
        fileDescriptor = ends.readEnd
        interruptPipeWriteEnd = ends.writeEnd
        interruptCount = 0
        let handler: @convention(c) (Int32) -> Void = { _ in
            interruptCount += 1
            if interruptCount > 1 { _exit(130) }
            var byte: UInt8 = 1
            _ = write(interruptPipeWriteEnd, &byte, 1)
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
    }

    var isRaised: Bool { FileDescriptorWait.isReadable(fileDescriptor, timeout: 0) }

    deinit {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        close(fileDescriptor)
        close(interruptPipeWriteEnd)
        interruptPipeWriteEnd = -1
    }
}
