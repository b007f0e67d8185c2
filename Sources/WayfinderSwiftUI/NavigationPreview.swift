#if canImport(SwiftUI)
  public import SwiftUI
  public import Wayfinder

  /// A screen in an Xcode preview (or a snapshot test) as the app shows it: in a given
  /// navigation state or opened from a link, with its real chrome — its stack and back button,
  /// its tab bar, the sheet it is in with its detent — and a navigator in the environment, so a
  /// screen that reads `@ScreenNavigation` or `@Environment(Navigator<Route>.self)` works. A
  /// link the table refuses shows the state it was opened from, with the reason at the bottom
  /// of the preview.
  ///
  /// ```swift
  /// struct DetailPreviews: PreviewProvider {  // or #Preview { … }
  ///   static let start = NavigationState(root: Screen.home)
  ///   static var previews: some View {
  ///     NavigationPreview(link: URL(string: "myapp://c/detail/42")!, from: start, links: links) {
  ///       ScreenView($0)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// A screen previewed bare, without a host, does not trap: its `@ScreenNavigation` has no
  /// navigator, and each command it is given returns `nil` and says so in the preview's
  /// console (debug builds).
  public struct NavigationPreview<Route: Hashable & Sendable, Screen: View>: View {
    @State private var navigator: Navigator<Route>
    private let problem: String?
    private let screen: (Route) -> Screen

    /// A preview of `state`.
    /// - Parameters:
    ///   - state: The whole navigation state to show (tabs, stacks, sheets).
    ///   - links: The app's links, for screens that open or print links (default: none).
    ///   - screen: The view for a route, as the app's `NavigationRoot` has it.
    @MainActor
    public init(
      _ state: NavigationState<Route>, links: LinkTable<Route>? = nil,
      @ViewBuilder screen: @escaping (Route) -> Screen
    ) {
      _navigator = State(initialValue: Navigator(state, links: links))
      problem = nil
      self.screen = screen
    }

    /// A preview of the state a link opens from `start`, as the app opens it.
    /// - Parameters:
    ///   - link: A link of the app.
    ///   - start: The state it is opened from (the app's first state).
    ///   - links: The app's links.
    ///   - screen: The view for a route.
    @MainActor
    public init(
      link: URL, from start: NavigationState<Route>, links: LinkTable<Route>,
      @ViewBuilder screen: @escaping (Route) -> Screen
    ) {
      let navigator = Navigator(start, links: links)
      var problem: String?
      do {
        try navigator.open(link)
      } catch {
        problem = "\(link.absoluteString) was not opened: \(error)"
      }
      _navigator = State(initialValue: navigator)
      self.problem = problem
      self.screen = screen
    }

    /// The navigation, hosted as the app hosts it, with the problem at the bottom.
    public var body: some View {
      NavigationRoot(navigator, screen: screen)
        .overlay(alignment: .bottom) {
          if let problem {
            Text(problem)
              .font(.footnote)
              .foregroundStyle(.white)
              .padding(8)
              .background(.red, in: .rect(cornerRadius: 8))
              .padding()
          }
        }
    }
  }
#endif
