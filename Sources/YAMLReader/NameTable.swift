#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File names and tags, each stored once for the whole process and named by a number, so
/// that a node holds its file and tag as 32-bit numbers: copying or freeing a node retains
/// and releases nothing for them, where each `String` cost a retain per copy of every node.
///
/// It only grows, and a number names the same text for the life of the process, so a node
/// needs nothing but the number to say where it is. What it holds is the files read and
/// the tags written in them: few texts, each once, however often it is read again.
final class NameTable: @unchecked Sendable {
    /// The one table: a node's numbers mean the same wherever the node goes.
    static let shared = NameTable()

    /// Number 0 is no name (an untagged node); the others index the texts, from 1.
    static let none: UInt32 = 0

    /// Guards adding a text: `numbers`, `count` and the making of chunks. Allocated, since a
    /// mutex must not move.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Texts by number, in chunks that never move once made: chunk `k` holds
    /// `firstChunk << k` texts. A text is stored before its number is handed out and never
    /// changes after, so reading one by a number already given needs no lock — the read that
    /// every node's location makes, where the lock and the access check cost more than the rest.
    private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<String>?>
    @exclusivity(unchecked) private var numbers: [String: UInt32] = [:]
    @exclusivity(unchecked) private var count = 0

    private static let firstChunk = 64
    private static let chunkCount = 40

    private init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        chunks = .allocate(capacity: Self.chunkCount)
        chunks.initialize(repeating: nil, count: Self.chunkCount)
        // Workers are forked and run on without exec: a child must not inherit the mutex
        // held by a thread it does not have. Forking waits for the table to be free and holds
        // it, and both sides let go after.
        pthread_atfork(
            { NameTable.shared.holdForFork() },
            { NameTable.shared.releaseAfterFork() },
            { NameTable.shared.releaseAfterFork() }
        )
    }

    private func holdForFork() {
        pthread_mutex_lock(mutex)
    }

    private func releaseAfterFork() {
        pthread_mutex_unlock(mutex)
    }

    /// The chunk and the place in it of the text at `index` (number - 1). Inlined: every
    /// location a decoder makes asks it, and the call cost as much as the arithmetic.
    @inline(__always)
    private static func place(of index: Int) -> (chunk: Int, offset: Int) {
        // Chunks 0..<k hold firstChunk * (2^k - 1) texts.
        let scaled = index / firstChunk + 1
        let chunk = Int.bitWidth - 1 - scaled.leadingZeroBitCount
        return (chunk, index - firstChunk * ((1 << chunk) - 1))
    }

    /// The number of `text`, given it now if it has none.
    func number(for text: String) -> UInt32 {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        // Looked up and, when new, given its number in one access of the dictionary: a
        // lookup, then an insertion, hashed each new text (a file's path, for every file
        // read) twice.
        return numbers.withNumber(for: text) { store(text) }
    }

    /// Stores a new text and gives its number; `none` when no number is left.
    private func store(_ text: String) -> UInt32 {
        let (chunk, offset) = Self.place(of: count)
        // A process would run out of memory long before it filled 40 chunks.
        guard chunk < Self.chunkCount else { return Self.none }
        if offset == 0 { chunks[chunk] = .allocate(capacity: Self.firstChunk << chunk) }
        guard let storage = chunks[chunk] else { return Self.none }
        (storage + offset).initialize(to: text)
        count += 1
        return UInt32(truncatingIfNeeded: count)
    }

    /// The text numbered `number`; nil for `none`. Only numbers this table gave are asked for.
    func text(_ number: UInt32) -> String? {
        guard number != Self.none else { return nil }
        let (chunk, offset) = Self.place(of: Int(number) - 1)
        guard chunk < Self.chunkCount, let storage = chunks[chunk], offset < Self.firstChunk << chunk else { return nil }
        return storage[offset]
    }

    /// The number of `text`, or `none` for nil.
    func number(orNone text: String?) -> UInt32 {
        text.map { number(for: $0) } ?? Self.none
    }
}

extension [String: UInt32] {
    /// The number of `text`, or the one `store` gives it now, in one access. A text `store`
    /// could not number (`none`) is left out, to be tried again.
    fileprivate mutating func withNumber(for text: String, _ store: () -> UInt32) -> UInt32 {
        func assign(_ number: inout UInt32?) -> UInt32 {
            if let number { return number }
            let new = store()
            if new != NameTable.none { number = new }
            return new
        }
        return assign(&self[text])
    }
}
