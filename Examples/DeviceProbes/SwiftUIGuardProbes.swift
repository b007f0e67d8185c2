// The SwiftUI host's device questions from the second reading (Q35–Q38), each a scripted
// scenario on a real NavigationRoot reported as one ProbeLine:
//   Q37 a guarded form under a screen: the form has no back button, the screen above has the
//       host's one-step button instead of the system's (so no back menu), and both swipes back
//       of the navigation controller are off;
//   Q35 `presentAlert` returns with the compact inspector up (an iPhone is compact), with a page
//       sequence's sheet page up, and with an app's own sheet up (refused, answered nil);
//   Q36 a root taken off the screen frees its navigator and host;
//   Q38 a tab section reordered by the user keeps its tabs' screens (their @State).
// A command the navigator refuses while a scenario is set up fails the scenario, saying why.
// Left out, and why: the back menu's long press and the content swipe themselves need a real
// touch, which only a UI test can make; this checks that they are switched off.
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit
  import WayfinderSwiftUI

  extension SwiftUIProbes {
    /// The scenarios of the second reading, in order.
    static func runSecondReading(
      show: (AnyView) -> Void, window: @escaping @MainActor () -> UIWindow?
    ) async -> [ProbeLine] {
      [
        await guardedFormClosesWaysBack(show: show, window: window),
        await askOverSheets(show: show, window: window),
        await closedRootIsFreed(show: show),
        await sectionReorderKeepsState(show: show),
      ]
    }

    static func guardedFormClosesWaysBack(
      show: (AnyView) -> Void, window: @MainActor () -> UIWindow?
    ) async -> ProbeLine {
      let (navigator, _, _) = await start(
        NavigationState(root: .home, pushed: [.first, .second]), show: show)
      let form = navigator.state.activeStack.pushed[0].id
      let token: NavigationToken
      do {
        token = try navigator.guardLeaving(form, canLeave: { false })
      } catch {
        return .refused("Q37", "SwiftUI", "guard", error)
      }
      defer { token.cancel() }
      await pause(0.8)
      guard let navigation = navigationController(in: window()?.rootViewController) else {
        return ProbeLine(
          rule: "Q37", host: "SwiftUI", passed: false, measured: "no navigation controller")
      }
      let edge = navigation.interactivePopGestureRecognizer?.isEnabled ?? true
      var content = false
      if #available(iOS 26, *) {
        content = navigation.interactiveContentPopGestureRecognizer?.isEnabled ?? false
      }
      let item = navigation.topViewController?.navigationItem
      let systemBack = !(item?.hidesBackButton ?? false)
      let ownBack = !(item?.leftBarButtonItems ?? []).isEmpty
      return ProbeLine(
        rule: "Q37", host: "SwiftUI", passed: !edge && !content && !systemBack && ownBack,
        measured:
          "edge swipe \(edge), content swipe \(content), system back \(systemBack), "
          + "one-step back \(ownBack)")
    }

    static func askOverSheets(show: (AnyView) -> Void, window: @MainActor () -> UIWindow?)
      async -> ProbeLine
    {
      // The compact inspector.
      var split = NavigationState(sidebar: ProbeRoute.home, content: .first)
      do {
        try split.show(.second, in: .detail)
        try split.show(.third, in: .inspector)
      } catch {
        return .refused("Q35", "SwiftUI", "the inspector", error)
      }
      let (inspecting, _, _) = await start(split, show: show)
      let overInspector = await askAndAnswer(inspecting, window: window)
      // A page sequence's sheet page.
      let pages = PageStyles<ProbeRoute> { route in
        switch route {
        case .home: .plain
        case .sheet: .sheet(SheetStyle())
        default: nil
        }
      }
      let paging = Navigator(NavigationState(root: ProbeRoute.home, pushed: [.sheet]))
      let log = ProbeLog()
      show(AnyView(NavigationRoot(paging, pages: pages) { ProbeScreen(route: $0, log: log) }))
      await pause(0.8)
      let overPage = await askAndAnswer(paging, window: window)
      // An app's own sheet: refused, and `presentAlert` returns all the same.
      let (owning, _, _) = await start(NavigationState(root: .home), show: show)
      topPresented(in: window())?.present(UIViewController(), animated: false)
      await pause(0.5)
      let asking = presentingAlert(owning)
      let refusedReturned = await within(3) { _ = await asking.value }
      topPresented(in: window())?.dismiss(animated: false)
      return ProbeLine(
        rule: "Q35", host: "SwiftUI",
        passed: overInspector == nil && overPage == nil && refusedReturned,
        measured:
          "presentAlert over the compact inspector: \(overInspector ?? "answered"), over a "
          + "sheet page: \(overPage ?? "answered"), under an app's sheet returned "
          + "\(refusedReturned)")
    }

    /// Shows an alert, checks it is on top of the window, dismisses it and checks that
    /// `presentAlert` returned: `nil` when all of it happened, else what did not.
    static func askAndAnswer(_ navigator: Navigator<ProbeRoute>, window: () -> UIWindow?)
      async -> String?
    {
      let asking = presentingAlert(navigator)
      var shown = false
      for _ in 0..<30 where !shown {
        await pause(0.1)
        shown = topPresented(in: window()) is UIAlertController
      }
      var dismissal: NavigationError?
      do {
        try navigator.dismissAlert()
      } catch {
        dismissal = error
      }
      guard await within(3, { _ = await asking.value }) else {
        return "presentAlert did not return in 3 s"
      }
      if let refusal = await asking.value { return "presentAlert refused: \(refusal)" }
      if let dismissal { return "dismissAlert refused: \(dismissal)" }
      return shown ? nil : "the alert was never on top of the window"
    }

    /// Shows an alert and waits until it goes: the task's value is the navigator's refusal,
    /// `nil` when the alert was shown.
    static func presentingAlert(_ navigator: Navigator<ProbeRoute>)
      -> Task<NavigationError?, Never>
    {
      Task { @MainActor in
        do throws(NavigationError) {
          _ = try await navigator.presentAlert(AlertState(title: "Discard?"))
          return nil
        } catch {
          return error
        }
      }
    }

    static func closedRootIsFreed(show: (AnyView) -> Void) async -> ProbeLine {
      weak var weakNavigator: Navigator<ProbeRoute>?
      weak var weakHost: SwiftUIHost<ProbeRoute>?
      do {
        let (navigator, host, _) = await start(
          NavigationState(root: .home, pushed: [.first]), show: show)
        weakNavigator = navigator
        weakHost = host
      }
      show(AnyView(Text("closed")))
      await pause(1.5)
      let freed = weakNavigator == nil && weakHost == nil
      return ProbeLine(
        rule: "Q36", host: "SwiftUI", passed: freed,
        measured: "navigator freed \(weakNavigator == nil), host freed \(weakHost == nil)")
    }

    static func sectionReorderKeepsState(show: (AnyView) -> Void) async -> ProbeLine {
      let navigator = Navigator(
        NavigationState(
          tabs: ["home": ProbeRoute.home, "first": .first, "second": .second],
          selection: "home"))
      let log = ProbeLog()
      let tabs = TabBarStyle(sections: ["Library": ["first", "second"]]) { Text($0.rawValue) }
      show(
        AnyView(NavigationRoot(navigator, tabs: tabs) { ProbeScreen(route: $0, log: log) }))
      await pause(0.8)
      do {
        try navigator.selectTab("second")
      } catch {
        return .refused("Q38", "SwiftUI", "selecting the second tab", error)
      }
      await pause(0.8)
      let before = log.tokens[.second]?.count ?? 0
      do {
        try navigator.transaction {
          try $0.customizeTabs(order: ["home", "second", "first"], hidden: [])
        }
      } catch {
        return .refused("Q38", "SwiftUI", "the reorder", error)
      }
      await pause(0.8)
      let after = log.tokens[.second]?.count ?? 0
      return ProbeLine(
        rule: "Q38", host: "SwiftUI", passed: before == 1 && after == 1,
        measured: "second tab's screen made \(after) time(s) after the reorder")
    }

    /// The first navigation controller in a controller tree.
    static func navigationController(in root: UIViewController?) -> UINavigationController? {
      guard let root else { return nil }
      if let navigation = root as? UINavigationController { return navigation }
      for child in root.children {
        if let found = navigationController(in: child) { return found }
      }
      return navigationController(in: root.presentedViewController)
    }
  }
#endif
