import PropertyBased
import Testing
import Wayfinder

/// Routes of a table with several resources, each with its own links.
private enum Resource: Hashable, Sendable {
  case home
  case index(Int)
  case show(Int, id: Int)
  case edit(Int, id: Int)
  case about
}

/// The key of a route: its case and resource (`about` has none, so every link is asked).
@Sendable private func resourceKey(_ route: Resource) -> String? {
  switch route {
  case .home: "home"
  case .index(let k): "index#\(k)"
  case .show(let k, _): "show#\(k)"
  case .edit(let k, _): "edit#\(k)"
  case .about: nil
  }
}

/// The same table with or without print keys.
private func resourceTable(keyed: Bool) throws -> LinkTable<Resource> {
  var links = LinkTableBuilder<Resource>(
    schemes: ["app"], printKey: keyed ? resourceKey : nil)
  try links.add("/", route: .home, placement: LinkPlacement(tab: "a", asRoot: true))
  for k in 0..<6 {
    let tab: TabID = k.isMultiple(of: 2) ? "a" : "b"
    try links.add(
      "/r\(k)", placement: LinkPlacement(tab: tab), key: "index#\(k)",
      build: { _ in .index(k) }, values: { $0 == .index(k) ? [:] : nil })
    try links.add(
      "/r\(k)/:id", types: ["id": Int.self],
      placement: LinkPlacement(tab: tab, parents: { _ in [.index(k)] }), key: "show#\(k)",
      build: { .show(k, id: try $0.value("id")) },
      values: { if case .show(k, let id) = $0 { ["id": "\(id)"] } else { nil } })
    try links.add(
      "/r\(k)/:id/edit", types: ["id": Int.self],
      placement: LinkPlacement(
        tab: tab,
        parents: { if case .edit(_, let id) = $0 { [.index(k), .show(k, id: id)] } else { [] } },
        presentation: .sheet()),
      key: "edit#\(k)",
      build: { .edit(k, id: try $0.value("id")) },
      values: { if case .edit(k, let id) = $0 { ["id": "\(id)"] } else { nil } })
  }
  // No key: asked for every route.
  try links.add(
    "/about", build: { _ in .about }, values: { $0 == .about ? [:] : nil })
  return try links.build()
}

@Suite("Printing with link keys looks at fewer links and prints the same")
struct LinkPrintKeyTests {
  @Test("every route prints the same link with and without keys")
  func sameRoutes() throws {
    let plain = try resourceTable(keyed: false)
    let keyed = try resourceTable(keyed: true)
    var routes: [Resource] = [.home, .about]
    for k in 0..<7 { routes += [.index(k), .show(k, id: k * 3), .edit(k, id: 1)] }
    for route in routes {
      #expect(keyed.url(for: route) == plain.url(for: route), "\(route)")
    }
    #expect(keyed.url(for: .show(2, id: 9)) == "app://r2/9")
    #expect(keyed.url(for: .about) == "app://about")
    #expect(keyed.url(for: .show(6, id: 1)) == nil, "no link prints resource 6")
  }

  @Test("every state opened from a link, then changed, prints the same link with and without keys")
  func sameStates() async throws {
    let plain = try resourceTable(keyed: false)
    let keyed = try resourceTable(keyed: true)
    let start = NavigationState<Resource>(tabs: ["a": .home, "b": .home], selection: "a")
    let gen = Gen.int(in: 0...5).array(of: 1...4)
    await propertyCheck(count: 150, input: gen) { picks in
      var state = start
      for (step, pick) in picks.enumerated() {
        let path = ["/r\(pick)", "/r\(pick)/\(step)", "/r\(pick)/\(step)/edit", "/about"][
          (pick + step) % 4]
        if let opened = try? plain.target(for: "app:/" + path, base: state) { state = opened }
        if step.isMultiple(of: 3) { _ = try? state.push(.show(pick, id: step)) }
      }
      #expect(keyed.link(for: state) == plain.link(for: state), "\(state)")
    }
  }
}
