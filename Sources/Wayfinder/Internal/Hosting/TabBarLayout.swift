/// How a host groups the state's tabs on iOS 18 and later: a search tab (SwiftUI's
/// `Tab(role: .search)`, UIKit's `UISearchTab`) and sections (`TabSection`, `UITabGroup`).
///
/// The state holds the tabs' order and which are hidden; this layout, which the app gives its
/// host, says what each tab is. Both hosts draw from ``items(in:)`` and turn what the user did
/// to the arrangement into one ``userAction(sectionOrders:hidden:in:)``, so the two hosts agree
/// and the rules are tested without UIKit or SwiftUI.
///
/// ```swift
/// let layout = TabBarLayout(search: "search", sections: [.init(title: "Library", tabs: ["songs", "albums"])])
/// layout.items(in: tabs)  // [.tab("home"), .section("Library", ["songs", "albums"]), .tab("search")]
/// ```
package struct TabBarLayout: Hashable, Sendable {
  /// A named group of tabs, shown together (a sidebar section on iPad).
  package struct Section: Hashable, Sendable {
    /// The section's title, also its customization id.
    package var title: String
    /// Its tabs; order comes from the state.
    package var tabs: [TabID]

    /// Creates a section.
    package init(title: String, tabs: [TabID]) {
      self.title = title
      self.tabs = tabs
    }
  }

  /// One thing the tab view shows, in order.
  package enum Item: Hashable, Sendable {
    /// A tab on its own.
    case tab(TabID)
    /// A section and its tabs, in the state's order.
    case section(String, [TabID])
    /// The search tab, always last (where iOS puts it).
    case search(TabID)

    /// The item's identity in a view's `ForEach`: a tab by its id, a section by its title, so
    /// that the user's rearrangement moves an item and never makes a new one, with new tabs,
    /// stacks and `@State` (Q38).
    ///
    /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
    /// ```swift
    /// ForEach(layout.items(in: tabs), id: \.viewID) { item in … }
    /// ```
    package var viewID: String {
      switch self {
      case .tab(let tab): "tab.\(tab.rawValue)"
      case .section(let title, _): "section.\(title)"
      case .search(let tab): "search.\(tab.rawValue)"
      }
    }
  }

  /// The search tab, if the app has one.
  package var search: TabID?
  /// The sections, each tab in at most one (the first that lists it).
  package var sections: [Section]

  /// Creates a layout.
  package init(search: TabID? = nil, sections: [Section] = []) {
    self.search = search
    self.sections = sections
  }

  /// Whether the layout asks for more than iOS 17's flat tab bar.
  package var isEmpty: Bool { search == nil && sections.isEmpty }

  /// The section that holds `tab`, if any.
  package func section(of tab: TabID) -> Section? {
    guard tab != search else { return nil }
    return sections.first { $0.tabs.contains(tab) }
  }

  /// What the tab view shows, in the state's order: a tab on its own where it is, a section's
  /// tabs together where its first tab is, the search tab last. Hidden tabs are listed (the
  /// hosts hide them with the platform's own visibility, so the user can show them again); a
  /// tab the layout names but the state does not have is left out.
  ///
  /// - Parameter tabs: The state's tabs.
  /// - Returns: The items in display order.
  /// - Complexity: O(t · s) in the number of tabs and sections.
  package func items<Route>(in tabs: Tabs<Route>) -> [Item] {
    var items: [Item] = []
    var shownSections = Set<String>()
    for tab in tabs.ids where tab != search {
      if let section = section(of: tab) {
        guard shownSections.insert(section.title).inserted else { continue }
        let members = tabs.ids.filter { self.section(of: $0)?.title == section.title }
        items.append(.section(section.title, members))
      } else {
        items.append(.tab(tab))
      }
    }
    if let search, tabs[search] != nil { items.append(.search(search)) }
    return items
  }

  /// The user's arrangement as one action: the platform reports the order of the tabs inside
  /// sections and which tabs are hidden; the result puts each section's tabs in the reported
  /// order in the places they take in the state's order. `nil` when nothing changed, and for
  /// an order that does not list exactly a section's tabs (the state stays as it is).
  ///
  /// - Parameters:
  ///   - sectionOrders: For sections the user reordered, their tabs in the new order.
  ///   - hidden: Every tab hidden now.
  ///   - tabs: The tabs shown before.
  /// - Returns: `.customizedTabs(order:hidden:)`, or `nil`.
  package func userAction<Route>(
    sectionOrders: [String: [TabID]], hidden: Set<TabID>, in tabs: Tabs<Route>
  ) -> UserAction<Route>? {
    var order = tabs.ids
    for (title, reported) in sectionOrders {
      let places = order.indices.filter { section(of: order[$0])?.title == title }
      guard places.count == reported.count,
        Set(places.map { order[$0] }) == Set(reported)
      else { continue }
      for (place, tab) in zip(places, reported) { order[place] = tab }
    }
    let known = hidden.filter { tabs[$0] != nil }
    guard order != tabs.ids || known != tabs.hidden, known.count < order.count else { return nil }
    return .customizedTabs(order: order, hidden: known)
  }
}
