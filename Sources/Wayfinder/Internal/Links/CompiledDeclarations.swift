/// The links of a table `@Links` compiled, as the table keeps them: each link's print key and
/// number in the table's shared switches, side by side, rather than one ``LinkRoute`` per link
/// made, copied and freed at launch. A numbered link's placement is made by the switches when
/// a link opens; a link's ``LinkRoute`` is made when something asks for it (printing, a
/// declaration summary), from these.
@usableFromInline
struct CompiledDeclarations<Route>: Sendable {
  /// Each link's print key, in declaration order.
  @usableFromInline var keys: [String] = []
  /// Each link's number in ``switches``, or, for a link declared with closures of its own,
  /// −1 minus its index in ``kept``.
  @usableFromInline var numbers: [Int] = []
  /// The links declared with closures of their own (a stack link, a link the macro did not
  /// number), whole.
  @usableFromInline var kept = ChunkedArray<LinkRoute<Route>>()
  /// The switches that make the numbered links' routes and give their values back.
  @usableFromInline let switches: LinkSwitches<Route>

  @inlinable
  init(switches: LinkSwitches<Route>, capacity: Int) {
    self.switches = switches
    keys.reserveCapacity(capacity)
    numbers.reserveCapacity(capacity)
  }

  /// The number of links.
  @inlinable var count: Int { numbers.count }

  /// Declares a numbered link (its placement is the switches').
  @inlinable
  mutating func append(number: Int, key: consuming String) {
    keys.append(consume key)
    numbers.append(number)
  }

  /// Declares a link with closures of its own.
  @inlinable
  mutating func append(kept route: LinkRoute<Route>) {
    keys.append(route.printKey ?? "")
    numbers.append(-1 - kept.count)
    kept.append(route)
  }

  /// Link `index`, whole.
  @inlinable
  subscript(index: Int) -> LinkRoute<Route> {
    let number = numbers[index]
    guard number >= 0 else { return kept[-1 - number] }
    return LinkRoute(
      link: number, shared: switches, placement: placement(index), printKey: keys[index])
  }

  /// Where link `index` puts its route.
  @inlinable
  func placement(_ index: Int) -> LinkPlacement<Route> {
    let number = numbers[index]
    guard number >= 0 else { return kept[-1 - number].placement }
    return switches.placement(number)
  }

  /// Every link, whole, in declaration order.
  var all: [LinkRoute<Route>] { numbers.indices.map { self[$0] } }
}
