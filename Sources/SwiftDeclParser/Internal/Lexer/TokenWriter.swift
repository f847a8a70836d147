/// Where the lexer puts tokens while it runs: straight into the storage of the file's token
/// array (made before the run, sized from the byte count), so an append is a compare and a
/// store: appending to the array itself would check its uniqueness and capacity for every
/// token, and a separate buffer would have to be copied into the array afterwards.
///
/// When a file has more tokens than the array holds (dense code), a counting writer only counts
/// the rest (`overflowed`), so the caller can lex again into an array of exactly that size; a
/// growing one moves to a buffer of its own and the tokens are copied out at the end
/// (`takeTokens()`). Not copyable, so exactly one owner frees that buffer.
struct TokenWriter: ~Copyable {
    private var storage: UnsafeMutablePointer<Token>
    private var capacity: Int
    /// False while the tokens are in the caller's buffer.
    private(set) var ownsStorage = false
    private(set) var count = 0
    /// Whether a writer that does not grow was given more tokens than its buffer holds: then
    /// `count` is the number it was given, and only the first ones were stored.
    private(set) var overflowed = false
    private let growsWhenFull: Bool

    /// Writes into `buffer` (uninitialized memory of the caller) until it is full; then grows into
    /// a buffer of its own, or (`growsWhenFull` false) only counts.
    init(into buffer: UnsafeMutableBufferPointer<Token>, growsWhenFull: Bool = true) {
        storage = buffer.baseAddress ?? .allocate(capacity: 1)
        capacity = buffer.baseAddress == nil ? 1 : buffer.count
        ownsStorage = buffer.baseAddress == nil
        self.growsWhenFull = growsWhenFull || buffer.baseAddress == nil
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count >= capacity {
            guard growsWhenFull else {
                overflowed = true
                count += 1
                return
            }
            grow()
        }
        (storage + count).initialize(to: token)
        count += 1
    }

    /// The token appended last, if any.
    @inline(__always) var last: Token? {
        count > 0 && !overflowed ? storage[count - 1] : nil
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
