extension LinkParameters {
  /// The first decoded parameter value (path, query or catch-all segment) that holds a
  /// character a link should never carry by default (``isUnsafe(_:)``): a control character, a
  /// bidirectional formatting character, a line separator or an invisible character. Such text
  /// can clear or rewrite a terminal, forge a log line, or make text read differently from
  /// what it is, wherever the app shows or logs it.
  /// - Parameter allowed: Parameters opted out of the check.
  /// - Returns: The error naming the parameter and the character, or `nil`.
  /// - Complexity: O(1) for an all-integer match; otherwise one scan of the link's bytes, and
  ///   a scan of each value only when the link holds a `%`, a control byte or non-ASCII.
  @usableFromInline
  func firstUnsafeCharacter(allowing allowed: Set<String>) -> LinkError? {
    guard Self.mayHoldUnsafeCharacters(bytes) else { return nil }
    for parameter in values where !allowed.contains(parameter.name) {
      if let scalar = parameter.value.unicodeScalars.first(where: Self.isUnsafe) {
        return .because(.unsafeCharacter(name: parameter.name, scalar: scalar.value))
      }
    }
    let catchAll = trie.catchAllName(routeIndex) ?? ""
    if !allowed.contains(catchAll) {
      for segment in remainder {
        if let scalar = segment.unicodeScalars.first(where: Self.isUnsafe) {
          return .because(.unsafeCharacter(name: catchAll, scalar: scalar.value))
        }
      }
    }
    return nil
  }

  /// Whether a scalar is one links refuse by default: a C0 or C1 control character, DEL, a
  /// bidirectional formatting character (Unicode's Bidi_Control), a line or paragraph
  /// separator (U+2028, U+2029, which break a log line as a newline does), or an invisible
  /// character with no meaning in text (U+180E, U+200B zero width space, U+2060–U+2064, U+FEFF),
  /// which makes two values that print alike differ. The zero width joiner and non-joiner
  /// (U+200C, U+200D) are allowed: emoji sequences and several scripts need them.   ///
  /// ```swift
  /// LinkParameters.isUnsafe("\u{1B}")  // true
  /// LinkParameters.isUnsafe("é")        // false
  /// ```
  /// - Parameter scalar: The scalar.
  /// - Returns: Whether it is refused.
  package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    case 0x180E, 0x200B, 0x2028, 0x2029, 0x2060...0x2064, 0xFEFF: true
    default: false
    }
  }

  /// Whether a link's bytes can decode to an unsafe character: they hold a `%`, a control
  /// byte, DEL or a non-ASCII byte. Plain ASCII links (the usual kind) skip the value checks.
  static func mayHoldUnsafeCharacters(_ bytes: [UInt8]) -> Bool {
    bytes.contains { $0 == UInt8(ascii: "%") || $0 < 0x20 || $0 >= 0x7F }
  }
}
