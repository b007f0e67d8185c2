// The UIKit host's device probes: scripted scenarios for the run-time rules about what UIKit
// does around the host (Q27–Q30, Q32, Q33, Q37, Q42, Q43), each run on a real `UIKitHost` in
// the given window and
// reported as one `ProbeLine` with what was measured. Every wait has a deadline, so a host
// that hangs is reported as a FAIL, never as a probe that does not end; a command the
// navigator refuses fails its scenario, saying why.

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
    /// - Returns: The report lines, Q27, Q28, Q29, Q30, Q32, Q37, Q42 (twice), Q33, Q43.
    static func run(in window: UIWindow) async -> [ProbeLine] {
      var lines: [ProbeLine] = []
      lines.append(await someoneElseOnTop(in: window))
      lines.append(await collapseAndExpand(in: window))
      lines.append(await backMenuPastGuard(in: window))
      lines.append(await moreTabAndActionSheet(in: window))
      lines.append(await dismissalsInCode(in: window))
      lines.append(await backButtonsAboveGuard(in: window))
      lines.append(await sixTabsPushAndBack(in: window))
      lines.append(await rotateWithDetail(in: window))
      lines.append(await dismissalDuringDismissal(in: window))
      lines.append(await tabTaps(in: window))
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
      do {
        try navigator.present(.sheet, as: .sheet())
      } catch {
        await dismissAll(from: host.rootViewController)
        return .refused("Q27", "UIKit", "sheet", error)
      }
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

    /// Q29: a pop made in code past a guarded screen (UIKit pops to the chosen controller):
    /// the one way back the host cannot close, repaired by showing the screen again.
    static func backMenuPastGuard(in window: UIWindow) async -> ProbeLine {
      let navigator = Navigator(
        NavigationState(root: UIKitProbeScreen.root, pushed: [.form, .top]))
      let host = await show(navigator, in: window)
      let form = navigator.state.activeStack.entries[1].id
      let questions = QuestionCount()
      let guarding: NavigationToken
      do {
        guarding = try navigator.guardLeaving(
          form, canLeave: { false },
          confirm: {
            questions.asked += 1
            return false
          })
      } catch {
        return .refused("Q29", "UIKit", "guard", error)
      }
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
      guarding.cancel()
      return ProbeLine(
        rule: "Q29", host: "UIKit", passed: settled && kept && shown == "form",
        measured:
          "state kept the form \(kept), stack shows \(stack.viewControllers.count) with "
          + "\(shown) on top, guard asked \(questions.asked) time(s)")
    }

    /// A navigator on six tabs (more than a tab bar shows on iPhone), shown in `window`.
    static func showSixTabs(in window: UIWindow) async -> (
      Navigator<UIKitProbeScreen>, UIKitHost<UIKitProbeScreen>
    ) {
      let navigator = Navigator(
        NavigationState<UIKitProbeScreen>(
          tabs: [
            "a": .tab(1), "b": .tab(2), "c": .tab(3), "d": .tab(4), "e": .tab(5), "f": .tab(6),
          ],
          selection: "a"))
      return (navigator, await show(navigator, in: window))
    }

    /// Q30: six tabs (the More tab opens and a tab chosen there is reported); an action sheet
    /// without a cancel button gets one and an anchor.
    static func moreTabAndActionSheet(in window: UIWindow) async -> ProbeLine {
      let (navigator, host) = await showSixTabs(in: window)
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
      let asking = Task { () -> NavigationError? in
        do throws(NavigationError) {
          _ = try await navigator.presentAlert(sheet)
          return nil
        } catch {
          return error
        }
      }
      _ = await waitUntil(seconds: 3) { host.topPresentedController is UIAlertController }
      let alert = host.topPresentedController as? UIAlertController
      let cancel = alert?.actions.contains { $0.style == .cancel } ?? false
      let anchored = alert.map { $0.popoverPresentationController?.sourceView != nil } ?? false
      do {
        try navigator.dismissAlert()
      } catch {
        // No alert in the state: the action sheet was refused (its task has returned why),
        // or it went by itself.
        if let refusal = await asking.value {
          return .refused("Q30", "UIKit", "action sheet", refusal)
        }
        return .refused("Q30", "UIKit", "dismissAlert", error)
      }
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
      do {
        try navigator.present(.sheet, as: .sheet())
      } catch {
        return .refused("Q32", "UIKit", "sheet", error)
      }
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

    /// Q37: above a guarded form, the screen on top has a one-step back button without the
    /// menu, the form has none, and both swipes are off.
    static func backButtonsAboveGuard(in window: UIWindow) async -> ProbeLine {
      let navigator = Navigator(
        NavigationState(root: UIKitProbeScreen.root, pushed: [.form, .top]))
      let host = await show(navigator, in: window)
      let form = navigator.state.activeStack.entries[1].id
      let guarding: NavigationToken
      do {
        guarding = try navigator.guardLeaving(form, canLeave: { false })
      } catch {
        return .refused("Q37", "UIKit", "guard", error)
      }
      guard let stack = host.navigationController(at: .base), stack.viewControllers.count == 3
      else {
        return ProbeLine(rule: "Q37", host: "UIKit", passed: false, measured: "no stack")
      }
      let locked = await waitUntil(seconds: 2) {
        stack.interactivePopGestureRecognizer?.isEnabled == false
      }
      var contentSwipeOff = true
      if #available(iOS 26, *) {
        contentSwipeOff = stack.interactiveContentPopGestureRecognizer?.isEnabled == false
      }
      let top = stack.viewControllers[2].navigationItem
      let oneStep =
        top.hidesBackButton && top.leftBarButtonItem?.menu == nil
        && top.leftBarButtonItem != nil
      let formHidden = stack.viewControllers[1].navigationItem.hidesBackButton
      // What the one-step button does: one screen back, to the form, not past it.
      stack.popViewController(animated: true)
      let backToForm = await waitUntil(seconds: 3) {
        navigator.isSettled && navigator.state.currentEntry.id == form
      }
      guarding.cancel()
      return ProbeLine(
        rule: "Q37", host: "UIKit",
        passed: locked && contentSwipeOff && oneStep && formHidden && backToForm,
        measured:
          "swipes off \(locked)/\(contentSwipeOff), top one-step \(oneStep), form without a "
          + "back button \(formHidden), one step back to the form \(backToForm)")
    }

    /// Q42 (Q30): six tabs on iPhone; the sixth, chosen from More, gets a push, then its back
    /// button in the More navigation controller pops it, reported as a pop of that tab.
    static func sixTabsPushAndBack(in window: UIWindow) async -> ProbeLine {
      let (navigator, host) = await showSixTabs(in: window)
      guard let tabBar = host.tabBarController, let tabs = tabBar.viewControllers,
        tabs.count == 6
      else {
        return ProbeLine(rule: "Q42", host: "UIKit", passed: false, measured: "no six tabs")
      }
      tabBar.selectedViewController = tabs[5]
      let chosen = await waitUntil(seconds: 3) { navigator.state.selectedTab == "f" }
      do {
        try navigator.push(.detail)
      } catch {
        return .refused("Q42", "UIKit", "push on tab 6", error)
      }
      let pushed = await waitUntil(seconds: 3) { navigator.isSettled }
      let more = tabBar.moreNavigationController
      let inMore = more.topViewController?.title == "detail"
      more.popViewController(animated: true)
      let popped = await waitUntil(seconds: 3) {
        navigator.isSettled && navigator.state.stack(at: .tab("f"))?.depth == 1
      }
      let stillF = navigator.state.selectedTab == "f"
      return ProbeLine(
        rule: "Q42", host: "UIKit", passed: chosen && pushed && inMore && popped && stillF,
        measured:
          "tab 6 chosen \(chosen), push shown in the More navigation controller \(inMore), "
          + "back reported as a pop \(popped), tab 6 still selected \(stillF)")
    }

    /// Q42 (Q28): an iPad rotated with a detail shown: the split view collapses and expands
    /// with the same controllers, each in one navigation controller (no hierarchy exception).
    static func rotateWithDetail(in window: UIWindow) async -> ProbeLine {
      var state = NavigationState(sidebar: UIKitProbeScreen.list, detail: .detail)
      do {
        try state.push(.top, on: .column(.detail))
      } catch {
        return .refused("Q42", "UIKit", "push on the detail", error)
      }
      let navigator = Navigator(state)
      let host = await show(navigator, in: window)
      guard let split = host.splitViewController,
        let detail = split.viewController(for: .secondary) as? UINavigationController,
        let top = detail.topViewController
      else {
        return ProbeLine(rule: "Q42", host: "UIKit", passed: false, measured: "no detail")
      }
      split.traitOverrides.horizontalSizeClass = .compact
      let collapsed = await waitUntil(seconds: 3) { navigator.state.split?.isCollapsed == true }
      let compact = split.viewController(for: .compact) as? UINavigationController
      let movedOnce = top.navigationController === compact && !detail.viewControllers.contains(top)
      split.traitOverrides.horizontalSizeClass = .regular
      let expanded = await waitUntil(seconds: 3) { navigator.state.split?.isCollapsed == false }
      let back =
        detail.topViewController === top && !(compact?.viewControllers.contains(top) ?? false)
      return ProbeLine(
        rule: "Q42", host: "UIKit", passed: collapsed && movedOnce && expanded && back,
        measured:
          "collapsed \(collapsed), detail's top in the compact stack only \(movedOnce), "
          + "expanded \(expanded), the same controller back in its column only \(back)")
    }

    /// Q33: the app dismisses the navigator's sheet and, during that dismissal, the navigator
    /// dismisses it too (as during a drag): the step ends, without the navigator's timeout.
    static func dismissalDuringDismissal(in window: UIWindow) async -> ProbeLine {
      let navigator = Navigator(NavigationState(root: UIKitProbeScreen.root))
      let host = await show(navigator, in: window)
      do {
        try navigator.present(.sheet, as: .sheet())
      } catch {
        return .refused("Q33", "UIKit", "sheet", error)
      }
      _ = await waitUntil(seconds: 3) { navigator.isSettled }
      let start = ContinuousClock.now
      host.topPresentedController?.dismiss(animated: true)
      // The navigator's dismissal must land during UIKit's: refused, the scenario did not run.
      var during = "during UIKit's"
      do {
        try navigator.dismissAll()
      } catch {
        during = "refused: \(error)"
      }
      let settled = await waitUntil(seconds: 4) {
        navigator.isSettled && host.topPresentedController == nil
      }
      let elapsed = ContinuousClock.now - start
      let agree = navigator.state.layers.isEmpty
      return ProbeLine(
        rule: "Q33", host: "UIKit",
        passed: settled && agree && elapsed < .seconds(2) && during == "during UIKit's",
        measured:
          "navigator's dismissal \(during), settled \(settled) after "
          + "\(milliseconds(elapsed)) ms (timeout 2000), state and screen agree \(agree)")
    }

    /// Q43: taps on a tab bar of `UITab`s are heard through `shouldSelectTab` (the one method
    /// iOS 27 calls), once; the view-controller method is not heard.
    static func tabTaps(in window: UIWindow) async -> ProbeLine {
      let state = NavigationState<UIKitProbeScreen>(
        tabs: ["a": .tab(1), "b": .tab(2), "c": .tab(3)], selection: "a")
      let navigator = Navigator(state)
      let host = await show(navigator, in: window)
      guard #available(iOS 18, *), let tabBar = host.tabBarController, tabBar.tabs.count == 3
      else {
        return ProbeLine(
          rule: "Q43", host: "UIKit", passed: true, measured: "iOS 17: view controllers")
      }
      // What UIKit calls when the user taps tab b.
      let allowed =
        tabBar.delegate?.tabBarController?(tabBar, shouldSelectTab: tabBar.tabs[1]) ?? false
      let heard = await waitUntil(seconds: 3) {
        navigator.isSettled && navigator.state.selectedTab == "b"
      }
      // The view-controller method, which iOS 27 no longer calls, is not heard.
      if let third = tabBar.viewControllers?.last {
        _ = tabBar.delegate?.tabBarController?(tabBar, shouldSelect: third)
      }
      let once = await waitUntil(seconds: 1) { navigator.state.selectedTab == "c" } == false
      return ProbeLine(
        rule: "Q43", host: "UIKit", passed: heard && once,
        measured:
          "shouldSelectTab heard \(heard) (allowed \(allowed)), view-controller method "
          + "ignored \(once)")
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
