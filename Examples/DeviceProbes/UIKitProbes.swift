// The UIKit host's device probes: scripted scenarios for the run-time rules about what UIKit
// does around the host (Q27–Q30, Q32), each run on a real `UIKitHost` in the given window and
// reported as one `ProbeLine` with what was measured. Every wait has a deadline, so a host
// that hangs is reported as a FAIL, never as a probe that does not end.

#if canImport(UIKit)
  import UIKit
  import Wayfinder
  import WayfinderUIKit

  /// The screens of the UIKit probes.
  enum UIKitProbeScreen: Hashable, Sendable {
    case root, list, form, top, sheet, detail
    case tab(Int)
  }

  /// How many times a leave guard asked.
  @MainActor
  final class QuestionCount {
    var asked = 0
  }

  /// Runs the UIKit host's probes, one after another, in a window.
  @MainActor
  enum UIKitProbes {
    /// Runs every scenario and returns one line per rule.
    ///
    /// ```swift
    /// for line in await UIKitProbes.run(in: window) { print(line) }
    /// ```
    /// - Parameter window: The window to show each scenario's host in (its root is replaced).
    /// - Returns: The report lines, Q27, Q28, Q29, Q30, Q32.
    static func run(in window: UIWindow) async -> [ProbeLine] {
      var lines: [ProbeLine] = []
      lines.append(await someoneElseOnTop(in: window))
      lines.append(await collapseAndExpand(in: window))
      lines.append(await backMenuPastGuard(in: window))
      lines.append(await moreTabAndActionSheet(in: window))
      lines.append(await dismissalsInCode(in: window))
      return lines
    }

    // MARK: Scenarios

    /// Q27: the app presents its own controller, then the navigator presents a sheet.
    static func someoneElseOnTop(in window: UIWindow) async -> ProbeLine {
      let navigator = Navigator(root: UIKitProbeScreen.root)
      let host = await show(navigator, in: window)
      let appController = UIViewController()
      appController.modalPresentationStyle = .formSheet
      let presented = await present(appController, from: host.rootViewController)
      let start = ContinuousClock.now
      _ = try? navigator.present(.sheet, as: .sheet(SheetStyle()))
      let settled = await waitUntil(seconds: 4) { navigator.isSettled }
      let elapsed = ContinuousClock.now - start
      let top = host.topPresentedController
      let above = top?.presentingViewController === appController
      let line = ProbeLine(
        rule: "Q27", host: "UIKit",
        passed: presented && settled && navigator.state.layers.count == 1 && above,
        measured:
          "app presented \(presented), settled \(settled) in \(milliseconds(elapsed)) ms, "
          + "layer above the app's controller \(above)")
      await dismissAll(from: host.rootViewController)
      return line
    }

    /// Q28: a split view with a detail collapses and expands; no column is blank.
    static func collapseAndExpand(in window: UIWindow) async -> ProbeLine {
      let state = NavigationState(sidebar: UIKitProbeScreen.list, detail: .detail)
      let navigator = Navigator(state)
      let host = await show(navigator, in: window)
      guard let split = host.splitViewController else {
        return ProbeLine(rule: "Q28", host: "UIKit", passed: false, measured: "no split view")
      }
      split.traitOverrides.horizontalSizeClass = .compact
      let collapsed = await waitUntil(seconds: 3) { navigator.state.split?.isCollapsed == true }
      let compact = split.viewController(for: .compact) as? UINavigationController
      let compactCount = compact?.viewControllers.count ?? 0
      let expected = navigator.state.split?.compactStack.count ?? -1
      split.traitOverrides.horizontalSizeClass = .regular
      let expanded = await waitUntil(seconds: 3) { navigator.state.split?.isCollapsed == false }
      let detail = split.viewController(for: .secondary) as? UINavigationController
      let detailTitle = detail?.topViewController?.title ?? "none"
      return ProbeLine(
        rule: "Q28", host: "UIKit",
        passed: collapsed && expanded && compactCount == expected && detailTitle == "detail",
        measured:
          "collapsed \(collapsed) with \(compactCount) of \(expected) screens in the compact "
          + "stack, expanded \(expanded) showing \(detailTitle) in the detail column")
    }

    /// Q29: the back menu's pop past a guarded screen (UIKit pops to the chosen controller).
    static func backMenuPastGuard(in window: UIWindow) async -> ProbeLine {
      let navigator = Navigator(
        NavigationState(root: UIKitProbeScreen.root, pushed: [.form, .top]))
      let host = await show(navigator, in: window)
      let form = navigator.state.activeStack.entries[1].id
      let questions = QuestionCount()
      let guarding = try? navigator.guardLeaving(
        form, canLeave: { false },
        confirm: {
          questions.asked += 1
          return false
        })
      guard let stack = host.navigationController(at: .base),
        let root = stack.viewControllers.first
      else {
        return ProbeLine(rule: "Q29", host: "UIKit", passed: false, measured: "no stack")
      }
      // What the back button's menu does when the user picks the root.
      stack.popToViewController(root, animated: true)
      let settled = await waitUntil(seconds: 4) {
        navigator.isSettled && stack.viewControllers.count == 2 && questions.asked == 1
      }
      let kept = navigator.state.currentEntry.id == form
      let shown = stack.topViewController?.title ?? "none"
      guarding?.cancel()
      return ProbeLine(
        rule: "Q29", host: "UIKit", passed: settled && kept && shown == "form",
        measured:
          "state kept the form \(kept), stack shows \(stack.viewControllers.count) with "
          + "\(shown) on top, guard asked \(questions.asked) time(s)")
    }

    /// Q30: six tabs (the More tab opens and a tab chosen there is reported); an action sheet
    /// without a cancel button gets one and an anchor.
    static func moreTabAndActionSheet(in window: UIWindow) async -> ProbeLine {
      let state = NavigationState<UIKitProbeScreen>(
        tabs: [
          "a": .tab(1), "b": .tab(2), "c": .tab(3), "d": .tab(4), "e": .tab(5), "f": .tab(6),
        ],
        selection: "a")
      let navigator = Navigator(state)
      let host = await show(navigator, in: window)
      guard let tabBar = host.tabBarController, let tabs = tabBar.viewControllers else {
        return ProbeLine(rule: "Q30", host: "UIKit", passed: false, measured: "no tab bar")
      }
      let opens =
        tabBar.delegate?.tabBarController?(tabBar, shouldSelect: tabBar.moreNavigationController)
        ?? false
      tabBar.selectedViewController = tabs[5]
      let reported = await waitUntil(seconds: 3) { navigator.state.selectedTab == "f" }
      let sheet = AlertState(
        style: .confirmationDialog, title: "Share", buttons: [AlertButton("Copy", action: "copy")])
      let asking = Task { try? await navigator.ask(sheet) }
      _ = await waitUntil(seconds: 3) { host.topPresentedController is UIAlertController }
      let alert = host.topPresentedController as? UIAlertController
      let cancel = alert?.actions.contains { $0.style == .cancel } ?? false
      let anchored = alert.map { $0.popoverPresentationController?.sourceView != nil } ?? false
      _ = try? navigator.dismissAlert()
      let answered = await waitUntil(seconds: 3) { navigator.isSettled }
      asking.cancel()
      let popover = alert?.popoverPresentationController != nil
      return ProbeLine(
        rule: "Q30", host: "UIKit",
        passed: opens && reported && cancel && (!popover || anchored) && answered,
        measured:
          "More opens \(opens), tab chosen there reported \(reported), action sheet has a "
          + "cancel button \(cancel), popover \(popover) anchored \(anchored)")
    }

    /// Q32: the app dismisses the navigator's sheet and pops its stack in code.
    static func dismissalsInCode(in window: UIWindow) async -> ProbeLine {
      let navigator = Navigator(NavigationState(root: UIKitProbeScreen.root, pushed: [.detail]))
      let host = await show(navigator, in: window)
      _ = try? navigator.present(.sheet, as: .sheet(SheetStyle()))
      _ = await waitUntil(seconds: 3) { navigator.isSettled }
      let start = ContinuousClock.now
      host.topPresentedController?.dismiss(animated: true)
      let dismissed = await waitUntil(seconds: 3) { navigator.state.layers.isEmpty }
      let elapsed = ContinuousClock.now - start
      host.navigationController(at: .base)?.popViewController(animated: true)
      let popped = await waitUntil(seconds: 3) { navigator.state.activeStack.depth == 1 }
      return ProbeLine(
        rule: "Q32", host: "UIKit", passed: dismissed && popped,
        measured:
          "dismissal in code reported \(dismissed) after \(milliseconds(elapsed)) ms, "
          + "pop in code reported \(popped)")
    }

    // MARK: Showing and waiting

    /// Shows a navigator with a new host in the window and waits until the host attached.
    static func show(_ navigator: Navigator<UIKitProbeScreen>, in window: UIWindow) async
      -> UIKitHost<UIKitProbeScreen>
    {
      let host = UIKitHost(navigator: navigator) { screen in
        let controller = UIViewController()
        controller.title = title(of: screen)
        controller.view.backgroundColor = .systemBackground
        return controller
      }
      window.rootViewController = host.rootViewController
      window.makeKeyAndVisible()
      _ = await waitUntil(seconds: 3) {
        navigator.isSettled && host.rootViewController.view.window != nil
      }
      return host
    }

    static func title(of screen: UIKitProbeScreen) -> String {
      switch screen {
      case .tab(let number): "tab \(number)"
      default: "\(screen)"
      }
    }

    /// Presents an app's controller from the top of `root`'s presentations.
    static func present(_ controller: UIViewController, from root: UIViewController) async -> Bool {
      var top = root
      while let next = top.presentedViewController { top = next }
      top.present(controller, animated: true)
      return await waitUntil(seconds: 3) {
        controller.presentingViewController != nil && !controller.isBeingPresented
      }
    }

    /// Dismisses everything `root` presents.
    static func dismissAll(from root: UIViewController) async {
      guard root.presentedViewController != nil else { return }
      root.dismiss(animated: false)
      _ = await waitUntil(seconds: 2) { root.presentedViewController == nil }
    }

    /// Polls `condition` until it holds or the deadline passes.
    static func waitUntil(seconds: Double, _ condition: () -> Bool) async -> Bool {
      let end = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
      while ContinuousClock.now < end {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
      }
      return condition()
    }

    static func milliseconds(_ duration: Duration) -> Int {
      Int(
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
      )
    }
  }
#endif
