struct Bindings {
    let a, b: Int
    var c = 1, d: String
    var e: Int = 0, f = "x"
    let (g, h) = (1, 2)
    var i: Int, j: Double?
    static let k = 1, l = 2.5
    var m, n, o: [String]
}
