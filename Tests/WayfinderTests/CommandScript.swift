import Foundation
import Wayfinder

/// Turns a list of numbers into navigation commands, so property tests can generate (and
/// shrink) random command sequences as plain integer arrays.
///
/// Each number picks a command (`n % 20`) and its argument (`n / 20`); arguments are mapped to
/// routes, counts, tabs and ids that are sometimes valid and sometimes not, so refusals are
/// exercised as much as successes.
struct CommandScript {
  static let routes: [Screen] = [.one, .two, .three, .presented, .detail(1), .detail(2)]
  static let tabs: [TabID] = ["a", "b", "c", "d", "x"]
  static let presentations: [Presentation] = [
    sampleSheet, .fullScreenCover, .custom("grow-from-centre"), .sheet(SheetStyle(detents: [])),
  ]

  /// Applies the command `n` names to `state`, returning whether it was accepted.
  static func apply(_ n: Int, to state: inout NavigationState<Screen>) -> Bool {
    let argument = n / 20
    let route = routes[argument % routes.count]
    let count = argument % 4
    let ids = state.allEntries.map(\.id) + [EntryID(9_999)]
    let id = ids[argument % ids.count]
    let layerIDs = state.layers.map(\.id) + [LayerID(9_999)]
    let layerID = layerIDs[argument % layerIDs.count]
    let locations =
      state.stackLocations + [.tab("x"), .base, .layer(LayerID(9_999)), .column(.content)]
    let column = SplitColumn.allCases[argument % 3]
    let location: StackLocation? = argument % 3 == 0 ? nil : locations[argument % locations.count]
    do throws(NavigationError) {
      if n % 25 >= 20 {
        // The split view's commands and the user's actions on it.
        switch n % 25 {
        case 20, 21: try state.show(route, in: column)
        case 22: try state.clear(column)
        case 23: try state.setColumnVisibility(SplitVisibility.allCases[argument % 4])
        default:
          let action: UserAction<Screen> =
            switch argument % 3 {
            case 0: .selected(argument % 2 == 0 ? route : nil, in: column)
            case 1: .collapsed(argument % 2 == 0)
            default: .changedColumnVisibility(SplitVisibility.allCases[argument % 4])
            }
          try state.fold(action, reselection: .popToRoot)
        }
        return true
      }
      switch n % 20 {
      case 0, 1: try state.push(route, on: location)
      case 2: try state.push(contentsOf: Array(repeating: route, count: count), on: location)
      case 3, 4: try state.pop(count, on: location)
      case 5: try state.pop(to: id)
      case 6: try state.popToFirst(on: location) { $0 == route }
      case 7: try state.popToLast(on: location) { $0 == route }
      case 8: try state.popToRoot(on: location)
      case 9: try state.replaceRoot(with: route, on: location)
      case 10: try state.replaceStack(with: Array(repeating: route, count: count), on: location)
      case 11: try state.replaceTop(with: route, on: location)
      case 12:
        try state.present(route, as: presentations[argument % presentations.count])
      case 13: try state.dismiss(count)
      case 14: try state.dismiss(layer: layerID)
      case 15: state.dismissAll()
      case 16:
        let rule: TabReselection = argument % 2 == 0 ? .popToRoot : .keepStack
        try state.selectTab(tabs[argument % tabs.count], reselection: rule)
      case 17: try state.goBack()
      case 18:
        if argument % 2 == 0 {
          try state.presentAlert(AlertState(title: "t\(argument % 3)"))
        } else {
          try state.dismissAlert()
        }
      default:
        var target = state
        _ = try? target.push(route)
        try state.apply(target)
      }
      return true
    } catch {
      return false
    }
  }

  /// A starting state: a single stack, four tabs, or a split view of three or two columns.
  static func start(_ seed: Int) -> NavigationState<Screen> {
    switch seed % 4 {
    case 0: NavigationState(root: .one)
    case 1: fourTabs()
    case 2: NavigationState(sidebar: .one, content: .two, detail: .three)
    default: NavigationState(sidebar: .one, detail: .two)
    }
  }

  /// The state after running every command of `script` from `start(seed)`.
  static func run(_ script: [Int], seed: Int) -> NavigationState<Screen> {
    var state = start(seed)
    for n in script { _ = apply(n, to: &state) }
    return state
  }
}

extension NavigationState {
  /// The state with every id taken out: what a user sees, for comparing states built apart.
  var shape: String {
    var copy = description
    // Ids print as " #<digits>"; the counter line differs between independently built states.
    copy = copy.replacingOccurrences(of: #" #\d+"#, with: "", options: .regularExpression)
    return copy.split(separator: "\n").dropFirst().joined(separator: "\n")
  }
}
