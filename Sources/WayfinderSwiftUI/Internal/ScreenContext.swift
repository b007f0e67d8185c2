#if canImport(SwiftUI)
  package import SwiftUI
  package import Wayfinder

  private struct ScreenContextKey: EnvironmentKey {
    static let defaultValue: ScreenContext? = nil
  }

  private struct AnyNavigatorKey: EnvironmentKey {
    static let defaultValue: (any AnyNavigator)? = nil
  }

  extension EnvironmentValues {
    /// Which entry the current screen is, and on which stack; `nil` outside a screen a host
    /// shows.
    package var screenContext: ScreenContext? {
      get { self[ScreenContextKey.self] }
      set { self[ScreenContextKey.self] = newValue }
    }

    /// The navigator that shows the current screen, whatever its routes; `nil` outside a
    /// host.
    package var anyNavigator: (any AnyNavigator)? {
      get { self[AnyNavigatorKey.self] }
      set { self[AnyNavigatorKey.self] = newValue }
    }
  }
#endif
