#if canImport(UIKit)
  import UIKit
  import Wayfinder

  /// What UIKit's delegates tell a host (a generic class cannot be an Objective-C delegate
  /// itself, so ``ControllerDelegate`` forwards here).
  @MainActor
  protocol ControllerEvents: AnyObject {
    func navigationWillShow(
      _ navigation: UINavigationController, _ controller: UIViewController, animated: Bool)
    func navigationDidShow(_ navigation: UINavigationController)
    func tabBarShouldSelect(_ tabBar: UITabBarController, _ controller: UIViewController) -> Bool
    func presentationDidDismiss(_ presentation: UIPresentationController)
    func sheetDidChangeDetent(_ sheet: UISheetPresentationController)
    func splitDidChange(collapsed: Bool)
    func splitWillCollapse(proposing proposed: UISplitViewController.Column)
      -> UISplitViewController.Column
    func splitWillExpand()
    func tabBarDidSelect(_ tabBar: UITabBarController)
    func splitWillChange(to mode: UISplitViewController.DisplayMode)
    @available(iOS 18, *) func tabBarShouldSelect(tab: UITab) -> Bool
    @available(iOS 18, *) func tabBarDidSelect(tab: UITab)
    @available(iOS 18, *) func tabBarDidCustomize(_ tabBar: UITabBarController)
    func splitDidHide(_ column: UISplitViewController.Column)
  }

  /// The delegate of every navigation controller, the tab bar controller and each presented
  /// layer; it forwards to the host.
  final class ControllerDelegate: NSObject, UINavigationControllerDelegate,
    UITabBarControllerDelegate, UISheetPresentationControllerDelegate,
    UISplitViewControllerDelegate
  {
    weak var events: (any ControllerEvents)?

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      events?.navigationWillShow(navigationController, viewController, animated: animated)
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      events?.navigationDidShow(navigationController)
    }

    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      events?.tabBarShouldSelect(tabBarController, viewController) ?? true
    }

    @available(iOS 18, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
      -> Bool
    {
      events?.tabBarShouldSelect(tab: tab) ?? true
    }

    @available(iOS 18, *)
    func tabBarController(
      _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
      previousTab: UITab?
    ) {
      events?.tabBarDidSelect(tab: selectedTab)
    }

    @available(iOS 18, *)
    func tabBarController(
      _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]
    ) {
      events?.tabBarDidCustomize(tabBarController)
    }

    @available(iOS 18, *)
    func tabBarController(
      _ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup
    ) {
      events?.tabBarDidCustomize(tabBarController)
    }

    @available(iOS 26, *)
    func splitViewController(
      _ svc: UISplitViewController, didHide column: UISplitViewController.Column
    ) {
      events?.splitDidHide(column)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      events?.presentationDidDismiss(presentationController)
    }

    func splitViewController(
      _ svc: UISplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
      events?.splitWillCollapse(proposing: proposedTopColumn) ?? proposedTopColumn
    }

    func splitViewController(
      _ svc: UISplitViewController,
      displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
        .DisplayMode
    ) -> UISplitViewController.DisplayMode {
      events?.splitWillExpand()
      return proposedDisplayMode
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      events?.tabBarDidSelect(tabBarController)
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
      events?.splitDidChange(collapsed: true)
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
      events?.splitDidChange(collapsed: false)
    }

    func splitViewController(
      _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {
      events?.splitWillChange(to: displayMode)
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      _ sheetPresentationController: UISheetPresentationController
    ) {
      events?.sheetDidChangeDetent(sheetPresentationController)
    }
  }

  extension UIKitHost: ControllerEvents {
    /// Shows or hides the navigation bar for the screen coming to the top, and reports a
    /// cancelled swipe back when the user lets go before the pop (putting the kept screen's
    /// bar back).
    func navigationWillShow(
      _ navigation: UINavigationController, _ controller: UIViewController, animated: Bool
    ) {
      let wasHidden = navigation.isNavigationBarHidden
      if let route = cache.route(of: controller) {
        let hidden = chrome.hidesNavigationBar(on: route)
        if navigation.isNavigationBarHidden != hidden {
          navigation.setNavigationBarHidden(hidden, animated: animated)
        }
      }
      guard let coordinator = navigation.transitionCoordinator, coordinator.isInteractive
      else { return }
      coordinator.notifyWhenInteractionChanges { [weak self, weak navigation] context in
        guard context.isCancelled else { return }
        MainActor.assumeIsolated {
          // The screen that stays gets its own bar back (Q9).
          if let navigation, navigation.isNavigationBarHidden != wasHidden {
            navigation.setNavigationBarHidden(wasHidden, animated: true)
          }
          self?.logic?.userCancelledPop()
        }
      }
    }

    /// Reports a pop the user made (a back button, a swipe, a long press on back) or the app
    /// made in code (`popViewController`, Q32), a tab chosen from the More list, and a pop on
    /// the tab shown there.
    func navigationDidShow(_ navigation: UINavigationController) {
      if navigation === compactNavigation { return compactDidShow(navigation) }
      if let tabBar = tabBarController, navigation === tabBar.moreNavigationController {
        // A tab chosen from the More list, or a pop on the tab shown there (Q30, Q42).
        let below = Array(navigation.viewControllers.dropFirst())
        let tab: TabID? =
          if case .tab(let id)? = below.first.flatMap({ cache.context(of: $0)?.location }) {
            id
          } else {
            nil
          }
        let ids = cache.entryIDs(of: below)
        if let tab, tab == logic?.shown.selectedTab {
          cache.trimStack(at: .tab(tab), to: ids.count)
        }
        logic?.moreStackDidShow(ids, of: tab)
        return
      }
      guard let location = location(of: navigation) else { return }
      let ids = cache.entryIDs(of: navigation.viewControllers)
      cache.trimStack(at: location, to: ids.count)
      logic?.stackDidShow(ids, at: location)
    }

    /// Reports a tapped tab; the tab bar switches by itself only to another tab (a re-tap's
    /// pop to root is the navigator's rule, carried out by its plan).
    func tabBarShouldSelect(_ tabBar: UITabBarController, _ controller: UIViewController) -> Bool {
      // With `UITab`s the tab bar asks `shouldSelectTab`, which reports the tap (iOS 27 asks
      // nothing else): a tap is never reported twice (a second report would be a re-tap, and
      // pop the tab to its root), Q43.
      guard tabBarBuild.hears(.shouldSelectViewController) else { return true }
      // The More tab (more than five tabs on iPhone) opens its list; the tab chosen there is
      // reported when it shows (Q30).
      if controller === tabBar.moreNavigationController {
        return logic?.userWillSelectMoreList() ?? false
      }
      guard let index = tabBar.viewControllers?.firstIndex(of: controller), index < tabOrder.count
      else { return false }
      return logic?.userWillSelectTab(tabOrder[index]) ?? false
    }

    /// Reports the tab the tab bar shows, when the user got there without the delegate being
    /// asked (a tab chosen from the More list).
    func tabBarDidSelect(_ tabBar: UITabBarController) {
      if usesTabObjects { return }
      // UIKit declares `selectedViewController` `assign` (`unowned(unsafe)`); the tab bar
      // holds the controller it selected, which is read here at once and not kept.
      guard let selected = unsafe tabBar.selectedViewController,
        let index = tabBar.viewControllers?.firstIndex(of: selected), index < tabOrder.count
      else { return }
      logic?.userDidShowTab(tabOrder[index])
    }

    /// Reports a layer the user dragged away.
    func presentationDidDismiss(_ presentation: UIPresentationController) {
      guard
        let index = layers.firstIndex(where: {
          $0.presented === presentation.presentedViewController
        })
      else { return }
      let id = layers[index].id
      for layer in layers[index...] { cache.removeStack(at: .layer(layer.id)) }
      layers.removeSubrange(index...)
      logic?.userDismissed(layer: id)
    }

    /// Reports a sheet the user dragged to another detent.
    func sheetDidChangeDetent(_ sheet: UISheetPresentationController) {
      guard
        let layer = layers.first(where: { $0.presented === sheet.presentedViewController }),
        let identifier = sheet.selectedDetentIdentifier,
        let detent = SheetDetent(identifier)
      else { return }
      logic?.userSelected(detent: detent, of: layer.id)
    }
  }
#endif
