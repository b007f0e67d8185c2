package import Foundation

/// A script's lines, read from bytes: split at every line ending (`\n`, `\r\n` or a lone
/// `\r`), each line checked to be UTF-8.
///
/// ```swift
/// DemoScript.lines(of: Data("tab c\r\npush two\r\n".utf8))  // .success(["tab c", "push two", ""])
/// ```
package enum DemoScript {
  /// A line that is not UTF-8.
  package struct NotUTF8: Error, CustomStringConvertible {
    /// The line's number, from 1.
    package let line: Int
    /// A sentence for the user.
    package var description: String { "line \(line) is not UTF-8" }
  }

  /// Splits a script into lines.
  /// - Parameter data: The script's bytes (empty: no lines).
  /// - Returns: The lines, or the first line that is not UTF-8.
  /// - Complexity: O(n) in the bytes.
  package static func lines(of data: Data) -> Result<[String], NotUTF8> {
    guard !data.isEmpty else { return .success([]) }
    var lines: [String] = []
    var start = data.startIndex
    var index = data.startIndex
    func take(upTo end: Data.Index) -> Bool {
      // Decoding repairs bad bytes; a line is UTF-8 when the repair changed nothing.
      let bytes = data[start..<end]
      let line = String(decoding: bytes, as: UTF8.self)
      guard line.utf8.elementsEqual(bytes) else { return false }
      lines.append(line)
      return true
    }
    while index < data.endIndex {
      let byte = data[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        guard take(upTo: index) else { return .failure(NotUTF8(line: lines.count + 1)) }
        let next = data.index(after: index)
        index =
          byte == UInt8(ascii: "\r") && next < data.endIndex && data[next] == UInt8(ascii: "\n")
          ? data.index(after: next) : next
        start = index
      } else {
        index = data.index(after: index)
      }
    }
    guard take(upTo: data.endIndex) else { return .failure(NotUTF8(line: lines.count + 1)) }
    return .success(lines)
  }
}
