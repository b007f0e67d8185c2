#if canImport(UIKit)
  import UIKit
  import Wayfinder

  /// The back button that goes back one screen, without the system button's long-press menu,
  /// shown on a screen above a guarded one (Q37): the menu could pop past the guarded screen,
  /// whose controller UIKit would release before the guard could ask.
  ///
  /// It stands in the screen's `leftBarButtonItem` while the lock holds; the app's own item,
  /// if it had one, is put back when the lock goes.
  final class OneStepBackItem: UIBarButtonItem {
    /// The app's own left item this one stands in for.
    var replaced: UIBarButtonItem?
  }

  extension UIKitHost {
    /// Disables the two swipes back of every stack that holds a guarded screen, gives every
    /// screen on every stack the back button its lock says (none on a guarded screen, one
    /// step without a menu above it, the system's elsewhere), and disables the drag of layers
    /// holding a guarded screen (Q29, Q37): each way back past a guarded screen is closed
    /// before the user can start it.
    func applyLocks() {
      var stacks = Array(baseControllers)
      if let compact = compactNavigation, let split = logic?.shown.split, split.isCollapsed {
        // Collapsed, the one stack shows the trailing column's top: its lock holds there.
        stacks.append((key: .column(split.deepestColumn), value: compact))
      }
      for layer in layers {
        if let navigation = layer.navigation {
          stacks.append((key: .layer(layer.id), value: navigation))
        }
      }
      if let tab = logic?.shown.selectedTab, let more = moreNavigation(showing: .tab(tab)) {
        // A tab shown from the More list: its screens are in the More navigation controller.
        stacks.append((key: .tab(tab), value: more))
      }
      for (location, navigation) in stacks {
        let locked = locks.stacks.contains(location)
        navigation.interactivePopGestureRecognizer?.isEnabled = !locked
        if #available(iOS 26, *) {
          // iOS 26's swipe back from anywhere on the screen (Q10).
          navigation.interactiveContentPopGestureRecognizer?.isEnabled = !locked
        }
        applyBackButtons(in: navigation)
      }
      for layer in layers {
        let presentation = logic?.shown.layers.first { $0.id == layer.id }?.presentation
        let disabledByStyle =
          if case .sheet(let style)? = presentation { style.interactiveDismissDisabled } else {
            false
          }
        layer.presented.isModalInPresentation = disabledByStyle || locks.layers.contains(layer.id)
      }
    }

    /// Gives every screen of a navigation controller the back button its lock says; called
    /// after each change of the locks and of the stack, so a screen pushed above a guarded
    /// one never shows the system button's menu.
    /// - Parameter navigation: The navigation controller.
    func applyBackButtons(in navigation: UINavigationController) {
      for controller in navigation.viewControllers {
        guard let entry = cache.context(of: controller)?.entryID else { continue }
        setBackButton(locks.backButton(for: entry), on: controller)
      }
    }

    /// Shows `button` in place of `controller`'s back button.
    /// - Parameters:
    ///   - button: What the lock says.
    ///   - controller: A screen's controller on a navigation controller.
    func setBackButton(_ button: GestureLocks.BackButton, on controller: UIViewController) {
      let item = controller.navigationItem
      let locked = button != .system
      item.hidesBackButton = locked
      let current = item.leftBarButtonItem as? OneStepBackItem
      guard button == .oneStep else {
        if let current { item.leftBarButtonItem = current.replaced }
        return
      }
      guard current == nil else { return }
      let back = OneStepBackItem(
        primaryAction: UIAction(
          title: oneStepBackTitle, image: UIImage(systemName: "chevron.backward")
        ) { [weak controller] _ in
          // One screen back, as a tap on the system button: `didShow` reports the pop.
          guard let navigation = controller?.navigationController,
            navigation.topViewController === controller
          else { return }
          navigation.popViewController(animated: true)
        })
      back.accessibilityLabel = oneStepBackTitle
      back.replaced = item.leftBarButtonItem
      item.leftBarButtonItem = back
    }
  }
#endif
