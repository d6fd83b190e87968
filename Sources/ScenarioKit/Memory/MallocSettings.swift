#if canImport(Glibc)
import Glibc
#endif

/// glibc's malloc, set for a suite: a larger per-thread cache of freed blocks, and its heap in
/// huge pages where the system gives them.
///
/// glibc keeps up to 7 freed blocks of each size for the thread that freed them; a scenario's
/// nodes, steps, trace lines and callbacks free dozens of blocks of one size at once, so most
/// of them went through malloc's slower bins and their consolidation. With 64, a suite's `run`
/// took about 8% less CPU and its `check` about 3% (the benchmark, same run). A fresh process
/// also takes a page fault for every 4 KB of heap it first touches; with the heap in 2 MB
/// pages (`hugetlb`, which asks the kernel for them where it gives them on request), `run`
/// of the suite took about 4% less CPU. Both can only be set before the process starts,
/// through the `GLIBC_TUNABLES` environment variable, so a command given a suite starts itself
/// again once with them (about 1.4 ms, before any work), and the variable stays set for what
/// it starts. A setting `GLIBC_TUNABLES` has already is left as it is.
public enum MallocSettings {
    /// The settings, in `GLIBC_TUNABLES`'s syntax.
    static let settings = ["glibc.malloc.tcache_count=64", "glibc.malloc.hugetlb=1"]

    /// Re-executes this program with the settings unless it has them; returns when it
    /// cannot (another C library, no `/proc`), and the program goes on with malloc as it is.
    /// Call it first thing, before any thread, output or file exists.
    public static func apply() {
        #if os(Linux) && canImport(Glibc)
        // Once only, whatever the C library makes of the variable: glibc rewrites its own
        // copy of `GLIBC_TUNABLES` as it reads it.
        guard getenv(restartedMarker) == nil else { return }
        let current = getenv("GLIBC_TUNABLES").map { String(cString: $0) }
        guard let value = environmentValue(adding: current) else { return }
        setenv("GLIBC_TUNABLES", value, 1)
        setenv(restartedMarker, "set", 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // Still here: the program could not start itself again, and goes on as it is.
        if let current { setenv("GLIBC_TUNABLES", current, 1) } else { unsetenv("GLIBC_TUNABLES") }
        unsetenv(restartedMarker)
        #endif
    }

    /// Set in the environment of the restarted program, so that it never restarts again.
    public static let restartedMarker = "DND_SCENARIO_MALLOC"

    /// `GLIBC_TUNABLES` with each setting `current` lacks added; nil when it lacks none (this
    /// process was started with them, or the user chose values of their own).
    static func environmentValue(adding current: String?) -> String? {
        let present = (current ?? "").split(separator: ":").map { $0.split(separator: "=", maxSplits: 1).first ?? "" }
        let missing = settings.filter { setting in !present.contains { $0 == setting.split(separator: "=").first ?? "" } }
        guard !missing.isEmpty else { return nil }
        return ([current].compactMap { $0 }.filter { !$0.isEmpty } + missing).joined(separator: ":")
    }
}
