#if canImport(Glibc)
import Glibc
#endif
@testable import ScenarioKit
import Testing

/// A worker is forked only after the heap's free pages are given back, so it maps fresh
/// pages instead of copying its parent's (`FreePages`).
@Suite("Free pages before a fork")
struct FreePagesTests {
    #if canImport(Glibc)
    @Test("glibc's malloc_trim is found, so a forked worker copies no free page")
    func trimIsFound() {
        #expect(FreePages.isAvailable)
    }

    @Test("free pages in the middle of the heap are given back to the system")
    func givesBackFreePages() throws {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let blockSize = 8 * pageSize
        // Blocks under malloc's mmap threshold, so they live in the heap, each written, so its
        // pages are resident; the last stays held, so the freed ones cannot go back by
        // shrinking the heap's top, only by being given back where they are.
        var blocks: [UnsafeMutableRawPointer] = []
        for _ in 0..<64 {
            let block = try #require(malloc(blockSize))
            memset(block, 0x5A, blockSize)
            blocks.append(block)
        }
        let held = try #require(blocks.last)
        defer { free(held) }
        let freed = blocks.dropLast()
        // Each freed block's whole pages: its first and last page may hold malloc's headers
        // or a neighbour, and between the blocks other tests' threads may keep their own.
        let interiors = freed.map { block in
            let start = (Int(bitPattern: block) + pageSize - 1) / pageSize * pageSize
            return (start: start, end: (Int(bitPattern: block) + blockSize) / pageSize * pageSize)
        }
        let pages = interiors.reduce(0) { $0 + ($1.end - $1.start) / pageSize }
        for block in freed { free(block) }
        #expect(Self.residentPages(in: interiors, pageSize: pageSize) > pages / 2, "the freed blocks' pages should still be resident")
        FreePages.giveBack()
        // Other tests' threads may take some of the freed blocks meanwhile, not most of them.
        #expect(Self.residentPages(in: interiors, pageSize: pageSize) < pages / 2)
    }

    private static func residentPages(in ranges: [(start: Int, end: Int)], pageSize: Int) -> Int {
        ranges.reduce(0) { count, range in
            let pages = (range.end - range.start) / pageSize
            var vector = [UInt8](repeating: 0, count: pages)
            guard pages > 0, let start = UnsafeMutableRawPointer(bitPattern: range.start), mincore(start, pages * pageSize, &vector) == 0 else { return count }
            return count + vector.filter { $0 & 1 != 0 }.count
        }
    }
    #endif
}
