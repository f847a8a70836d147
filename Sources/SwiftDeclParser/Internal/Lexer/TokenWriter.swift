/// Where the lexer puts tokens while it runs: straight into the storage of the file's token
/// array (made before the run, sized from the byte count), so an append is a compare and a
/// store. Appending to the array itself checked its uniqueness and capacity through the runtime
/// for every token (~1.26 M calls on a 2,000-file run), and copying a separate buffer into the
/// array afterwards cost as much again.
///
/// When a file has more tokens than the array holds (dense code), the writer moves to a buffer
/// of its own and the tokens are copied out at the end (`takeTokens()`).
/// Not copyable, so exactly one owner frees that buffer.
struct TokenWriter: ~Copyable {
    private var storage: UnsafeMutablePointer<Token>
    private var capacity: Int
    /// False while the tokens are in the caller's buffer.
    private(set) var ownsStorage = false
    private(set) var count = 0

    /// Writes into `buffer` (uninitialized memory of the caller) until it is full.
    init(into buffer: UnsafeMutableBufferPointer<Token>) {
        storage = buffer.baseAddress ?? .allocate(capacity: 1)
        capacity = buffer.baseAddress == nil ? 1 : buffer.count
        ownsStorage = buffer.baseAddress == nil
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (storage + count).initialize(to: token)
        count += 1
    }

    /// The token appended last, if any.
    @inline(__always) var last: Token? {
        count > 0 ? storage[count - 1] : nil
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: max(capacity * 2, 16))
        larger.moveInitialize(from: storage, count: count)
        if ownsStorage { storage.deallocate() }
        storage = larger
        capacity = max(capacity * 2, 16)
        ownsStorage = true
    }

    /// The tokens of a writer that outgrew the caller's buffer, as an array; the writer is left empty.
    mutating func takeTokens() -> [Token] {
        let taken = [Token](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 { buffer.baseAddress!.initialize(from: storage, count: count) }
            initialized = count
        }
        count = 0
        return taken
    }

    deinit {
        if ownsStorage {
            storage.deinitialize(count: count)
            storage.deallocate()
        }
    }
}
