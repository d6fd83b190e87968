#if canImport(Glibc)
import Glibc
#endif

/// Gives the heap's free pages back to the system before a fork.
///
/// A forked worker copies each page of its parent's heap the first time it writes to it, and
/// malloc hands the worker the parent's free chunks first, scattered over thousands of such
/// pages: a worker forked from a process that had freed much (the benchmark after its
/// in-process rows, `watch` after a few runs) spent about 5% of its CPU copying them. Pages
/// given back are mapped afresh, zeroed, when next touched, and copy nothing.
enum FreePages {
    /// glibc's `malloc_trim`, looked up rather than declared, since Swift's Glibc module does
    /// not export `malloc.h`; nil with another C library.
    private static let trim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
        // A null handle is `RTLD_DEFAULT`: every loaded object, the C library among them.
        guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }()

    /// Whether this C library can give free pages back.
    static var isAvailable: Bool { trim != nil }

    /// Gives back every whole free page of the heap.
    static func giveBack() {
        _ = trim?(0)
    }
}
