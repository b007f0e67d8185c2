import Testing
import Wayfinder

@Suite("Links: control and bidirectional characters are refused by default")
struct LinkSafetyTests {
  static func table(allowing allowed: Set<String> = []) -> LinkTable<String> {
    var links = LinkTableBuilder<String>(schemes: ["myapp"])
    do {
      try links.add(
        "/note/:text?from", unsafeCharactersAllowed: allowed,
        build: { try $0.value("text") }, values: { ["text": $0] })
      try links.add(
        "/files/*path", unsafeCharactersAllowed: allowed,
        build: { $0.remainder.joined(separator: "|") }, values: { _ in nil })
      return try links.build()
    } catch {
      preconditionFailure("valid table: \(error)")
    }
  }

  /// Every C0 and C1 control character, DEL, and Unicode's Bidi_Control characters.
  static let unsafe: [UInt32] =
    Array(0x00...0x1F) + Array(0x7F...0x9F)
    + [0x061C, 0x200E, 0x200F] + Array(0x202A...0x202E) + Array(0x2066...0x2069)

  static func encoded(_ value: UInt32) -> String {
    String(Unicode.Scalar(value)!).utf8.map {
      "%" + String($0, radix: 16, uppercase: true).leftPadded
    }
    .joined()
  }

  @Test("every control character through a path parameter, a query value and a catch-all")
  func everyCharacter() {
    let table = Self.table()
    for value in Self.unsafe {
      let piece = Self.encoded(value)
      for (link, name) in [
        ("myapp://note/a\(piece)b", "text"), ("myapp://note/ok?from=\(piece)", "from"),
        ("myapp://files/x/\(piece)", "path"),
      ] {
        switch table.match(link) {
        case .success: Issue.record("\(link) was accepted")
        case .failure(let error):
          #expect(error == .because(.unsafeCharacter(name: name, scalar: value)), "\(link)")
        }
      }
    }
  }

  @Test("raw control characters in the link's text are refused too")
  func rawCharacters() {
    let table = Self.table()
    for value in [0x1B, 0x00, 0x7F, 0x202E] as [UInt32] {
      let link = "myapp://note/a" + String(Unicode.Scalar(value)!) + "b"
      #expect(throws: LinkError(.unsafeCharacter(name: "text", scalar: value))) {
        try table.route(for: link)
      }
    }
  }

  @Test("the error names the code point, not the character")
  func message() {
    #expect(
      LinkError(.unsafeCharacter(name: "text", scalar: 0x1B)).description
        == "parameter 'text' holds U+001B, a control or bidirectional formatting character")
  }

  @Test("a link that allows them for a parameter gets them; ordinary text is untouched")
  func optOut() throws {
    #expect(try Self.table(allowing: ["text"]).route(for: "myapp://note/a%1B%5B2J") == "a\u{1B}[2J")
    #expect(try Self.table().route(for: "myapp://note/caf%C3%A9%20%E2%9C%93") == "café ✓")
    #expect(try Self.table().route(for: "myapp://note/%D7%A9%D7%9C%D7%95%D7%9D") == "שלום")
  }
}

extension String {
  /// Two hex digits.
  fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
