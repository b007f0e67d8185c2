import Testing

@_spi(Benchmarks) @testable import Wayfinder

/// Three links declared as `@Links` declares them, with their codes and trie written out here:
/// `/items`, `/items/:id` (an `Int`) and `/new`.
enum TinyLinks: Hashable, Sendable {
  case items
  case item(Int)
  case new

  static let names = ["items", "id", "new"]

  /// Each link's path segment count and codes, then its query name count (none).
  static let codes = [1, 0 << 8, 0, 2, 0 << 8, 1 << 8 | 4, 0, 1, 2 << 8, 0]

  /// The trie the builder makes: the root with the literals `items` (node 1) and `new`
  /// (node 3) in four slots, node 1 with a typed edge to node 2.
  static var trie: [Int] {
    // Slots placed newest first, as the builder places them.
    var slots = Array(repeating: -1, count: 8)
    for (name, child) in [(2, 3), (0, 1)] {
      let bytes = Array(names[name].utf8)
      var slot = LinkBytes.slot(LinkBytes.key(bytes), count: bytes.count, mask: 3)
      while slots[2 * slot + 1] != -1 { slot = (slot + 1) & 3 }
      slots[2 * slot] = name
      slots[2 * slot + 1] = child
    }
    let header = [3, 1, 0, 1, 0, 4, 4, 1]
    let nodes = [4, 0, -1, -1, 0, 1, -1, 0, 0, 0, -1, 1, 0, 0, -1, 2]
    return header + nodes + slots + [0, 2]
  }

  /// Numbers as the form writes them.
  static func text(_ numbers: [Int]) -> String {
    numbers.reduce(into: "") { LinkTrieForm.append($1, to: &$0) }
  }

  /// The links, compiled from `codes` and `trie`.
  static func compiled(codes: String = text(codes), trie: String? = text(trie)) -> _CompiledLinks<
    TinyLinks
  > {
    var links = _CompiledLinks<TinyLinks>(
      names: names, types: [Int.self], count: 3, codes: codes, trie: trie)
    links.add("/items", key: "items", build: { _ in .items }, values: { $0 == .items ? [:] : nil })
    links.add(
      "/items/:id", key: "item", build: { .item(try $0.value("id")) },
      values: { if case .item(let id) = $0 { ["id": "\(id)"] } else { nil } })
    links.add("/new", key: "new", build: { _ in .new }, values: { $0 == .new ? [:] : nil })
    return links
  }

  static func key(_ route: TinyLinks) -> String? {
    switch route {
    case .items: "items"
    case .item: "item"
    case .new: "new"
    }
  }

  static func table(codes: String = text(codes), trie: String? = text(trie)) -> LinkTable<
    TinyLinks
  > {
    compiled(codes: codes, trie: trie).table(schemes: ["app"], printKey: { key($0) })
  }

  /// The same links, made by the builder from their patterns' text.
  static func built() throws -> LinkTable<TinyLinks> {
    var builder = LinkTableBuilder<TinyLinks>(schemes: ["app"], printKey: { key($0) })
    try compiled().add(to: &builder)
    return try builder.build()
  }

  /// Links that match and links that do not.
  static let probes = [
    "app://items", "app://items/3", "app://new", "app://items/x", "app://nothing",
    "app://items/3/4", "app://new/1", "app://", "app://items/new",
  ]
}

/// The compiled form read at launch: numbers read back as written, a form that is not the trie
/// of the table's codes never used (the table builds its own), codes that do not fit the
/// table's names and types refused.
@Suite("The compiled form, read and checked")
struct CompiledFormTests {
  @Test("Numbers read back as written; a text that is not a run of them reads as nothing")
  func numbers() {
    let values = [-1, 0, 1, 14, 15, 16, 255, 256, 65_535, 1 << 24, Int(Int32.max) - 1]
    #expect(LinkTrieForm.numbers(TinyLinks.text(values)) == values.map { Int32($0) })
    #expect(LinkTrieForm.numbers("") == [])
    // Past 2³¹ − 2, a digit that is not one, digits that end nothing.
    for text in [TinyLinks.text([Int(Int32.max)]), "AB!", "A B", "Ab", "a", "AQ", "pppppppppA"] {
      #expect(LinkTrieForm.numbers(text) == nil, "\(text)")
    }
  }

  @Test("A form written by hand is read, and is the builder's trie")
  func read() throws {
    let table = TinyLinks.table()
    let builder = try TinyLinks.built()
    #expect(table.trie.isCompiledForm)
    #expect(table.trie.nodes == builder.trie.nodes)
    #expect(table.trie.slots == builder.trie.slots)
    #expect(table.trie.edges == builder.trie.edges)
    #expect(table.trie.nodeInfo == builder.trie.nodeInfo)
    for link in TinyLinks.probes {
      #expect(LinkBenchmark.route(table, link) == LinkBenchmark.route(builder, link), "\(link)")
    }
  }

  @Test(
    "Every number of the trie changed, or the form cut or grown: the table matches as the builder's"
  )
  func mutations() throws {
    let builder = try TinyLinks.built()
    let expected = TinyLinks.probes.map { try? LinkBenchmark.route(builder, $0).get() }
    let trie = TinyLinks.trie
    var forms: [[Int]] = [Array(trie.dropLast()), trie + [0], []]
    for index in trie.indices {
      for value in [-1, 0, 1, 2, 3, 4, 7, 100] where value != trie[index] {
        var form = trie
        form[index] = value
        forms.append(form)
      }
    }
    var read = 0
    for form in forms {
      let table = TinyLinks.table(trie: TinyLinks.text(form))
      if table.trie.isCompiledForm { read += 1 }
      let routes = TinyLinks.probes.map { try? LinkBenchmark.route(table, $0).get() }
      #expect(routes == expected, "\(form)")
    }
    // Only a changed sample pattern (for messages) still reads; the rest are built.
    #expect(read > 0 && read < forms.count / 4, "\(read) of \(forms.count)")
    for text in ["", "!", "a", TinyLinks.text(trie) + "b"] {
      #expect(!TinyLinks.table(trie: text).trie.isCompiledForm, "\(text)")
    }
  }

  @Test("Codes that do not fit the names and types: every link refused, and addLinks throws")
  func badCodes() throws {
    let codes = TinyLinks.codes
    var bad: [[Int]] = [
      Array(codes.dropLast()), codes + [0], Array(codes.dropLast(3)),
    ]
    for (index, value) in [
      (1, 3 << 8),  // a name there is not
      (5, 1 << 8 | 5),  // a type there is not
      (5, -1),  // a code below zero
      (0, 9),  // more codes than there are
      (3, 1),  // the path one code shorter: the query count is a code
      (6, 1),  // a query code that is a literal
    ] {
      var changed = codes
      changed[index] = value
      if index == 6, value == 1 { changed.insert(0 << 8, at: 7) }
      bad.append(changed)
    }
    // A catch-all before the end of the path.
    bad.append([2, 1 << 8 | 2, 0 << 8, 0, 2, 0, 260, 0, 1, 512, 0])
    for numbers in bad {
      let text = TinyLinks.text(numbers)
      let table = TinyLinks.table(codes: text)
      for link in TinyLinks.probes {
        guard case .failure(let error) = LinkBenchmark.route(table, link) else {
          Issue.record("\(numbers): \(link) opened")
          continue
        }
        #expect(error.code == .configuration, "\(numbers): \(error)")
        #expect(error.description.contains("compiled codes"), "\(numbers): \(error)")
      }
      var builder = LinkTableBuilder<TinyLinks>(schemes: ["app"])
      #expect(throws: LinkError.self, "\(numbers)") {
        try TinyLinks.compiled(codes: text).add(to: &builder)
      }
    }
  }

  @Test("Names listed twice, without a form that fits: every link refused, naming the problem")
  func namesListedTwice() {
    var links = _CompiledLinks<TinyLinks>(
      names: ["items", "id", "items"], types: [Int.self], count: 3,
      codes: TinyLinks.text(TinyLinks.codes), trie: nil)
    links.add("/items", key: "items", build: { _ in .items }, values: { _ in [:] })
    links.add("/items/:id", key: "item", build: { .item(try $0.value("id")) }, values: { _ in [:] })
    links.add("/new", key: "new", build: { _ in .new }, values: { _ in [:] })
    let table = links.table(schemes: ["app"], printKey: { TinyLinks.key($0) })
    for link in ["app://items", "app://items/3", "app://new"] {
      guard case .failure(let error) = LinkBenchmark.route(table, link) else {
        Issue.record("\(link) opened")
        continue
      }
      #expect(error.description.contains("listed twice"), "\(error)")
    }
  }
}
