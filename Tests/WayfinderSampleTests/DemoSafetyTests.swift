import Foundation
import Testing
import Wayfinder
import WayfinderSample

/// Nothing lost, nothing forged: the demo never removes or overwrites what it did not write,
/// runs scripts whatever their line endings, and prints text from outside escaped and short.
@Suite("The demo keeps the user's files and prints only what is there")
@MainActor
struct DemoSafetyTests {
  @Test("three unreadable files in a row keep three backups; a folder in the way is untouched")
  func backupsGetNewNames() async throws {
    let file = temporaryFile("state")
    let files = FileManager.default
    // Something of the user's already sits at FILE.corrupt: a folder with a file in it.
    let folder = URL(fileURLWithPath: file.path + ".corrupt")
    try files.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("keep me".utf8).write(to: folder.appendingPathComponent("note"))
    for attempt in 1...3 {
      try Data("garbage \(attempt)".utf8).write(to: file)
      let run = await DemoRun.run(["--restore", file.path, "--script", "-"])
      #expect(run.status == 1)
      #expect(run.stderr.contains("it was kept as \(file.lastPathComponent).corrupt.\(attempt)"))
    }
    for attempt in 1...3 {
      let backup = try Data(contentsOf: URL(fileURLWithPath: file.path + ".corrupt.\(attempt)"))
      #expect(backup == Data("garbage \(attempt)".utf8))
    }
    let note = try Data(contentsOf: folder.appendingPathComponent("note"))
    #expect(note == Data("keep me".utf8), "the folder at FILE.corrupt was not removed")
  }

  @Test("a file in another format is refused and left as it is, like a newer schema")
  func newerFormat() async throws {
    let file = temporaryFile("newer-format")
    let saved = try StateRestorer().encode(NavigationState<SampleRoute>.sampleStart)
    let text = String(decoding: saved, as: UTF8.self)
    // A state without saved screen states is written in format 3; the newest format this
    // build reads is `formatVersion`, so one past it is a format from a later build.
    #expect(text.hasPrefix("wayfinder-state/3 "))
    let newer = Data(
      text.replacingOccurrences(
        of: "wayfinder-state/3 ",
        with: "wayfinder-state/\(StateRestorer.formatVersion + 1) "
      ).utf8)
    try newer.write(to: file)
    let run = await DemoRun.run(["--restore", file.path], input: ["product 2"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("saved in another format"))
    #expect(try Data(contentsOf: file) == newer, "not replaced by a fresh state")
    #expect(!FileManager.default.fileExists(atPath: file.path + ".corrupt"), "not moved aside")
  }

  @Test("a read-only restore file is not written on quit, and the demo says so")
  func readOnlyFile() async throws {
    let file = temporaryFile("read-only")
    let saved = try StateRestorer(schemaVersion: DemoSession.schemaVersion).encode(
      NavigationState<SampleRoute>.sampleStart)
    try saved.write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
    }
    let run = await DemoRun.run(["--restore", file.path, "--script", "-"], input: ["product 2"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("is read-only"))
    #expect(!run.stdout.contains("Saved to"))
    #expect(try Data(contentsOf: file) == saved)
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o444, "its mode is unchanged")
  }

  @Test("scripts with CRLF or CR line endings run line by line", arguments: ["\r\n", "\r", "\n"])
  func lineEndings(_ ending: String) async throws {
    let file = temporaryFile("script")
    try Data(["tab search", "find boots", "product 2"].joined(separator: ending).utf8).write(
      to: file)
    let run = await DemoRun.run(["--script", file.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("tab search › Search › Results(boots) › Product(2)"))
  }

  @Test("an empty script is no commands; a line that is not UTF-8 is named")
  func emptyAndInvalidScripts() async throws {
    #expect((try? DemoScript.lines(of: Data()).get()) == [])
    let file = temporaryFile("bad-script")
    try (Data("product 2\n".utf8) + Data([0x70, 0xFF, 0x0A])).write(to: file)
    let run = await DemoRun.run(["--script", file.path])
    #expect(run.status == 2)
    #expect(run.stderr.contains("line 2 is not UTF-8"))
  }

  @Test("a newline in a restored route's text is printed escaped, on one line")
  func restoredNewline() async throws {
    let file = temporaryFile("newline")
    var state = NavigationState<SampleRoute>.sampleStart
    try state.push(.results(query: "Ada\n#9 open wayfinder://forged → changed"))
    try StateRestorer(schemaVersion: DemoSession.schemaVersion).encode(state).write(to: file)
    let run = await DemoRun.run(["--restore", file.path, "--script", "-"], input: ["state"])
    #expect(run.stdout.contains("Ada\\u{A}#9 open"))
    #expect(!run.stdout.split(separator: "\n").contains { $0.hasPrefix("#9 open") })
    let framed = run.stdout.split(separator: "\n").filter { $0.hasPrefix("│") }
    #expect(Set(framed.map(\.count)).count == 1, "the frame stays aligned")
  }

  @Test("a long link is shortened in messages, with its length; invisible characters are refused")
  func longAndInvisible() async {
    let long = "wayfinder://" + String(repeating: "x", count: 100_000)
    let run = await DemoRun.run(["--open", long])
    #expect(run.status == 1)
    #expect(run.stderr.count < 2_000)
    #expect(run.stderr.contains("(100012 characters)"))
    #expect(run.stdout.count < 20_000)
    for hidden in ["%E2%80%8B", "%EF%BB%BF", "%E2%81%A0", "%E2%80%A8"] {
      let link = await DemoRun.run(["--open", "wayfinder://search/Ada\(hidden)"])
      #expect(link.status == 1, "\(hidden) is refused")
      #expect(link.stderr.contains("U+"), "\(hidden): \(link.stderr)")
    }
    let joiner = await DemoRun.run([
      "--open", "wayfinder://search/%F0%9F%91%A9%E2%80%8D%F0%9F%92%BB",
    ])
    #expect(joiner.status == 0, "the zero width joiner of an emoji is allowed: \(joiner.stderr)")
  }
}
