/// The byte helpers the core and the plugin share (`LinkBytes+Keys.swift`, linked here).
enum LinkBytes {}

/// The trie of an `@Links` enum's compiled links, made here as the core's builder makes it (its
/// draft, then its compiled nodes, literal slots and typed edges), and written in the form the
/// table reads at launch (`LinkTrieForm`), so that making the table builds no trie.
struct CompiledTrie {
  /// A node as the builder's draft keeps it.
  private struct Node {
    var literal = -1
    var untyped = -1
    var terminal = -1
    var sample = -1
    /// The literal children, in the order they were made.
    var literals: [Int] = []
    /// The typed edges (the trie's type, the child), in the order they were made.
    var typed: [(type: Int, child: Int)] = []
  }

  /// The trie's text, to give `_CompiledLinks`'s `init(names:types:trie:)`.
  let form: String

  /// The trie of `compiled`'s links.
  /// - Parameters:
  ///   - compiled: The links' codes, names and types.
  ///   - texts: Each link's pattern as written, in declaration order.
  init(_ compiled: CompiledLinks, texts: [String]) {
    var nodes = [Node()]
    var literalChildren: [Int: [Int: Int]] = [:]
    // The trie's types: one for each kind the run time tells apart, in the order first met
    // on a path, each with the declared type it was first met as.
    var typeOfKind: [String: Int] = [:]
    var firstDeclared: [Int] = []
    var typeOfDeclared = Array(repeating: -1, count: compiled.types.count)
    for (index, pattern) in compiled.patterns.enumerated() {
      var node = 0
      for code in pattern.path {
        let tag = code & 0xFF
        if tag == 0 {
          let name = code >> 8
          if let child = literalChildren[node]?[name] {
            node = child
          } else {
            nodes.append(Node(literal: name))
            nodes[node].literals.append(nodes.count - 1)
            literalChildren[node, default: [:]][name] = nodes.count - 1
            node = nodes.count - 1
          }
        } else if tag == 1 {
          if nodes[node].untyped < 0 {
            nodes.append(Node())
            nodes[node].untyped = nodes.count - 1
          }
          node = nodes[node].untyped
        } else {
          let declared = tag - 4
          let kind = CompiledLinks.kind(of: compiled.types[declared])
          let type =
            typeOfKind[kind]
            ?? {
              firstDeclared.append(declared)
              typeOfKind[kind] = firstDeclared.count - 1
              return firstDeclared.count - 1
            }()
          typeOfDeclared[declared] = type
          if let edge = nodes[node].typed.first(where: { $0.type == type }) {
            node = edge.child
          } else {
            nodes.append(Node())
            nodes[node].typed.append((type, nodes.count - 1))
            node = nodes.count - 1
          }
        }
        // The simplest pattern through the node: fewest segments, then alphabetical.
        let sample = nodes[node].sample
        if sample < 0
          || pattern.path.count < compiled.patterns[sample].path.count
          || (pattern.path.count == compiled.patterns[sample].path.count
            && texts[index] < texts[sample])
        {
          nodes[node].sample = index
        }
      }
      nodes[node].terminal = index
    }
    var header: [Int] = []
    var slots: [(name: Int, child: Int)] = []
    var edges: [(type: Int, child: Int)] = []
    for node in nodes {
      // Literal children: open addressing at load factor ≤ 1/2, probing linearly, placed
      // newest first as the builder places them.
      var size = 0
      if !node.literals.isEmpty {
        size = 2
        while size < node.literals.count * 2 { size *= 2 }
      }
      header += [size, node.typed.count, node.untyped, node.sample]
      let first = slots.count
      slots += repeatElement((name: -1, child: -1), count: size)
      for child in node.literals.reversed() {
        let name = nodes[child].literal
        let bytes = Array(compiled.names[name].utf8)
        let key = LinkBytes.key(bytes)
        var slot = LinkBytes.slot(key, count: bytes.count, mask: size - 1)
        while slots[first + slot].child != -1 { slot = (slot + 1) & (size - 1) }
        slots[first + slot] = (name, child)
      }
      edges += node.typed
    }
    var form = ""
    LinkTrieForm.append(compiled.patterns.count, to: &form)
    LinkTrieForm.append(compiled.types.count, to: &form)
    for type in typeOfDeclared { LinkTrieForm.append(type, to: &form) }
    LinkTrieForm.append(firstDeclared.count, to: &form)
    for declared in firstDeclared { LinkTrieForm.append(declared, to: &form) }
    for count in [nodes.count, slots.count, edges.count] {
      LinkTrieForm.append(count, to: &form)
    }
    for value in header { LinkTrieForm.append(value, to: &form) }
    for slot in slots {
      LinkTrieForm.append(slot.name, to: &form)
      LinkTrieForm.append(slot.child, to: &form)
    }
    for edge in edges {
      LinkTrieForm.append(edge.type, to: &form)
      LinkTrieForm.append(edge.child, to: &form)
    }
    self.form = form
  }
}
