import Foundation
public import Wayfinder

extension NavigationTrace {
  /// The trace as one self-contained HTML page: a timeline of its events with their host
  /// steps and timings, and, for the event clicked, the state as a tree, what changed, and
  /// its link. No network, no external script: the page can be attached to a bug report and
  /// opened anywhere.
  ///
  /// ```swift
  /// try Data(trace.page(title: "Checkout bug").utf8).write(to: pageURL)
  /// ```
  /// - Parameters:
  ///   - title: The page's title.
  ///   - links: The app's link table, to show each state's link (default: none).
  /// - Returns: The HTML.
  /// - Throws: A ``TraceError`` of code ``TraceError/Code/encodingFailed`` when the page's data
  ///   cannot be written.
  /// - Complexity: O(n) in the records, each state's tree drawn once.
  public func page(title: String, links: LinkTable<Route>? = nil) throws(TraceError) -> String {
    let timeline = TraceTimeline(self, links: links)
    let events = timeline.rows.map { row in
      PageEvent(
        sequence: records[row.id].sequence, summary: records[row.id].summary,
        outcome: row.outcome.rawValue, error: row.error, time: row.time,
        tree: timeline.tree(at: row.id), diff: timeline.changes(at: row.id),
        link: timeline.link(at: row.id), steps: row.steps)
    }
    let data = PageData(
      title: title, dropped: dropped, start: timeline.tree(at: -1), events: events)
    let safe = try PageText.scriptData(data)
    return TracePageTemplate.html(title: PageText.escaped(title), data: safe)
  }
}

/// What the page's script reads.
private struct PageData: Encodable {
  var title: String
  var dropped: Int
  var start: [String]
  var events: [PageEvent]
}

private struct PageEvent: Encodable {
  var sequence: Int
  var summary: String
  var outcome: String
  var error: String?
  var time: String
  var tree: [String]
  var diff: [String]
  var link: String?
  var steps: [String]
}

/// Text put into a page: its data, for the script, and text outside the script.
enum PageText {
  /// A page's data as JSON to put inside a `<script>` element: "<" only ever appears in the
  /// data's strings, so it is written as an escape, and no text can close the element or open
  /// a comment.
  /// - Throws: A ``TraceError`` of code ``TraceError/Code/encodingFailed`` when the data cannot
  ///   be encoded.
  static func scriptData(_ data: some Encodable) throws(TraceError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      let json = String(decoding: try encoder.encode(data), as: UTF8.self)
      return json.replacingOccurrences(of: "<", with: "\\u003c")
    } catch {
      throw TraceError(.unencodable(StateRestorer.explain(error)))
    }
  }

  /// `&`, `<`, `>` and `"` as entities.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}

extension NavigationState {
  /// The two states' trees, line by line: each line starts with `  ` (in both), `- ` (only in
  /// `old`) or `+ ` (only in `new`), in the order of a longest common subsequence of lines.
  ///
  /// ```swift
  /// let lines = NavigationState.treeDiff(from: before, to: after)
  /// // ["NavigationState (next id #3)", "- └─ base: one #1", "+ └─ base: one #1 › two #2  ◀"]
  /// ```
  /// - Parameters:
  ///   - old: The state before.
  ///   - new: The state after.
  /// - Returns: The lines; trees longer than 400 lines are shown removed and added whole.
  /// - Complexity: O(n × m) in the two trees' lines.
  public static func treeDiff(from old: NavigationState, to new: NavigationState) -> [String] {
    LineDiff.lines(
      from: old.description.split(separator: "\n").map(String.init),
      to: new.description.split(separator: "\n").map(String.init))
  }
}

/// A line diff of two trees: each line of the result starts with `  `, `- ` or `+ `.
enum LineDiff {
  /// The longest common subsequence of lines, then what each side adds; trees longer than
  /// 400 lines are shown as removed and added whole.
  /// - Complexity: O(n × m) in the lines, n and m at most 400.
  static func lines(from old: [String], to new: [String]) -> [String] {
    guard old.count <= 400, new.count <= 400 else {
      return old.map { "- " + $0 } + new.map { "+ " + $0 }
    }
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i][j] =
          old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var result: [String] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append("  " + old[i])
        i += 1
        j += 1
      } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
        result.append("+ " + new[j])
        j += 1
      } else {
        result.append("- " + old[i])
        i += 1
      }
    }
    return result
  }
}
