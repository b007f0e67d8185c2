@_spi(Benchmarks) import Wayfinder

enum Screen: Hashable, Codable, Sendable {
  case home
  case detail(Int)
  case person(String)
  case file([String])
  case search(String?, Int?)
  case deep(Int, String, Int, String)
}

let table: LinkTable<Screen> = {
  var builder = LinkTableBuilder<Screen>(schemes: ["fuzz"], hosts: ["fuzz.example"])
  do {
    try builder.add("/", route: .home, placement: LinkPlacement(tab: "a", asRoot: true))
    try builder.add(
      "/items/:id", types: ["id": Int.self], placement: LinkPlacement(tab: "b"),
      build: { .detail(try $0.value("id")) },
      values: { if case .detail(let id) = $0 { ["id": "\(id)"] } else { nil } })
    try builder.add(
      "/people/:name", placement: LinkPlacement(presentation: .fullScreenCover),
      build: { .person(try $0.value("name")) },
      values: { if case .person(let name) = $0 { ["name": name] } else { nil } })
    try builder.add(
      "/files/*path", build: { .file(try $0.values("path")) },
      values: {
        if case .file(let path) = $0 { ["path": path.joined(separator: "/")] } else { nil }
      })
    try builder.add(
      "/search?q&page", types: ["page": Int.self],
      build: { .search(try $0.value("q"), try $0.value("page")) },
      values: {
        guard case .search(let q, let page) = $0 else { return nil }
        var values: [String: String] = [:]
        values["q"] = q
        values["page"] = page.map(String.init)
        return values
      })
    // A back stack from the path, each segment one screen, printed from a list of segments.
    try builder.add(
      "/stack/*screens", placement: LinkPlacement(tab: "b"),
      stack: { try ($0.values("screens") as [String]).map(Screen.person) },
      values: { stack in
        var segments: [String] = []
        for route in stack {
          guard case .person(let name) = route, !name.isEmpty else { return nil }
          segments.append(name)
        }
        return LinkValues(segments: segments)
      })
    // More than three parameters: the fourth is kept outside the inline captures.
    try builder.add(
      "/deep/:a/:b/:c/:d", types: ["a": Int.self, "c": Int.self],
      build: { .deep(try $0.value("a"), try $0.value("b"), try $0.value("c"), try $0.value("d")) },
      values: {
        guard case .deep(let a, let b, let c, let d) = $0 else { return nil }
        return ["a": "\(a)", "b": b, "c": "\(c)", "d": d]
      })
    return try builder.build()
  } catch {
    fatalError("fuzz table: \(error)")
  }
}()

let base = NavigationState<Screen>(tabs: ["a": .home, "b": .home], selection: "a")

/// Whether a value holds a character links refuse: C0, DEL, C1, or a bidirectional control.
func isUnsafe(_ text: String) -> Bool {
  text.unicodeScalars.contains(where: LinkBenchmark.isUnsafe)
}

/// The texts a route carries.
func texts(_ route: Screen) -> [String] {
  switch route {
  case .home, .detail: []
  case .person(let name): [name]
  case .file(let pieces): pieces
  case .search(let q, _): q.map { [$0] } ?? []
  case .deep(_, let b, _, let d): [b, d]
  }
}

/// Resolves any bytes as a link: must never crash; a resolved route must carry no control or
/// bidirectional character, print to a link that resolves to the same route, and its target
/// state must be valid and print to a link that opens it again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  for link in [text, "fuzz://" + text, "https://fuzz.example/" + text] {
    guard case .success(let route) = LinkBenchmark.route(table, link) else { continue }
    if texts(route).contains(where: isUnsafe) {
      fatalError("a control or bidirectional character got through: \(link)")
    }
    if let target = try? LinkBenchmark.target(table, link, base: base) {
      if target.brokenInvariant != nil { fatalError("invalid target state for \(link)") }
      // A state printed completely opens back to the same stack and layers.
      if let printed = LinkBenchmark.link(table, for: target), printed.isComplete {
        guard
          let opened = try? LinkBenchmark.target(table, printed.url, keepingOtherTabsOf: target),
          opened.activeStack.routes == target.activeStack.routes,
          opened.layers.map(\.presentation) == target.layers.map(\.presentation)
        else { fatalError("state round trip failed: \(link) → \(printed.url)") }
      }
    }
    // A catch-all prints its pieces joined by "/", so a piece holding a decoded "/" cannot
    // come back as the same pieces; every other route must round-trip.
    if case .file(let pieces) = route, pieces.contains(where: { $0.contains("/") }) {
      continue
    }
    if let printed = LinkBenchmark.url(table, for: route),
      (try? LinkBenchmark.route(table, printed).get()) != route
    {
      fatalError("round trip failed: \(link) → \(route) → \(printed)")
    }
  }
  return 0
}
