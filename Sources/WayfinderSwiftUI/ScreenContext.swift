#if canImport(SwiftUI)
  public import SwiftUI
  public import Wayfinder

  private struct ScreenContextKey: EnvironmentKey {
    static let defaultValue: ScreenContext? = nil
  }

  extension EnvironmentValues {
    /// Which entry the current screen is, and on which stack; `nil` outside a screen shown by
    /// ``NavigationRoot``.
    public var screenContext: ScreenContext? {
      get { self[ScreenContextKey.self] }
      set { self[ScreenContextKey.self] = newValue }
    }
  }
#endif
