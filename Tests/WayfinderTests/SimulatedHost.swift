import Wayfinder

/// A deterministic random number generator (SplitMix64), so simulation runs reproduce.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A host for tests: shows each step at once, then "animates" for a while before
/// acknowledging. Depending on its settings it acknowledges late (after the navigator's
/// timeout) or loses a step entirely (never shows it, acknowledges late).
@MainActor
final class SimulatedHost: NavigationHost {
  let capabilities: HostCapabilities
  private(set) var shown: NavigationState<Screen>
  private(set) var applied: [HostStep<Screen>] = []
  var random: SplitMix
  /// Animation time in microseconds, chosen uniformly up to this.
  var maximumDelay: Int
  /// Chance that a step is acknowledged after `lateDelay`.
  var lateRate: Double
  /// Chance that a step is never shown (and acknowledged after `lateDelay`).
  var lossRate: Double
  var lateDelay: Duration

  init(
    _ capabilities: HostCapabilities, showing: NavigationState<Screen>, seed: UInt64 = 1,
    maximumDelay: Int = 0, lateRate: Double = 0, lossRate: Double = 0,
    lateDelay: Duration = .milliseconds(40)
  ) {
    self.capabilities = capabilities
    self.shown = showing
    self.random = SplitMix(state: seed)
    self.maximumDelay = maximumDelay
    self.lateRate = lateRate
    self.lossRate = lossRate
    self.lateDelay = lateDelay
  }

  func apply(_ step: HostStep<Screen>) async {
    let roll = Double.random(in: 0..<1, using: &random)
    if roll < lossRate {
      try? await Task.sleep(for: lateDelay)
      return
    }
    shown = step.state
    applied.append(step)
    if roll < lossRate + lateRate {
      try? await Task.sleep(for: lateDelay)
    } else if maximumDelay > 0 {
      try? await Task.sleep(for: .microseconds(Int.random(in: 0...maximumDelay, using: &random)))
    } else {
      await Task.yield()
    }
  }

  func displayedState() -> NavigationState<Screen>? { shown }

  /// A gesture the user could make on what is shown now, already applied to the screen.
  func randomGesture() -> UserAction<Screen> {
    let active = shown.activeStack
    switch Int.random(in: 0..<4, using: &random) {
    case 0 where !active.pushed.isEmpty:
      let target = active.entries[Int.random(in: 0..<(active.depth - 1), using: &random)]
      return userPerforms(.poppedTo(target.id))
    case 1 where !shown.layers.isEmpty:
      return userPerforms(.dismissedLayer(shown.layers.randomElement(using: &random)!.id))
    case 2:
      if case .tabs(let tabs) = shown.base {
        return userPerforms(.selectedTab(tabs.ids.randomElement(using: &random)!))
      }
      return .cancelledPop
    default:
      return .cancelledPop
    }
  }

  /// Shows what the user did on screen and returns the action to report.
  func userPerforms(_ action: UserAction<Screen>) -> UserAction<Screen> {
    var next = shown
    switch action {
    case .poppedTo(let id): _ = try? next.pop(to: id)
    case .dismissedLayer(let id): _ = try? next.dismiss(layer: id)
    case .selectedTab(let tab):
      if next.selectedTab != tab { _ = try? next.selectTab(tab) }
    case .pushed(let routes, let location): _ = try? next.push(contentsOf: routes, on: location)
    case .answeredAlert: _ = try? next.dismissAlert()
    case .selectedDetent(let detent, let layer): try? next.selectDetent(detent, of: layer)
    case .cancelledPop: break
    case .selected, .changedColumnVisibility, .collapsed, .customizedTabs, .closedInspector:
      _ = try? next.fold(action, reselection: .keepStack)
    }
    shown = next
    return action
  }
}
