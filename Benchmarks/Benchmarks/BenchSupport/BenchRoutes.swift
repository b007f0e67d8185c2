package import RoutingKit
@_spi(Benchmarks) package import Wayfinder

/// The routes of the benchmark tables: five links per resource.
package enum BenchRoute: Hashable, Codable, Sendable {
  case home
  case index(Int)
  case new(Int)
  case show(Int, id: Int)
  case edit(Int, id: Int)
  case item(Int, id: Int, item: Int)
}

/// The five patterns of resource `k`: `/resK`, `/resK/new`, `/resK/:id`, `/resK/:id/edit`,
/// `/resK/:id/items/:item`, with placements (tab by parity, back stacks, a sheet for editing).
package func linkTable(resources: Int) -> LinkTable<BenchRoute> {
  var builder = LinkTableBuilder<BenchRoute>(
    schemes: ["bench"], hosts: ["bench.example"], printKey: benchKey)
  let ints: [String: any LinkParameterValue.Type] = ["id": Int.self, "item": Int.self]
  do {
    for k in 0..<resources {
      let tab: TabID = k.isMultiple(of: 2) ? "a" : "b"
      try builder.add(
        "/res\(k)", placement: LinkPlacement(tab: tab), key: "index#\(k)",
        build: { _ in .index(k) },
        values: { $0 == .index(k) ? [:] : nil })
      try builder.add(
        "/res\(k)/new", placement: LinkPlacement(tab: tab, parents: { _ in [.index(k)] }),
        key: "new#\(k)", build: { _ in .new(k) }, values: { $0 == .new(k) ? [:] : nil })
      try builder.add(
        "/res\(k)/:id", types: ["id": Int.self],
        placement: LinkPlacement(tab: tab, parents: { _ in [.index(k)] }), key: "show#\(k)",
        build: { .show(k, id: try $0.value("id")) },
        values: { if case .show(k, let id) = $0 { ["id": "\(id)"] } else { nil } })
      try builder.add(
        "/res\(k)/:id/edit", types: ["id": Int.self],
        placement: LinkPlacement(
          tab: tab,
          parents: { if case .edit(_, let id) = $0 { [.index(k), .show(k, id: id)] } else { [] } },
          presentation: .sheet(SheetStyle(detents: [.medium, .large]))),
        key: "edit#\(k)", build: { .edit(k, id: try $0.value("id")) },
        values: { if case .edit(k, let id) = $0 { ["id": "\(id)"] } else { nil } })
      try builder.add(
        "/res\(k)/:id/items/:item", types: ints,
        placement: LinkPlacement(
          tab: tab,
          parents: {
            if case .item(_, let id, _) = $0 { [.index(k), .show(k, id: id)] } else { [] }
          }),
        key: "item#\(k)",
        build: { .item(k, id: try $0.value("id"), item: try $0.value("item")) },
        values: {
          if case .item(k, let id, let item) = $0 {
            ["id": "\(id)", "item": "\(item)"]
          } else {
            nil
          }
        })
    }
    return try builder.build()
  } catch {
    fatalError("benchmark table: \(error)")
  }
}

/// The key of a benchmark route: its case and resource, so that printing asks only the one
/// link that prints it.
@Sendable func benchKey(_ route: BenchRoute) -> String? {
  switch route {
  case .home: "home"
  case .index(let k): "index#\(k)"
  case .new(let k): "new#\(k)"
  case .show(let k, _): "show#\(k)"
  case .edit(let k, _): "edit#\(k)"
  case .item(let k, _, _): "item#\(k)"
  }
}

/// The same table in Vapor's RoutingKit; the output is the pattern's (resource, shape).
package func routingKitRouter(resources: Int) -> TrieRouter<(Int, Int)> {
  let router = TrieRouter<(Int, Int)>()
  for k in 0..<resources {
    let res = PathComponent.constant("res\(k)")
    router.register((k, 0), at: [res])
    router.register((k, 1), at: [res, .constant("new")])
    router.register((k, 2), at: [res, .parameter("id")])
    router.register((k, 3), at: [res, .parameter("id"), .constant("edit")])
    router.register((k, 4), at: [res, .parameter("id"), .constant("items"), .parameter("item")])
  }
  return router
}

/// Routes a path with RoutingKit the way an app would: split the path, route, read the typed
/// parameters, build the route value.
package func routeWithRoutingKit(_ router: TrieRouter<(Int, Int)>, _ path: String) -> BenchRoute? {
  let components = path.split(separator: "/").map(String.init)
  var parameters = Parameters()
  guard let (k, shape) = router.route(path: components, parameters: &parameters) else {
    return nil
  }
  switch shape {
  case 0: return .index(k)
  case 1: return .new(k)
  case 2: return parameters.get("id", as: Int.self).map { .show(k, id: $0) }
  case 3: return parameters.get("id", as: Int.self).map { .edit(k, id: $0) }
  default:
    guard let id = parameters.get("id", as: Int.self),
      let item = parameters.get("item", as: Int.self)
    else { return nil }
    return .item(k, id: id, item: item)
  }
}

/// 1,000 paths spread over the table's resources and shapes: hits, or misses that fail at
/// the last segment (the costly kind of miss).
package func paths(resources: Int, hits: Bool) -> [String] {
  var random = SplitMix(state: 42)
  return (0..<1_000).map { _ in
    let k = Int.random(in: 0..<resources, using: &random)
    let id = Int.random(in: 1...99_999, using: &random)
    if !hits {
      return ["/res\(k)/\(id)/items/x\(id)", "/res\(k)/\(id)/unknown", "/nope\(k)/\(id)"][id % 3]
    }
    switch id % 5 {
    case 0: return "/res\(k)"
    case 1: return "/res\(k)/new"
    case 2: return "/res\(k)/\(id)"
    case 3: return "/res\(k)/\(id)/edit"
    default: return "/res\(k)/\(id)/items/\(id % 97)"
    }
  }
}

/// A deterministic random number generator (SplitMix64).
package struct SplitMix: RandomNumberGenerator {
  package var state: UInt64
  package init(state: UInt64) { self.state = state }
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The benchmark app's starting state: two tabs at home.
package func startState() -> NavigationState<BenchRoute> {
  NavigationState(tabs: ["a": .home, "b": .home], selection: "a")
}

/// A random state with about `entries` entries, reached by commands from `start`.
package func randomState(from start: NavigationState<BenchRoute>, entries: Int, seed: UInt64)
  -> NavigationState<BenchRoute>
{
  randomState(
    from: start, entries: entries, seed: seed, show: { .show($0, id: $0) }, new: { .new($0) })
}

/// A random state with about `entries` entries of any route type, reached by commands from
/// `start`: pushes of `show(k)`, sheets of `new(k)`, pops, tab changes and dismissals.
package func randomState<Route>(
  from start: NavigationState<Route>, entries: Int, seed: UInt64, show: (Int) -> Route,
  new: (Int) -> Route
) -> NavigationState<Route> {
  var random = SplitMix(state: seed)
  var state = start
  var guardCount = 0
  while state.entryCount < entries, guardCount < entries * 20 {
    guardCount += 1
    let k = Int.random(in: 0..<50, using: &random)
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<6: _ = try? state.push(show(k))
    case 6: _ = try? state.pop(Int.random(in: 1...3, using: &random))
    case 7: _ = try? state.selectTab(Bool.random(using: &random) ? "a" : "b")
    case 8 where state.layers.count < 3:
      _ = try? state.present(new(k), as: .sheet(SheetStyle(detents: [.large])))
    default: _ = try? state.dismiss()
    }
  }
  return state
}
