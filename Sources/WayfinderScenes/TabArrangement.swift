public import Foundation
public import Wayfinder

/// The user's arrangement of the tabs (iPadOS's tab customization): their order and the tabs
/// they hid.
///
/// ```swift
/// let arrangement = TabArrangement(order: ["library", "home", "search"], hidden: ["radio"])
/// ```
public struct TabArrangement: Hashable, Codable, Sendable {
  /// The tabs in the user's order.
  public var order: [TabID]
  /// The tabs the user hid.
  public var hidden: Set<TabID>

  /// Creates an arrangement.
  /// - Parameters:
  ///   - order: The tabs in the user's order.
  ///   - hidden: The tabs the user hid.
  public init(order: [TabID], hidden: Set<TabID>) {
    self.order = order
    self.hidden = hidden
  }

  /// The arrangement a state shows, or `nil` without tabs.
  /// - Parameter state: The state.
  init?(of state: NavigationState<some Any>) {
    guard case .tabs(let tabs) = state.base else { return nil }
    self.init(order: tabs.ids, hidden: tabs.hidden)
  }

  /// This arrangement fitted to the tabs a state has: tabs it does not have are left out, tabs
  /// it has that the arrangement does not know keep their place after the known ones, and the
  /// selected tab is never hidden. `nil` when the state has no tabs.
  /// - Parameter state: The state to arrange.
  /// - Returns: The order and the hidden tabs to apply.
  func fitted(to state: NavigationState<some Any>) -> TabArrangement? {
    guard case .tabs(let tabs) = state.base else { return nil }
    let existing = Set(tabs.ids)
    var order: [TabID] = []
    var placed = Set<TabID>()
    for tab in self.order where existing.contains(tab) && placed.insert(tab).inserted {
      order.append(tab)
    }
    order += tabs.ids.filter { !placed.contains($0) }
    var hidden = self.hidden.intersection(existing)
    hidden.remove(tabs.selection)
    return TabArrangement(order: order, hidden: hidden)
  }
}

/// Where the user's tab arrangement is kept so that it is the app's, not one window's: across
/// a force-quit, and in every new window, as SwiftUI apps keep `TabViewCustomization` in
/// `@AppStorage`. ``SceneNavigation`` applies it when a window starts and saves it when the
/// user (or the app) rearranges the tabs; give a window `nil` instead for an arrangement of its
/// own, saved with its state.
///
/// ```swift
/// let scene = SceneNavigation(navigator: navigator)  // the app-wide arrangement (.shared)
/// scene.tabArrangement = nil                         // this window keeps its own
/// let store = TabArrangementStore(defaults: UserDefaults(suiteName: "group.app")!)
/// ```
///
/// The stored data is bounded: an arrangement of more than ``maximumTabs`` tabs, or data that
/// does not decode, reads as none.
@MainActor
public final class TabArrangementStore {
  /// The app's arrangement, in the standard user defaults.
  public static let shared = TabArrangementStore()

  /// The most tabs a stored arrangement may name.
  public static let maximumTabs = 64

  private let defaults: UserDefaults
  private let key: String

  /// Creates a store in user defaults.
  /// - Parameters:
  ///   - defaults: The user defaults (default: standard).
  ///   - key: The key of the arrangement (default: `Wayfinder.tabArrangement`).
  public init(defaults: UserDefaults = .standard, key: String = "Wayfinder.tabArrangement") {
    self.defaults = defaults
    self.key = key
  }

  /// The stored arrangement, or `nil` when none was stored or it cannot be read.
  public var arrangement: TabArrangement? {
    get {
      guard let data = defaults.data(forKey: key), data.count <= 64 * Self.maximumTabs,
        let arrangement = try? JSONDecoder().decode(TabArrangement.self, from: data),
        arrangement.order.count <= Self.maximumTabs,
        arrangement.hidden.count <= Self.maximumTabs
      else { return nil }
      return arrangement
    }
    set {
      if let newValue, let data = try? JSONEncoder().encode(newValue) {
        defaults.set(data, forKey: key)
      } else {
        defaults.removeObject(forKey: key)
      }
    }
  }
}
