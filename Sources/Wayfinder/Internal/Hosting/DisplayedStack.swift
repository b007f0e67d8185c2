import Observation

/// What one `NavigationStack` shows: its root and its path, stored, so that the view binds the
/// path by key path (`$stack.path`) into an object that lives as long as the stack is shown.
///
/// A `Binding(get:set:)` made anew on every body pass misbehaves in a `NavigationStack`
/// (rule Q1: `onAppear` fires on intermediate screens, phantom state inits, crashes on back);
/// a key-path binding into an object whose identity is stable does not. The path is stored
/// here and refreshed only when this stack changes, so reading it costs nothing and a change
/// elsewhere does not touch it.
///
/// When the stack leaves the state (its sheet is dismissed, its tab removed), the object keeps
/// what it showed until the step that removed it is acknowledged (rule Q8), so the screens
/// that animate away still render.
///
/// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
/// ```swift
/// struct PathStack: View {
///   @Bindable var stack: DisplayedStack<Screen>
///   var body: some View {
///     NavigationStack(path: $stack.path) { … }
///   }
/// }
/// ```
@MainActor
package final class DisplayedStack<Route: Hashable & Sendable>: Observable {
  /// Where the stack is.
  package let location: StackLocation
  private weak var displayed: DisplayedNavigation<Route>?
  private let registrar = ObservationRegistrar()
  private var storedRoot: Entry<Route>
  private var storedPath: [PathEntry<Route>]
  private var storedPresentation: Presentation?
  /// Whether the stack has left the displayed state (it still shows what it showed).
  package private(set) var isLeaving = false

  init(
    location: StackLocation, displayed: DisplayedNavigation<Route>, root: Entry<Route>,
    path: [PathEntry<Route>], presentation: Presentation?
  ) {
    self.location = location
    self.displayed = displayed
    self.storedRoot = root
    self.storedPath = path
    self.storedPresentation = presentation
  }

  /// The stack's root screen.
  package var root: Entry<Route> {
    registrar.access(self, keyPath: \.root)
    return storedRoot
  }

  /// The pushed screens as the navigation view's path. Writing it (the view does, when the
  /// user goes back or follows a link) reports the user's action; the stored path then shows
  /// what the navigator made of it.
  package var path: [PathEntry<Route>] {
    get {
      registrar.access(self, keyPath: \.path)
      return storedPath
    }
    set {
      guard !isLeaving else { return }
      displayed?.write(newValue, at: location)
    }
  }

  /// The presentation of the layer that holds this stack (`nil` for a base or tab stack).
  package var presentation: Presentation? {
    registrar.access(self, keyPath: \.presentation)
    return storedPresentation
  }

  /// The selected detent of the sheet that holds this stack (`.large` when none is chosen or
  /// the stack is not in a sheet). Writing it (the user dragged the sheet) reports the choice.
  package var detent: SheetDetent {
    get {
      guard case .sheet(let style)? = presentation else { return .large }
      return style.currentDetent ?? .large
    }
    set {
      guard !isLeaving, case .layer(let id) = location else { return }
      displayed?.write(detent: newValue, of: id)
    }
  }

  /// Whether the stack's top element is the one identified by `key`: the `isPresented` of a
  /// page sequence's sheet page (``PageSequence/sheet``), bound by key path (Q1). Writing
  /// `false` while it is on top (the user dragged the sheet down) pops it, as a user action.
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// let sheet = PageSequence(root: stack.root, path: stack.path, styles: pages).sheet
  /// content.sheet(isPresented: $stack[isTop: sheet?.id]) { … }
  /// ```
  /// - Parameter key: The element, or `nil` for none (never on top).
  package subscript(isTop key: PathEntry<Route>.Key?) -> Bool {
    get { key != nil && path.last?.key == key }
    set {
      guard !newValue, let key, path.last?.key == key else { return }
      path = Array(path.dropLast())
    }
  }

  /// Shows a new root, path and presentation, announcing only what differs.
  func update(root: Entry<Route>, path: [PathEntry<Route>], presentation: Presentation?) {
    if root != storedRoot {
      registrar.withMutation(of: self, keyPath: \.root) { storedRoot = root }
    }
    if path != storedPath {
      registrar.withMutation(of: self, keyPath: \.path) { storedPath = path }
    }
    if presentation != storedPresentation {
      registrar.withMutation(of: self, keyPath: \.presentation) {
        storedPresentation = presentation
      }
    }
  }

  /// Marks the stack as gone from the displayed state; it keeps showing what it showed.
  func leave() { isLeaving = true }

  /// Tells the stack's observers that everything changed, so that a view re-reads what it
  /// shows (after the scene returned from the background, rule Q14).
  func republish() {
    registrar.withMutation(of: self, keyPath: \.root) {}
    registrar.withMutation(of: self, keyPath: \.path) {}
    registrar.withMutation(of: self, keyPath: \.presentation) {}
  }
}
