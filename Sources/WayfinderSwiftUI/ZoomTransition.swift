#if canImport(SwiftUI)
  public import SwiftUI
  import Wayfinder

  /// Gives a screen the zoom transition from its source, on iOS 18 and later, when its route
  /// zooms (`ZoomTransitions`); earlier, and for other routes, the usual push or sheet.
  struct ZoomDestination<Route: Hashable & Sendable>: ViewModifier {
    let route: Route
    let zoom: ZoomTransitions<Route>
    @Environment(\.zoomNamespace) private var namespace

    func body(content: Content) -> some View {
      if #available(iOS 18, macOS 15, *), let source = zoom.source(for: route), let namespace {
        content.navigationTransition(.zoom(sourceID: source, in: namespace))
      } else {
        content
      }
    }
  }

  /// A view that marks itself as the source of a route's zoom.
  /// It says so as it appears and disappears, so that a zoom from a source not on screen is
  /// reported (`ZoomSources`).
  struct ZoomSource<Route: Hashable & Sendable>: ViewModifier {
    let route: Route
    @Environment(\.zoomNamespace) private var namespace
    @Environment(\.zoomSources) private var sources

    func body(content: Content) -> some View {
      if #available(iOS 18, macOS 15, *), let namespace {
        content.matchedTransitionSource(id: route, in: namespace)
          .onAppear { sources?.appeared(route) }
          .onDisappear { sources?.disappeared(route) }
          .onChange(of: route) { old, new in
            // A view that now marks another route: the count moves with it.
            sources?.disappeared(old)
            sources?.appeared(new)
          }
      } else {
        content
      }
    }
  }

  extension View {
    /// Marks this view as where `route`'s screen zooms from and back into, when the
    /// ``NavigationRoot``'s `ZoomTransitions` say that route zooms (iOS 18 and later).
    ///
    /// ```swift
    /// struct Thumbnail: View {
    ///   let photoID: Int
    ///   var body: some View {
    ///     Image(systemName: "photo").zoomSource(for: Screen.photo(photoID))
    ///   }
    /// }
    /// ```
    /// - Parameter route: The route whose screen zooms from here.
    /// - Returns: The view, marked.
    public func zoomSource<Route: Hashable & Sendable>(for route: Route) -> some View {
      modifier(ZoomSource(route: route))
    }
  }

  private struct ZoomNamespaceKey: EnvironmentKey {
    static let defaultValue: Namespace.ID? = nil
  }

  private struct ZoomSourcesKey: EnvironmentKey {
    static let defaultValue: ZoomSources? = nil
  }

  extension EnvironmentValues {
    /// The zoom sources on screen under the ``NavigationRoot`` around the view.
    var zoomSources: ZoomSources? {
      get { self[ZoomSourcesKey.self] }
      set { self[ZoomSourcesKey.self] = newValue }
    }

    /// The namespace of the zoom transitions of the ``NavigationRoot`` around the view.
    var zoomNamespace: Namespace.ID? {
      get { self[ZoomNamespaceKey.self] }
      set { self[ZoomNamespaceKey.self] = newValue }
    }
  }
#endif
