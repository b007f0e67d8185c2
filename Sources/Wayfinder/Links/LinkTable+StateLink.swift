public import Foundation

/// A link printed for a whole state, and what of the state it could not express.
///
/// ```swift
/// if let printed = navigator.link() {
///   print(printed.url)  // myapp://c/path/three/one
///   if !printed.omitted.isEmpty { print("not in the link:", printed.omitted) }
/// }
/// ```
public struct StateLink: Hashable, Sendable, CustomStringConvertible {
  /// The link.
  public let url: URL
  /// What the link does not bring back, empty when opening it (with
  /// ``LinkPolicy/keepOtherTabs``) shows the state again, up to entry ids.
  public let omitted: [LinkOmission]

  /// A printed link, or `nil` when the text is not a URL.
  init?(_ text: String, omitted: [LinkOmission]) {
    guard let url = URL(string: text) else { return nil }
    self.url = url
    self.omitted = omitted
  }

  /// Whether opening the link shows the state again.
  package var isComplete: Bool { omitted.isEmpty }

  /// The link, then what it leaves out.
  public var description: String {
    omitted.isEmpty
      ? url.absoluteString
      : url.absoluteString + " (without " + omitted.map(\.description).joined(separator: ", ")
        + ")"
  }
}

/// A part of a state that a printed link does not bring back.
@nonexhaustive
public enum LinkOmission: Hashable, Sendable, CustomStringConvertible {
  /// The alert (links never show alerts).
  case alert
  /// Presented layers, when no link presents them as they are (more than one layer, or a
  /// layer whose stack no link opens).
  case layers(count: Int)
  /// The screens behind the top one, when no link builds that back stack; the link opens the
  /// top screen with the back stack its pattern gives.
  case backStack
  /// The selected tab, when the link that shows the screens names no tab: it opens them in
  /// whichever tab is selected.
  case tab(TabID)
  /// The split view's inspector: no link opens it with the rest.
  case inspector

  /// A short phrase such as `2 layers`.
  public var description: String {
    switch self {
    case .alert: "the alert"
    case .layers(let count): count == 1 ? "1 layer" : "\(count) layers"
    case .backStack: "the back stack"
    case .tab(let tab): "tab \(tab)"
    case .inspector: "the inspector"
    }
  }
}

extension LinkTable where Route: Equatable {
  /// A link to what the user sees: the selected tab, its whole back stack and the top layer
  /// (with the stack pushed in it), wherever the table can express them, and what it could
  /// not express. It needs no ``Navigator`` and runs on any thread: a widget, a notification
  /// service or an App Intent prints the app's links with the app's table.
  ///
  /// Every candidate is checked by opening it on the state itself with
  /// ``LinkPolicy/keepOtherTabs``: a link whose `omitted` is empty gives back the same
  /// screens, tab and layers (up to entry ids). When the whole state cannot be expressed, the
  /// link drops the layers, then the back stack, and says so.
  ///
  /// ```swift
  /// // tab c: One › Three › One
  /// if let printed = table.link(for: state) {
  ///   print(printed.url)  // myapp://c/path/three/one
  ///   if !printed.omitted.isEmpty { print("not in the link:", printed.omitted) }
  /// }
  /// ```
  /// - Parameters:
  ///   - state: The state.
  ///   - universal: `true` for a universal link, `false` (default) for the custom scheme.
  /// - Returns: The link, or `nil` when not even the screen on top is linkable.
  /// - Complexity: O(links × depth): each link that recognises the screens is printed and
  ///   resolved once; O(depth) with a ``LinkTableBuilder/printKey`` whose keys name few links.
  public func link(for state: NavigationState<Route>, universal: Bool = false) -> StateLink? {
    var omitted: [LinkOmission] = state.alert == nil ? [] : [.alert]
    var shown = state
    shown.dismissAll()
    _ = try? shown.dismissAlert()
    // Links are opened on the state without its inspector: a link shows one only by opening it.
    var bare = shown
    _ = try? bare.clear(.inspector)
    // One layer, its root alone or with a stack pushed in it (a link into a presented stack).
    if state.layers.count == 1,
      let found = firstLink(reproducing: Self.visible(state), from: bare, universal: universal)
    {
      return StateLink(found.url, omitted: omitted + found.omitted)
    }
    if !state.layers.isEmpty { omitted.append(.layers(count: state.layers.count)) }
    if let found = firstLink(reproducing: Self.visible(shown), from: bare, universal: universal) {
      return StateLink(found.url, omitted: omitted + found.omitted)
    }
    if shown.split?[.inspector] != nil {
      omitted.append(.inspector)
      shown = bare
      if let found = firstLink(reproducing: Self.visible(bare), from: bare, universal: universal) {
        return StateLink(found.url, omitted: omitted + found.omitted)
      }
    }
    // The top screen alone, with whatever back stack its link gives.
    let top = shown.activeStack.top.route
    for index in printCandidates(for: [top]) {
      guard let path = candidatePath(index, stack: [top]),
        let url = printedURL(path: path, universal: universal),
        let match = try? match(path).get(), match.route == top
      else { continue }
      return StateLink(url, omitted: omitted + [.backStack])
    }
    return nil
  }

  /// What a link must reproduce: the selected tab, the routes of its stack, and each layer's
  /// presentation and routes.
  struct Visible: Equatable {
    var tab: TabID?
    var stack: [Route]
    var layers: [Presentation]
    var layerRoutes: [[Route]]
    /// A split view's shown columns, each with its routes (empty outside a split view).
    var columns: [[Route]] = []
    /// The routes of the split view's inspector (empty when it is closed).
    var inspector: [Route] = []
  }

  static func visible(_ state: NavigationState<Route>) -> Visible {
    let base: Stack<Route>? =
      switch state.base {
      case .stack(let stack): stack
      case .tabs(let tabs): tabs.selectedStack
      case .split(let split):
        Stack(root: split._sidebar._root, pushed: Array(split.compactStack.dropFirst()))
      }
    return Visible(
      tab: state.selectedTab, stack: base?.routes ?? [],
      layers: state.layers.map { $0.presentation },
      layerRoutes: state.layers.map { $0.content.routes },
      columns: state.split.map { split in
        split.columns.compactMap { split[$0]?.routes }
      } ?? [],
      inspector: state.split?[.inspector]?.routes ?? []
    )
  }

  /// The first declared link whose printed form, opened on `shown`, reproduces `wanted`;
  /// one that names the selected tab is preferred to one that opens in whichever tab is
  /// selected (then the tab is reported as omitted).
  private func firstLink(
    reproducing wanted: Visible, from shown: NavigationState<Route>, universal: Bool
  ) -> (url: String, omitted: [LinkOmission])? {
    var tabless: String?
    // The screens a link would place: the pushed ones, then the presented one, if any.
    let pushed = Array(wanted.stack.dropFirst())
    // With the inspector open, the link places the inspector's screens (the columns are its
    // parents).
    let placed =
      wanted.inspector.isEmpty ? pushed + (wanted.layerRoutes.first ?? []) : wanted.inspector
    // Built once: what an ordinary link and a link to a tab's root would print.
    let rootOnly: [[Route]] = wanted.stack.first.map { [[$0]] } ?? []
    // A stack link prints all the placed screens; any other link prints the last one.
    let stacked: [[Route]] = placed.isEmpty ? [] : [placed]
    let last: [[Route]] = placed.last.map { [[$0]] } ?? []
    let keyed = (wanted.stack.first.map { [$0] } ?? []) + (placed.last.map { [$0] } ?? [])
    for index in printCandidates(for: keyed) {
      let declared = declaredLink(index)
      // A link that selects another tab cannot show this one.
      if let tab = declared.placement.tab, tab != wanted.tab { continue }
      let candidates = declared.placement.asRoot ? rootOnly : declared.stack == nil ? last : stacked
      for stack in candidates {
        guard let path = candidatePath(index, stack: stack),
          let opened = try? target(for: path, keepingOtherTabsOf: shown),
          Self.visible(opened) == wanted,
          let url = printedURL(path: path, universal: universal)
        else { continue }
        if let tab = wanted.tab, declared.placement.tab != tab {
          // Keep looking for a link that names the tab, if the table has one.
          guard linkedTabs.contains(tab) else { return (url, [.tab(tab)]) }
          if tabless == nil { tabless = url }
          continue
        }
        return (url, [])
      }
    }
    if let tabless, let tab = wanted.tab { return (tabless, [.tab(tab)]) }
    return nil
  }

  /// The path link `index` prints for a stack of screens (a stack link), or for its last
  /// screen (any other link).
  private func candidatePath(_ index: Int, stack: [Route]) -> String? {
    let declared = declaredLink(index)
    if let stackValues = declared.stackValues {
      guard let values = stackValues(stack) else { return nil }
      return Self.fill(linkPattern(index), with: values)
    }
    guard let route = stack.last, let values = declared.values(route)
    else { return nil }
    return Self.fill(linkPattern(index), with: LinkValues(values))
  }
}
