import Foundation
import Wayfinder
import WayfinderTraces

/// The demo's trace files: `--record FILE` writes a session's trace, `--trace-page TRACE PAGE`
/// turns a trace into its HTML page. Neither overwrites a file it did not write: an existing
/// record file must be a trace, an existing page a trace page.
@MainActor
enum DemoTraceFiles {
  /// Why `path` must not be written as a trace, or `nil` when it may.
  static func refusesRecord(_ path: String) -> String? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    guard let data = FileManager.default.contents(atPath: path),
      (try? NavigationTrace<SampleRoute>.read(from: data)) != nil
    else {
      return "\(path) exists and is not a trace: it was left as it is"
    }
    return nil
  }

  /// Why `path` must not be written as a trace page, or `nil` when it may.
  static func refusesPage(_ path: String) -> String? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    guard let data = FileManager.default.contents(atPath: path),
      String(decoding: data.prefix(4_096), as: UTF8.self).contains("id=\"trace-data\"")
    else {
      return "\(path) exists and is not a trace page: it was left as it is"
    }
    return nil
  }

  /// Writes the trace to `path`.
  static func write(_ trace: NavigationTrace<SampleRoute>, to path: String) throws {
    try trace.encoded().write(to: URL(fileURLWithPath: path))
  }

  /// Reads the trace at `tracePath` and writes its page to `pagePath`.
  /// - Returns: `nil`, or the problem (unreadable trace, a page it must not overwrite).
  static func page(from tracePath: String, to pagePath: String) -> String? {
    guard let data = FileManager.default.contents(atPath: tracePath) else {
      return "cannot read the trace \(tracePath)"
    }
    if let refusal = refusesPage(pagePath) { return refusal }
    do {
      let trace = try NavigationTrace<SampleRoute>.read(from: data)
      let title = "Wayfinder trace: " + URL(fileURLWithPath: tracePath).lastPathComponent
      let html = try trace.page(title: title, links: .sample)
      try Data(html.utf8).write(to: URL(fileURLWithPath: pagePath))
      return nil
    } catch let error as TraceError {
      return "cannot read the trace \(tracePath): \(error)"
    } catch {
      return "cannot write \(pagePath): \(error.localizedDescription)"
    }
  }
}
