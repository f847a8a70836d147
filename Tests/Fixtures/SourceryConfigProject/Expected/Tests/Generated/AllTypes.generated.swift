// Generated using modelgen — DO NOT EDIT (regenerate with `modelgen`)
let allTypeNames = ["Item", "User"]
// documentation: 0 lines
