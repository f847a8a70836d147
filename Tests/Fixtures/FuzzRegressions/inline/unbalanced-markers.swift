class A {
// sourcery:inline:A.T
// sourcery:inline:B.T
let x = 1
// sourcery:end
}
