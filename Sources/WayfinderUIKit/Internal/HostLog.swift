#if canImport(UIKit)
  import os

  /// Where the UIKit host says what it cannot show (a platform without the feature the state
  /// asks for), seen in Xcode's console and Console.app under the subsystem "Wayfinder".
  let hostLog = Logger(subsystem: "Wayfinder", category: "UIKitHost")
#endif
