// Redundant parentheses around one type: `(T)` is spelled `T` (a one-element tuple type is its
// element), also as a closure's parameter or result and under `?` (Q7 generalised). A closure or
// composition under `?` gets its parentheses back.
protocol EventLoop {}
protocol Loader {}
protocol Cache {}

struct ParenthesizedTypes {
    var loop: (any EventLoop)
    var count: (Int)
    var maybeCount: (Int)?
    var names: ([String])?
    var upgrade: (@Sendable () -> Bool)
    var stateHandler: ((@Sendable (Int) -> Void))?
    var factory: @Sendable (Int) -> (String)
    let terminate: ((any Error)?) -> Void
    var both: ((Loader & Cache))?
    var either: (any Loader)?
    var pair: (first: Int, second: String)
    var empty: ()
    var closure: (() -> Void)?
    var labelled: (_ value: Int, (Int)) -> Void
}
