import Wayfinder

/// Text the demo prints from routes, parameters, links and errors, made safe for a terminal:
/// one rule for everything that comes from outside.
enum DemoText {
  /// The longest text from outside printed whole; longer text is shortened.
  static let limit = 200

  /// The text with every control character (the newline included), DEL, C1 character,
  /// bidirectional formatting character, line separator and invisible character shown as
  /// `\u{1B}`, so that nothing printed can move the cursor, clear the screen, forge a line or
  /// reorder what the user reads; text longer than `limit` characters is cut there and says
  /// how long it was.
  ///
  /// ```swift
  /// DemoText.visible("a\u{1B}[2J")  // "a\\u{1B}[2J"
  /// DemoText.visible(String(repeating: "x", count: 5_000))  // "xx…x… (5000 characters)"
  /// ```
  /// - Parameters:
  ///   - text: Text from outside (a link, a route's text, an error).
  ///   - limit: The most characters printed (default: ``limit``).
  /// - Returns: One line that shows the text as it is.
  static func visible(_ text: String, limit: Int = limit) -> String {
    let count = text.count
    let shown = count > limit ? String(text.prefix(limit)) : text
    let suffix = count > limit ? "… (\(count) characters)" : ""
    guard shown.unicodeScalars.contains(where: isHidden) else { return shown + suffix }
    var result = ""
    for scalar in shown.unicodeScalars {
      if isHidden(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result + suffix
  }

  /// The demo's own multi-line text with each line made visible (its own line breaks kept).
  /// - Parameter text: Lines the demo wrote, which may quote text from outside.
  /// - Returns: The lines, each safe.
  static func lines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { visible(String($0), limit: .max) }.joined(separator: "\n")
  }

  /// What links refuse, and the newline.
  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    LinkParameters.isUnsafe(scalar)
  }
}
