import Observation
package import Wayfinder

/// Counts the events a navigator delivers, so that the benchmarks pay for event delivery.
@MainActor package final class EventCount {
  package var value = 0
  /// Keeps the counting observer registered while the count lives.
  package var observing: NavigationToken?
  package init() {}
}

/// A navigator at the benchmark app's start, nine screens deep on tab a, with one observer.
@MainActor package func benchNavigator(_ count: EventCount) -> Navigator<BenchRoute> {
  var state = startState()
  _ = try? state.push(contentsOf: (0..<9).map { .index($0) })
  let navigator = Navigator(state)
  count.observing = navigator.observe { _ in count.value += 1 }
  return navigator
}

/// The hand-written router at the same start: nine screens deep on tab a.
@MainActor package func benchRouter() -> HandRouter {
  let router = HandRouter()
  router.push(contentsOf: (0..<9).map { .index($0) })
  return router
}

/// Two targets for `apply`: tab a three screens deep, and tab b two deep under a sheet.
package func applyTargets() -> (NavigationState<BenchRoute>, NavigationState<BenchRoute>) {
  var first = startState()
  _ = try? first.push(contentsOf: (0..<9).map { .index($0) })
  var second = first
  _ = try? second.popToRoot()
  _ = try? second.push(contentsOf: [.index(1), .show(1, id: 2), .item(1, id: 2, item: 3)])
  var third = second
  _ = try? third.selectTab("b")
  _ = try? third.push(contentsOf: [.index(2), .show(2, id: 7)])
  _ = try? third.present(.edit(2, id: 7), as: .sheet(SheetStyle(detents: [.large])))
  return (second, third)
}

/// One navigator operation and the hand-written router's version of it, registered as
/// `navigator NAME` and `router NAME`: `scripts/bench` prints the first as a multiple of the
/// second.
@MainActor package struct NavigatorPair {
  package let name: String
  package let navigator: @MainActor (Navigator<BenchRoute>, Int) -> Void
  package let router: @MainActor (HandRouter, Int) -> Void
}

/// The names of ``navigatorPairs()``, in order.
package let navigatorPairNames = [
  "push+pop", "push 10+pop to root", "select tab", "present+dismiss", "push+goBack",
  "apply target", "push+pop observed",
]

/// The navigator operations the README's performance table compares with a hand-written router.
@MainActor package func navigatorPairs() -> [NavigatorPair] {
  let ten = (0..<10).map { BenchRoute.show($0, id: $0) }
  let (first, second) = applyTargets()
  let firstPath = first.activeStack.pushed.map(\.route)
  let secondPath = second.activeStack.pushed.map(\.route)
  let sheet = SheetStyle(detents: [.large])
  let pairs = [
    NavigatorPair(
      name: "push+pop",
      navigator: { navigator, _ in
        _ = try? navigator.push(.show(1, id: 2))
        _ = try? navigator.pop()
      },
      router: { router, _ in
        router.push(.show(1, id: 2))
        router.pop()
      }),
    NavigatorPair(
      name: "push 10+pop to root",
      navigator: { navigator, _ in
        _ = try? navigator.push(contentsOf: ten)
        _ = try? navigator.popToRoot()
      },
      router: { router, _ in
        router.push(contentsOf: ten)
        router.popToRoot()
      }),
    NavigatorPair(
      name: "select tab",
      navigator: { navigator, i in _ = try? navigator.selectTab(i.isMultiple(of: 2) ? "b" : "a") },
      router: { router, i in router.select(i.isMultiple(of: 2) ? 1 : 0) }),
    NavigatorPair(
      name: "present+dismiss",
      navigator: { navigator, _ in
        _ = try? navigator.present(.new(3), as: .sheet(sheet))
        _ = try? navigator.dismiss()
      },
      router: { router, _ in
        router.present(.new(3))
        router.dismiss()
      }),
    NavigatorPair(
      name: "push+goBack",
      navigator: { navigator, _ in
        _ = try? navigator.push(.show(1, id: 2))
        _ = try? navigator.goBack()
      },
      router: { router, _ in
        router.push(.show(1, id: 2))
        router.goBack()
      }),
    NavigatorPair(
      name: "apply target",
      navigator: { navigator, i in try? navigator.apply(i.isMultiple(of: 2) ? second : first) },
      router: { router, i in
        if i.isMultiple(of: 2) {
          router.apply(tab: 1, path: secondPath, sheet: .edit(2, id: 7))
        } else {
          router.apply(tab: 0, path: firstPath, sheet: nil)
        }
      }),
    // As a view would: each change re-reads what it shows under observation tracking, so the
    // registrar has an observer to tell.
    NavigatorPair(
      name: "push+pop observed",
      navigator: { navigator, _ in
        withObservationTracking {
          _ = navigator.activeStack
        } onChange: {
        }
        _ = try? navigator.push(.show(1, id: 2))
        withObservationTracking {
          _ = navigator.activeStack
        } onChange: {
        }
        _ = try? navigator.pop()
      },
      router: { router, _ in
        withObservationTracking {
          _ = router.paths[router.selectedTab]
        } onChange: {
        }
        router.push(.show(1, id: 2))
        withObservationTracking {
          _ = router.paths[router.selectedTab]
        } onChange: {
        }
        router.pop()
      }),
  ]
  precondition(pairs.map(\.name) == navigatorPairNames)
  return pairs
}
