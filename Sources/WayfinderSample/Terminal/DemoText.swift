import Wayfinder

/// Text the demo prints from routes, parameters, links and errors, made safe for a terminal.
enum DemoText {
  /// The text with every control character (but the newline), DEL, C1 character and
  /// bidirectional formatting character shown as `\u{1B}`, so that nothing printed can move
  /// the cursor, clear the screen or reorder what the user reads.
  ///
  /// ```swift
  /// DemoText.visible("a\u{1B}[2J")  // "a\\u{1B}[2J"
  /// ```
  static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isHidden) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isHidden(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// What links refuse, but the newline, which separates the demo's lines.
  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && LinkParameters.isUnsafe(scalar)
  }
}
