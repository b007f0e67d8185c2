import Wayfinder

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
      "/items/:id", types: ["id": .int], placement: LinkPlacement(tab: "b"),
      build: { .detail(try $0.int("id")) },
      values: { if case .detail(let id) = $0 { ["id": "\(id)"] } else { nil } })
    try builder.add(
      "/people/:name", placement: LinkPlacement(presentation: .fullScreenCover),
      build: { .person(try $0.string("name")) },
      values: { if case .person(let name) = $0 { ["name": name] } else { nil } })
    try builder.add(
      "/files/*path", build: { .file($0.remainder) },
      values: {
        if case .file(let path) = $0 { ["path": path.joined(separator: "/")] } else { nil }
      })
    try builder.add(
      "/search?q&page", types: ["page": .int],
      build: { .search($0["q"], $0["page"].flatMap(Int.init)) },
      values: {
        guard case .search(let q, let page) = $0 else { return nil }
        var values: [String: String] = [:]
        values["q"] = q
        values["page"] = page.map(String.init)
        return values
      })
    // More than three parameters: the fourth is kept outside the inline captures.
    try builder.add(
      "/deep/:a/:b/:c/:d", types: ["a": .int, "c": .int],
      build: { .deep(try $0.int("a"), try $0.string("b"), try $0.int("c"), try $0.string("d")) },
      values: {
        guard case .deep(let a, let b, let c, let d) = $0 else { return nil }
        return ["a": "\(a)", "b": b, "c": "\(c)", "d": d]
      })
    return try builder.build()
  } catch {
    fatalError("fuzz table: \(error)")
  }
}()

let base: NavigationState<Screen> = {
  do { return try NavigationState(tabs: ["a": .home, "b": .home], selection: "a") } catch {
    fatalError("\(error)")
  }
}()

/// Resolves any bytes as a link: must never crash; a resolved route must print to a link that
/// resolves to the same route, and its target state must be valid.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  for link in [text, "fuzz://" + text, "https://fuzz.example/" + text] {
    guard case .success(let match) = table.match(link) else { continue }
    if let target = try? table.target(for: link, base: base), !target.isValid {
      fatalError("invalid target state for \(link)")
    }
    // A catch-all prints its pieces joined by "/", so a piece holding a decoded "/" cannot
    // come back as the same pieces; every other route must round-trip.
    if case .file(let pieces) = match.route, pieces.contains(where: { $0.contains("/") }) {
      continue
    }
    if let printed = table.url(for: match.route), (try? table.route(for: printed)) != match.route {
      fatalError("round trip failed: \(link) → \(match.route) → \(printed)")
    }
  }
  return 0
}
