import Wayfinder

/// SwiftUI's `NavigationStack` as the SwiftUI host's tests need it: the destination views it
/// made, and the ways back a user can take.
///
/// Like SwiftUI, and unlike an obedient model: a destination view lives while its element stays
/// in place in the path; when SwiftUI pops (the back button, its long-press menu, a swipe), the
/// views of the elements it drops are destroyed *before* the path is written back, so a host
/// that puts the element back makes a new view (its `@State`, the user's input, gone). A way
/// back is available only while the host's views leave it open: the system back button and
/// its menu while the top screen's back button is the system's, the swipes while the stack's
/// recognizers are on (SwiftUI also turns the edge swipe off with a hidden back button), the
/// host's one-step button where the host draws one.
@MainActor
final class NavigationStackModel {
  /// The ways back a user can take from the top screen.
  enum WayBack: Equatable {
    /// The system back button.
    case backButton
    /// The back button's long-press menu, to a depth (0: the root).
    case backMenu(toDepth: Int)
    /// The swipe from the leading edge.
    case edgeSwipe
    /// iOS 26's swipe from anywhere in the content.
    case contentSwipe
    /// The host's own back button above a guarded screen: one screen back, no menu.
    case oneStepButton
  }

  let stack: DisplayedStack<Screen>
  let displayed: DisplayedNavigation<Screen>
  /// How many destination views SwiftUI has made.
  private(set) var made = 0
  private var destinations: [(element: PathEntry<Screen>, instance: Int, claim: EntryClaim)] = []

  init(_ stack: DisplayedStack<Screen>, in displayed: DisplayedNavigation<Screen>) {
    self.stack = stack
    self.displayed = displayed
    sync()
  }

  /// SwiftUI brings its destinations in line with the path it reads: the elements still in
  /// place keep their views; the others are made anew.
  func sync() {
    let path = stack.path
    var kept = 0
    while kept < destinations.count, kept < path.count, destinations[kept].element == path[kept] {
      kept += 1
    }
    destinations.removeSubrange(kept...)
    for element in path[kept...] {
      made += 1
      // The view is made now, and its body runs: it claims its entry (Q34).
      let claim = EntryClaim()
      _ = claim.entry { displayed.entryID(for: element, in: stack.location) }
      destinations.append((element, made, claim))
    }
  }

  /// The entry the destination view at `depth` (1: the first pushed) stands for, as its body
  /// names it to its context, guard and probe.
  func entry(atDepth depth: Int) -> EntryID? {
    sync()
    guard depth >= 1 && depth <= destinations.count else { return nil }
    let (element, _, claim) = destinations[depth - 1]
    return claim.entry { displayed.entryID(for: element, in: stack.location) }
  }

  /// The destination view shown for the pushed screen at `depth` (1: the first pushed).
  func instance(atDepth depth: Int) -> Int? {
    sync()
    return depth >= 1 && depth <= destinations.count ? destinations[depth - 1].instance : nil
  }

  /// The user taps a `NavigationLink(route:)`: SwiftUI writes the path with the link's value
  /// appended, then makes the new destination view.
  func follow(link route: Screen) {
    sync()
    stack.path = stack.path + [PathEntry(route)]
    sync()
  }

  /// The user goes back from the top screen, if that way is open.
  /// - Returns: Whether the way was there to take.
  @discardableResult
  func goBack(_ way: WayBack) -> Bool {
    sync()
    guard let id = entry(atDepth: destinations.count) else { return false }
    let button = displayed.backButton(for: id, at: stack.location)
    let locked = displayed.locksBackGestures(at: stack.location)
    var depth = destinations.count - 1
    switch way {
    case .backButton:
      guard button == .system else { return false }
    case .backMenu(let target):
      guard button == .system, target < destinations.count else { return false }
      depth = target
    case .edgeSwipe:
      guard button == .system, !locked else { return false }
    case .contentSwipe:
      guard !locked else { return false }
    case .oneStepButton:
      guard button == .oneStep else { return false }
      // The host's own button: the host pops, and SwiftUI follows the path.
      displayed.goBackOneStep(from: id, at: stack.location)
      sync()
      return true
    }
    pop(toDepth: depth)
    return true
  }

  /// SwiftUI pops to `depth`, whoever asked (a way back, or app code such as SwiftUI's
  /// `dismiss` action): the dropped screens' views are gone first, whatever the host does next.
  func pop(toDepth depth: Int) {
    sync()
    destinations.removeSubrange(min(depth, destinations.count)...)
    stack.path = Array(stack.path.prefix(depth))
    sync()
  }
}
