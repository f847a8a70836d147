struct E { var e = "\(foo(\("  }
class After {}
