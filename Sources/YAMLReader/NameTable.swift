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

    /// Number 0 is no name (an untagged node); the others index `texts`, from 1.
    static let none: UInt32 = 0

    /// Guards `texts` and `numbers`; allocated, since a mutex must not move.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var texts: [String] = []
    private var numbers: [String: UInt32] = [:]

    private init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
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

    /// The number of `text`, given it now if it has none.
    func number(for text: String) -> UInt32 {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let number = numbers[text] { return number }
        texts.append(text)
        // A process would run out of memory long before four billion distinct names.
        let number = UInt32(truncatingIfNeeded: texts.count)
        numbers[text] = number
        return number
    }

    /// The text numbered `number`; nil for `none`.
    func text(_ number: UInt32) -> String? {
        guard number != Self.none else { return nil }
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let index = Int(number) - 1
        return index < texts.count ? texts[index] : nil
    }

    /// The number of `text`, or `none` for nil.
    func number(orNone text: String?) -> UInt32 {
        text.map { number(for: $0) } ?? Self.none
    }
}
