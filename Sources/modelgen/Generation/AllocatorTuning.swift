#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// glibc's allocator grows the heap in steps of 128 KiB and gives memory back to the kernel as
/// soon as 128 KiB at the top are free. A cold run on a large project grows the heap to tens of
/// megabytes, frees and reallocates as it goes, and pays for every step in system calls and page
/// faults. A one-shot run ends within a second, so it asks for large steps and never gives back
/// (measured on the 2,000-file benchmark: about −20 ms CPU and −5 ms wall, the same resident
/// memory, since only touched pages count). Watch mode keeps the defaults: it lives long and
/// should shrink after a large regeneration.
///
/// glibc also gives each thread that allocates while another holds the lock an arena of its
/// own, up to eight per core. Memory freed in one arena serves only that arena's later requests:
/// the parse results freed after composition stay where the scan workers left them while the
/// render threads grow arenas of their own. At most one thread per core runs at once, so a
/// one-shot run asks for one arena per core (measured on the 2,000-file benchmark on 2 cores:
/// peak resident memory −2.4 MB, the same CPU time).
enum AllocatorTuning {
    static func tuneForOneShotRun() {
        #if canImport(Glibc)
        let trimThreshold: Int32 = -1, topPad: Int32 = -2, arenaMax: Int32 = -8   // M_TRIM_THRESHOLD, M_TOP_PAD, M_ARENA_MAX
        _ = glibcMallopt(topPad, 64 << 20)
        _ = glibcMallopt(trimThreshold, 256 << 20)
        _ = glibcMallopt(arenaMax, Int32(clamping: max(ProcessInfo.processInfo.activeProcessorCount, 1)))
        #endif
    }
}

#if canImport(Glibc)
// `mallopt` is declared in <malloc.h>, which the Glibc module does not export: declared here by its
// C name (two Int32 arguments and an Int32 result pass the same way in Swift's and C's calling
// conventions). Linked directly rather than looked up with dlsym, which finds nothing in the
// statically linked release binary (scripts/release-binary.sh).
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
