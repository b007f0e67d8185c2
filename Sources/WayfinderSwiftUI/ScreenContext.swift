#if canImport(SwiftUI)
  public import SwiftUI
  public import Wayfinder

  /// Where a screen is: its entry and the stack that holds it. ``NavigationRoot`` puts it in
  /// every screen's environment.
  ///
  /// ```swift
  /// struct DetailView: View {
  ///   @Environment(\.screenContext) private var screen
  ///   @Environment(Navigator<Screen>.self) private var navigator
  ///   var body: some View {
  ///     Button("Close") { if let id = screen?.entryID { try? navigator.pop(to: id) } }
  ///   }
  /// }
  /// ```
  public struct ScreenContext: Hashable, Sendable {
    /// The screen's entry, `nil` for a link's screen in the moment before the navigator
    /// pushed it.
    public var entryID: EntryID?
    /// The stack the screen is on.
    public var location: StackLocation

    /// Creates a context.
    /// - Parameters:
    ///   - entryID: The screen's entry.
    ///   - location: Its stack.
    public init(entryID: EntryID?, location: StackLocation) {
      self.entryID = entryID
      self.location = location
    }
  }

  extension ScreenContext {
    /// This screen's own handle: close it, push on its stack, present above it, finish it
    /// with a result.
    ///
    /// ```swift
    /// Button("Red") { try? screen?.handle(in: navigator)?.finish(with: Color.red) }
    /// ```
    /// - Parameter navigator: The navigator from the environment.
    /// - Returns: The handle, or `nil` before the screen has its entry.
    @MainActor
    public func handle<Route>(in navigator: Navigator<Route>) -> ScopedNavigator<Route>? {
      entryID.map(navigator.screen)
    }
  }

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
