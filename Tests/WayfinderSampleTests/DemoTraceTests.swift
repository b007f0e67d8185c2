import Foundation
import Testing
import Wayfinder
import WayfinderSample
import WayfinderTesting
import WayfinderTraces

@Suite("The demo records traces and turns them into pages")
@MainActor
struct DemoTraceTests {
  /// A session with pushes, a sheet, refusals, a tab, a link, a redirect, and a visit to the
  /// support mail's window (whose events are that window's, not in the shop's trace).
  static let session = [
    "product 1", "reviews", "cart", "checkout", "back", "back", "dismiss", "pop 5", "root",
    "tab search", "find boots", "product 3", "photos", "dismiss",
    "open wayfinder://shop/preview/shoes/trail", "dismiss-all", "window mail", "mailbox work",
    "message 2", "attachment", "compact", "back", "window shop", "tab account", "quit",
  ]

  func record() async throws -> NavigationTrace<SampleRoute> {
    let file = temporaryFile("session.json")
    let run = await DemoRun.run(["--script", "-", "--record", file.path], input: Self.session)
    #expect(run.stdout.contains("Recorded"))
    return try NavigationTrace<SampleRoute>.read(from: Data(contentsOf: file))
  }

  @Test("a recorded demo session replays to the same states")
  func replays() async throws {
    let trace = try await record()
    #expect(trace.records.count >= 15)
    #expect(trace.records.contains { $0.outcome == .failed })
    let replay = Navigator(trace.start).replay(trace)
    #expect(replay.difference == nil)
    #expect(replay.matched >= trace.records.count - 2)
    try TestNavigator(trace.start).replay(trace)
  }

  @Test("the page lists every event, and references nothing outside itself")
  func page() async throws {
    let trace = try await record()
    let traceFile = temporaryFile("trace.json")
    try trace.encoded().write(to: traceFile)
    let pageFile = temporaryFile("trace.html")
    let made = await DemoRun.run(["--trace-page", traceFile.path, pageFile.path])
    #expect(made.status == 0)
    let html = try String(contentsOf: pageFile, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(!html.contains("src=") && !html.contains("http://") && !html.contains("https://"))
    for record in trace.records {
      let summary = String(decoding: try JSONEncoder().encode(record.summary), as: UTF8.self)
      #expect(
        html.contains("\"summary\":" + summary.replacingOccurrences(of: "<", with: "\\u003c")))
    }
  }

  @Test("it never overwrites a file that is not its own, and names a bad trace")
  func refuses() async throws {
    let notes = temporaryFile("notes.txt")
    try Data("my notes".utf8).write(to: notes)
    let record = await DemoRun.run(["--script", "-", "--record", notes.path], input: ["quit"])
    #expect(record.status == 1)
    #expect(record.stderr.contains("is not a trace: it was left as it is"))
    let page = await DemoRun.run(["--trace-page", notes.path, temporaryFile("p.html").path])
    #expect(page.status == 1)
    #expect(page.stderr.contains("not a Wayfinder trace"))
    let trace = temporaryFile("t.json")
    try NavigationTrace(start: NavigationState<SampleRoute>.sampleStart).encoded().write(to: trace)
    let overwrite = await DemoRun.run(["--trace-page", trace.path, notes.path])
    #expect(overwrite.status == 1)
    #expect(try String(contentsOf: notes, encoding: .utf8) == "my notes")
    #expect(await DemoRun.run(["--trace-page", trace.path]).status == 2)
  }

  @Test("text from a trace cannot close the page's script or inject markup")
  func escapesText() throws {
    var state = NavigationState<SampleRoute>.sampleStart
    try state.push(.results(query: "</script><b>x</b><!--"))
    let trace = NavigationTrace(
      start: .sampleStart,
      records: [
        TraceRecord(
          sequence: 1, at: 0,
          command: NavigationCommand(.push([.results(query: "</script><b>x</b><!--")], on: nil)),
          outcome: .changed, state: state)
      ])
    let html = try trace.page(title: "<title> & \"x\"")
    #expect(!html.contains("</script><b>"))
    #expect(!html.contains("<!--"))
    #expect(html.contains("&lt;title&gt; &amp; &quot;x&quot;"))
    #expect(html.components(separatedBy: "</script>").count == 3)
  }
}
