#if canImport(SwiftUI)
  public import SwiftUI
  public import Wayfinder

  /// A sheet's style from the state: detents (with the selection, which the user's drag
  /// writes back through a key-path binding into the layer's stored stack, Q1), drag
  /// indicator, corner radius, and whether it may be dragged away (not while it holds a screen
  /// with a leave guard on).
  struct SheetPresentation<Route: Hashable & Sendable>: ViewModifier {
    let displayed: DisplayedNavigation<Route>
    let stack: DisplayedStack<Route>?

    func body(content: Content) -> some View {
      if let stack {
        StyledSheet(content: content, displayed: displayed, stack: stack)
      } else {
        content
      }
    }
  }

  /// The content of a layer with its sheet style.
  struct StyledSheet<Route: Hashable & Sendable, Content: View>: View {
    let content: Content
    let displayed: DisplayedNavigation<Route>
    @Bindable var stack: DisplayedStack<Route>
    @Environment(\.wayfinderCustomDetents) private var custom

    var body: some View {
      let guarded = displayed.navigator?.leaveGuarded ?? []
      let entries =
        [stack.root.id]
        + stack.path.compactMap {
          displayed.entryID(for: $0, in: stack.location)
        }
      let locked = entries.contains { guarded.contains($0) }
      if case .sheet(let style)? = stack.presentation {
        content
          .presentationDetents(
            style.presentationDetents(custom), selection: $stack[presentationDetent: custom.names]
          )
          .sheetChrome(style, locked: locked)
          .onAppear {
            displayed.navigator?.checkCustomDetents(of: style, in: custom, slotted: true)
          }
      } else {
        content.interactiveDismissDisabled(locked)
      }
    }
  }

  extension View {
    /// A sheet's drag indicator, corner radius and interactive dismissal, from its style.
    /// - Parameters:
    ///   - style: The sheet's style.
    ///   - locked: Whether a leave guard inside the sheet forbids dragging it away.
    func sheetChrome(_ style: SheetStyle, locked: Bool = false) -> some View {
      presentationDragIndicator(style.dragIndicator.visibility)
        .presentationCornerRadius(style.cornerRadius.map { CGFloat($0) })
        .interactiveDismissDisabled(style.interactiveDismissDisabled || locked)
        .modifier(SheetSizingModifier(sizing: style.sizing))
    }
  }

  /// A sheet's size on a large screen (`presentationSizing`, iOS 18); before iOS 18, and with
  /// no sizing, the system's default sheet.
  struct SheetSizingModifier: ViewModifier {
    let sizing: SheetStyle.Sizing?

    func body(content: Content) -> some View {
      if #available(iOS 18.0, macOS 15.0, *), let sizing {
        switch sizing {
        case .form: content.presentationSizing(.form)
        case .page: content.presentationSizing(.page)
        case .fitted: content.presentationSizing(.fitted)
        }
      } else {
        content
      }
    }
  }

  extension DisplayedStack {
    /// The sheet's selected detent as SwiftUI's, with the app's custom detents; a detent the
    /// state does not list is ignored.
    subscript(presentationDetent custom: [String]) -> PresentationDetent {
      get { detent.presentationDetent(custom) }
      set {
        guard case .sheet(let style)? = presentation,
          let chosen = style.detents.first(where: { $0.presentationDetent(custom) == newValue })
        else { return }
        detent = chosen
      }
    }
  }

  extension SheetStyle {
    /// The SwiftUI detents, with the app's custom detents.
    func presentationDetents(_ custom: CustomDetents) -> Set<PresentationDetent> {
      let names = custom.names  // sorted once per body, not once per detent
      return Set(detents.map { $0.presentationDetent(names) })
    }
  }

  extension SheetDetent {
    /// The SwiftUI detent; a custom one the app did not register (or registered beyond
    /// `CustomDetents.maximumCount`) is `.large`, and reported when the sheet appears.
    /// - Parameter custom: The registered names in alphabetical order (their slots).
    func presentationDetent(_ custom: [String]) -> PresentationDetent {
      switch self {
      case .medium: .medium
      case .large: .large
      case .fraction(let value): .fraction(CGFloat(value))
      case .height(let value): .height(CGFloat(value))
      case .custom(let name):
        custom.firstIndex(of: name).flatMap {
          $0 < CustomDetents.maximumCount ? PresentationDetent.customSlot($0) : nil
        } ?? .large
      }
    }
  }

  private struct CustomDetentsKey: EnvironmentKey {
    static let defaultValue = CustomDetents()
  }

  extension EnvironmentValues {
    /// The app's custom sheet detents, by name (given by `.customDetents(_:)`).
    var wayfinderCustomDetents: CustomDetents {
      get { self[CustomDetentsKey.self] }
      set { self[CustomDetentsKey.self] = newValue }
    }
  }

  extension View {
    /// Registers the app's custom sheet detents (`SheetDetent.custom(_:)`) for every sheet
    /// below: the same `CustomDetents` registry a UIKit host takes, each height given the
    /// largest height a sheet can have.
    ///
    /// ```swift
    /// let detents = CustomDetents(["compact": { maximum in min(180, maximum * 0.3) }])
    /// struct AppView: View {
    ///   var body: some View {
    ///     NavigationRoot(navigator) { screen in ScreenView(screen) }
    ///       .customDetents(detents)
    ///   }
    /// }
    /// ```
    ///
    /// SwiftUI names a custom detent by a type, so at most eight names
    /// (the first in alphabetical order) are shown; a sheet offering another is shown as
    /// `.large` and reported as a `NavigationDiagnostic`.
    /// - Parameter detents: The registry.
    /// - Returns: The view with the registry in its environment.
    public func customDetents(_ detents: CustomDetents) -> some View {
      environment(\.wayfinderCustomDetents, detents)
    }
  }

  extension SheetStyle.Visibility {
    /// The SwiftUI visibility.
    var visibility: SwiftUI.Visibility {
      switch self {
      case .automatic: .automatic
      case .visible: .visible
      case .hidden: .hidden
      }
    }
  }
#endif
