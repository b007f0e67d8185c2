import Foundation
import Wayfinder
import WayfinderTraces

/// `--map DIRECTORY [TRACE]...`: the sample app's navigation map, written as `map.mmd`
/// (Mermaid), `map.dot` (Graphviz), `map.html` (the page) and `map.json` (the map's data),
/// with the traces' visits when traces are given. A file of those names that is not a map
/// (by its first bytes) is left as it is, and nothing is written.
@MainActor
enum DemoMapFiles {
  /// The files, each with what its first bytes say when it is a map.
  static let files: [(name: String, marker: String)] = [
    ("map.mmd", "flowchart"), ("map.dot", "digraph navigation"), ("map.html", "<!DOCTYPE html>"),
    ("map.json", "{"),
  ]

  /// Writes the map into `directory`.
  /// - Returns: `nil`, or the problem (an unreadable trace, a file it must not overwrite).
  static func write(to directory: String, traces tracePaths: [String]) -> String? {
    var traces: [NavigationTrace<SampleRoute>] = []
    for path in tracePaths {
      guard let data = FileManager.default.contents(atPath: path) else {
        return "cannot read \(path)"
      }
      do {
        traces.append(try NavigationTrace<SampleRoute>.read(from: data))
      } catch {
        return "\(path) is not a trace: \(error)"
      }
    }
    let map = NavigationMap.sample(traces: traces)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let contents: [String]
    do {
      contents = [
        map.mermaid, map.dot, try map.page(title: "Wayfinder sample: navigation map"),
        String(decoding: try encoder.encode(map), as: UTF8.self),
      ]
    } catch {
      return "the map could not be written: \(error)"
    }
    for (name, marker) in files {
      let path = (directory as NSString).appendingPathComponent(name)
      if let existing = FileManager.default.contents(atPath: path),
        !String(decoding: existing.prefix(64), as: UTF8.self).hasPrefix(marker)
      {
        return "\(path) exists and is not a map: nothing was written"
      }
    }
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      for ((name, _), text) in zip(files, contents) {
        let path = (directory as NSString).appendingPathComponent(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      }
    } catch {
      return "cannot write into \(directory): \(error.localizedDescription)"
    }
    return nil
  }
}
