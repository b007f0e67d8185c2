// The SwiftUI host's device questions (the run-time rules its UI-free tests cannot settle),
// each run as a scripted scenario on a real NavigationRoot and reported as one ProbeLine:
//   Q20 a step ends when UIKit's transition ends: its acknowledgement comes no earlier than the
//       pushed screen's viewDidAppear, and a sheet's no earlier than its screen's;
//   Q21 a drill-down by links keeps each screen's @State when later screens come and go;
//   Q22 an alert asked from inside a sheet is shown (a UIAlertController presented from the
//       sheet) and `presentAlert` returns;
//   Q24 a sheet on a sheet restored at launch is shown, both sheets up, with no animated step.
// The second reading's questions (Q35–Q38) are in SwiftUIGuardProbes.swift.
// A command the navigator refuses while a scenario is set up fails the scenario, saying why.
// Left out, and why: a tab re-tap (Q17) and the back gestures themselves (Q10, Q29) need a
// real touch, which only a UI test can make; they stay on the list of device checks.
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit
  import WayfinderSwiftUI

  /// The probe app's routes.
  enum ProbeRoute: String, Hashable, Codable, Sendable {
    case home, first, second, third, sheet, inner
  }

  /// What the probe screens record: when each appeared (its controller's `viewDidAppear`) and
  /// the `@State` token each instance was made with.
  @MainActor
  final class ProbeLog {
    var appeared: [ProbeRoute: TimeInterval] = [:]
    var tokens: [ProbeRoute: Set<UUID>] = [:]

    static func now() -> TimeInterval { ProcessInfo.processInfo.systemUptime }
  }

  /// A probe screen: its name, a recorder of its appearance, and a `@State` token.
  struct ProbeScreen: View {
    let route: ProbeRoute
    let log: ProbeLog
    @State private var token = UUID()

    var body: some View {
      Text(route.rawValue)
        .background { AppearanceRecorder { log.appeared[route] = ProbeLog.now() } }
        .onAppear { log.tokens[route, default: []].insert(token) }
    }
  }

  /// Calls `didAppear` from a controller inside the screen's view.
  struct AppearanceRecorder: UIViewControllerRepresentable {
    let didAppear: @MainActor () -> Void

    func makeUIViewController(context: Context) -> RecorderController { RecorderController() }

    func updateUIViewController(_ controller: RecorderController, context: Context) {
      controller.didAppear = didAppear
    }
  }

  /// The recorder's controller.
  final class RecorderController: UIViewController {
    var didAppear: (@MainActor () -> Void)?

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      didAppear?()
    }
  }

  /// Runs the SwiftUI scenarios one after another, each in a fresh `NavigationRoot` that
  /// `show` puts on screen.
  @MainActor
  enum SwiftUIProbes {
    static func run(show: (AnyView) -> Void, window: @escaping @MainActor () -> UIWindow?) async
      -> [ProbeLine]
    {
      var lines: [ProbeLine] = []
      lines.append(await transitionEnd(show: show))
      lines.append(await drillDownKeepsState(show: show))
      lines.append(await alertInSheet(show: show, window: window))
      lines.append(await launchRestore(show: show, window: window))
      lines += await runSecondReading(show: show, window: window)
      return lines
    }

    /// A navigator, its host and log, shown.
    static func start(
      _ state: NavigationState<ProbeRoute>, show: (AnyView) -> Void
    ) async -> (Navigator<ProbeRoute>, SwiftUIHost<ProbeRoute>, ProbeLog) {
      let navigator = Navigator(state)
      let host = SwiftUIHost(navigator: navigator)
      let log = ProbeLog()
      show(AnyView(NavigationRoot(navigator, host: host) { ProbeScreen(route: $0, log: log) }))
      await pause(0.8)
      return (navigator, host, log)
    }

    static func transitionEnd(show: (AnyView) -> Void) async -> ProbeLine {
      let (navigator, _, log) = await start(NavigationState(root: .home), show: show)
      let pushed: NavigationChange
      do {
        pushed = try navigator.transaction { try $0.push(.first) }
      } catch {
        return .refused("Q20", "SwiftUI", "push", error)
      }
      let acknowledged = await within(3) { await navigator.onScreen(pushed) }
      let ack = ProbeLog.now()
      guard acknowledged, let appeared = log.appeared[.first] else {
        return ProbeLine(
          rule: "Q20", host: "SwiftUI", passed: false,
          measured: acknowledged ? "the pushed screen never appeared" : "no acknowledgement in 3 s")
      }
      let lead = Int((ack - appeared) * 1000)
      return ProbeLine(
        rule: "Q20", host: "SwiftUI", passed: lead >= -16,
        measured: "push acknowledged \(lead) ms after viewDidAppear")
    }

    static func drillDownKeepsState(show: (AnyView) -> Void) async -> ProbeLine {
      let (navigator, host, log) = await start(NavigationState(root: .home), show: show)
      guard let stack = host.displayed.stack(for: .base) else {
        return ProbeLine(rule: "Q21", host: "SwiftUI", passed: false, measured: "no base stack")
      }
      // What NavigationLink(route:) writes, three times, then back twice.
      for route in [ProbeRoute.first, .second, .third] {
        stack.path.append(PathEntry(route))
        await pause(0.8)
      }
      stack.path.removeLast()
      await pause(0.8)
      stack.path.removeLast()
      await pause(0.8)
      let made = log.tokens[.first]?.count ?? 0
      let shown = navigator.state.activeStack.top.route == .first
      return ProbeLine(
        rule: "Q21", host: "SwiftUI", passed: made == 1 && shown,
        measured: "first screen made \(made) time(s); on top again: \(shown)")
    }

    static func alertInSheet(show: (AnyView) -> Void, window: @MainActor () -> UIWindow?) async
      -> ProbeLine
    {
      let (navigator, _, _) = await start(NavigationState(root: .home), show: show)
      do {
        try navigator.present(.sheet, as: .sheet())
      } catch {
        return .refused("Q22", "SwiftUI", "sheet", error)
      }
      await navigator.settled()
      let failure = await askAndAnswer(navigator, window: window)
      return ProbeLine(
        rule: "Q22", host: "SwiftUI", passed: failure == nil,
        measured: "alert over the sheet: \(failure ?? "shown, answered, presentAlert returned")")
    }

    static func launchRestore(show: (AnyView) -> Void, window: @MainActor () -> UIWindow?) async
      -> ProbeLine
    {
      var saved = NavigationState(root: ProbeRoute.home, pushed: [.first])
      let data: Data
      do {
        try saved.present(.sheet, as: .sheet())
        try saved.present(.inner, as: .sheet())
        data = try StateRestorer().encode(saved)
      } catch {
        return .refused("Q24", "SwiftUI", "saving two sheets", error)
      }
      let navigator = Navigator(NavigationState(root: ProbeRoute.home))
      var animated = 0
      let observing = navigator.observeHost { event in
        if case .stepStarted(let step) = event, step.animated { animated += 1 }
      }
      defer { observing.cancel() }
      let log = ProbeLog()
      show(AnyView(NavigationRoot(navigator) { ProbeScreen(route: $0, log: log) }))
      SceneNavigation(navigator: navigator).start(restoring: data)
      let settled = await within(5) { await navigator.settled() }
      await pause(0.5)
      var depth = 0
      var top = window()?.rootViewController
      while let next = top?.presentedViewController {
        depth += 1
        top = next
      }
      return ProbeLine(
        rule: "Q24", host: "SwiftUI", passed: settled && depth == 2 && animated == 0,
        measured: "\(depth) sheet(s) up, \(animated) animated step(s), settled: \(settled)")
    }

    /// The topmost presented controller of a window.
    static func topPresented(in window: UIWindow?) -> UIViewController? {
      var top = window?.rootViewController
      while let next = top?.presentedViewController { top = next }
      return top
    }

    static func pause(_ seconds: Double) async {
      try? await Task.sleep(for: .seconds(seconds))
    }

    /// Whether `work` finished within `seconds` (it is left running otherwise).
    static func within(_ seconds: Double, _ work: @escaping @MainActor () async -> Void) async
      -> Bool
    {
      let flag = Flag()
      let task = Task { @MainActor in
        await work()
        flag.done = true
      }
      for _ in 0..<Int(seconds * 20) where !flag.done { await pause(0.05) }
      if !flag.done { task.cancel() }
      return flag.done
    }

    /// Whether awaited work has finished.
    @MainActor
    final class Flag {
      var done = false
    }
  }
#endif
