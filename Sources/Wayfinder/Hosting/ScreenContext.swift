/// Where a screen is: its entry and the stack that holds it. Both hosts give it to every
/// screen they show: `NavigationRoot` in the SwiftUI environment (`\.screenContext`),
/// `UIKitHost` to the hosted SwiftUI screens it wraps and through `screenContext(of:)`.
///
/// ```swift
/// import WayfinderSwiftUI
///
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
  /// import WayfinderSwiftUI
  ///
  /// struct RedButton: View {
  ///   @Environment(\.screenContext) private var screen
  ///   @Environment(Navigator<Screen>.self) private var navigator
  ///   var body: some View {
  ///     Button("Red") { try? screen?.handle(in: navigator)?.finish(with: Color.red) }
  ///   }
  /// }
  /// ```
  /// - Parameter navigator: The navigator that shows the screen.
  /// - Returns: The handle, or `nil` before the screen has its entry.
  @MainActor
  public func handle<Route>(in navigator: Navigator<Route>) -> ScopedNavigator<Route>? {
    entryID.map(navigator.screen)
  }
}
