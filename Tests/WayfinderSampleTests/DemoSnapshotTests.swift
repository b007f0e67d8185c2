import Foundation
import Testing
import Wayfinder
import WayfinderSample

/// Runs each `Snapshots/*.script` through the demo and compares the printed frames with the
/// stored `*.frames` file. Set `WAYFINDER_RECORD=1` to rewrite the stored frames after an
/// intended change (then read the diff).
@MainActor
@Suite("wayfinder-demo scripted frames")
struct DemoSnapshotTests {
  nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

  nonisolated static let scripts: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".script") }.map { String($0.dropLast(7)) }.sorted()
  }()

  @Test("there are scenarios to check")
  func scenariosExist() throws {
    #expect(
      Self.scripts == ["alert", "flow", "guards", "links", "mail", "modals", "stack", "tabs"])
  }

  @Test("frames match the stored snapshot", arguments: scripts)
  func snapshot(name: String) async throws {
    let script = try String(
      contentsOf: Self.directory.appendingPathComponent("\(name).script"), encoding: .utf8)
    let transcript = await DemoSession().transcript(of: script) + "\n"
    let stored = Self.directory.appendingPathComponent("\(name).frames")
    if ProcessInfo.processInfo.environment["WAYFINDER_RECORD"] != nil {
      try transcript.write(to: stored, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: stored, encoding: .utf8)
    if transcript != expected {
      let got = transcript.split(separator: "\n", omittingEmptySubsequences: false)
      let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let line =
        zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(got.count, want.count)
      Issue.record(
        """
        \(name): frames differ from line \(line + 1)
        expected: \(line < want.count ? want[line] : "(end)")
        actual:   \(line < got.count ? got[line] : "(end)")
        """)
    }
  }
}
