class Observed {
    var plain: Int = 0
    var observed: Int = 0 {
        willSet { print(newValue) }
        didSet(old) { if old != observed { print("changed") } }
    }
    var onlyDidSet: String? {
        didSet { print("x") }
    }
    var computed: Int { plain * 2 }
    var explicitGet: Int {
        get { plain }
    }
    var getSet: Int {
        get { plain }
        set { plain = newValue }
    }
    var throwing: Data {
        get throws { Data() }
    }
    var asyncValue: Int {
        get async { 1 }
    }
    class var shared: Observed { Observed() }
    static var counter = 0
    var withDefaultAndObserver = [1, 2] { didSet {} }
}
