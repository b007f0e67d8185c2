import Foundation
import Testing
import Wayfinder
import WayfinderSample

/// The demo's command line, run as the binary runs it, with its output, errors and status.
@MainActor
struct DemoRun {
  var output: [String] = []
  var errors: [String] = []
  var status: Int32 = -1

  static func run(_ arguments: [String], input: [String] = [], interactive: Bool = false) async
    -> DemoRun
  {
    var result = DemoRun()
    var lines = input.makeIterator()
    var output: [String] = []
    var errors: [String] = []
    result.status = await DemoCommandLine.run(
      arguments, input: { lines.next() }, interactive: interactive,
      output: { output.append($0) }, errors: { errors.append($0) })
    result.output = output
    result.errors = errors
    return result
  }

  var stdout: String { output.joined(separator: "\n") }
  var stderr: String { errors.joined(separator: "\n") }
}

/// A path in the temporary folder that nothing else uses.
func temporaryFile(_ name: String) -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent(
    "wayfinder-\(UUID().uuidString)-\(name)")
}

@Suite("The demo tells the truth: errors, exit status, restore files, printed text")
@MainActor
struct DemoCommandLineTests {
  @Test("a good link exits 0 with nothing on standard error; a bad one exits 1 and says why there")
  func openLinks() async {
    let good = await DemoRun.run(["--open", "wayfinder://shop/product/2"])
    #expect(good.status == 0)
    #expect(good.errors.isEmpty)
    let bad = await DemoRun.run(["--open", "wayfinder://nowhere"])
    #expect(bad.status == 1)
    #expect(
      bad.stderr
        == "wayfinder-demo: cannot open wayfinder://nowhere: bad link: no link matches 'nowhere'")
  }

  @Test(
    "nothing printed can carry a control character: parameters are refused, typed text is shown escaped"
  )
  func sanitized() async {
    let link = await DemoRun.run(["--open", "wayfinder://search/a%1B%5B2Jb"])
    #expect(link.status == 1)
    #expect(link.stderr.contains("U+001B"))
    let typed = await DemoRun.run(
      ["--script", "-"], input: ["tab search", "find a\u{1B}[2Jb\u{202E}x", "open /x\u{1B}y"])
    #expect(!typed.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
    #expect(!typed.stderr.unicodeScalars.contains { $0.value == 0x1B })
    #expect(
      typed.stdout.contains("Results(a\\u{1B}[2Jb\\u{202E}x)"),
      "control characters typed with a command are shown escaped, not dropped")
    let lines = typed.stdout.split(separator: "\n").filter { $0.hasPrefix("│") }
    #expect(Set(lines.map(\.count)).count == 1, "the frame stays aligned")
  }

  @Test("the renderer escapes what a route carries")
  func renderedRoute() async throws {
    let session = DemoSession()
    try session.navigator.push(.results(query: "evil\u{1B}[2J\u{202E}"))
    await session.navigator.settled()
    let frame = session.frame()
    #expect(frame.contains("evil\\u{1B}[2J\\u{202E}"))
    #expect(!frame.unicodeScalars.contains { $0.value == 0x1B })
  }

  @Test("one echo per command: a script's lines are echoed, an interactive user's are not")
  func echo() async {
    let script = await DemoRun.run(["--script", "-"], input: ["product 2"])
    #expect(script.stdout.components(separatedBy: "> product 2").count == 2)
    let interactive = await DemoRun.run([], input: ["product 2"], interactive: true)
    #expect(!interactive.stdout.contains("> product 2"))
    #expect(interactive.stdout.contains("Catalog › Product(2)"))
  }

  @Test("'pop abc' is an error, not a pop")
  func popArgument() async {
    let run = await DemoRun.run(["--script", "-"], input: ["product 2", "pop abc"])
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "wayfinder-demo: line 2: 'pop' takes a number of screens, such as 'pop 2'; 'abc' is not one."
    )
    #expect(run.output.last?.contains("Catalog › Product(2)") == true, "nothing was popped")
  }

  @Test("'tap empty' without an alert fails and claims nothing")
  func tapWithoutAlert() async {
    let run = await DemoRun.run(["--script", "-"], input: ["tap empty"])
    #expect(run.status == 1)
    #expect(run.stderr == "wayfinder-demo: line 1: no alert is shown")
    #expect(!run.stdout.contains("The cart is empty"))
  }

  @Test("Ctrl-L redraws the frame instead of being read as a command")
  func controlL() async {
    let run = await DemoRun.run([], input: ["\u{0C}"], interactive: true)
    #expect(run.status == 0)
    #expect(!run.stdout.contains("Unknown command"))
    #expect(run.output.count == 2, "the first frame, then the redrawn one")
  }

  @Test("a tab tap under a sheet is refused with the rule; a link still switches tabs")
  func tabUnderModal() async {
    let run = await DemoRun.run(
      ["--script", "-"], input: ["cart", "tab search", "open wayfinder://search/boots"])
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "wayfinder-demo: line 2: The tab bar is under the sheet: dismiss it first ('dismiss'), or open a link."
    )
    #expect(run.output.last?.contains("tab search › Search › Results(boots)") == true)
  }

  @Test("a corrupt restore file is kept as NAME.corrupt before it is overwritten")
  func corruptRestore() async throws {
    let file = temporaryFile("corrupt.wayfinder")
    try Data("garbage".utf8).write(to: file)
    let run = await DemoRun.run(["--restore", file.path, "--script", "-"], input: ["product 2"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("it was kept as \(file.lastPathComponent).corrupt"))
    let backup = try Data(contentsOf: URL(fileURLWithPath: file.path + ".corrupt"))
    #expect(backup == Data("garbage".utf8))
    // The new state was saved over it, and reads back.
    let session = DemoSession()
    try session.restore(from: try Data(contentsOf: file), name: "saved")
    #expect(session.navigator.state.activeStack.routes == [.catalog, .product(2)])
  }

  @Test("a directory given to --restore is refused, with a sentence, exit 1")
  func directoryRestore() async throws {
    let directory = temporaryFile("dir")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let run = await DemoRun.run(["--restore", directory.path])
    #expect(run.status == 1)
    #expect(run.stderr == "wayfinder-demo: cannot restore \(directory.path): it is a directory")
  }

  @Test("a file from a newer route schema is reported and left as it is")
  func newerSchema() async throws {
    let file = temporaryFile("newer.wayfinder")
    let data = try StateRestorer(schemaVersion: DemoSession.schemaVersion + 1).encode(
      NavigationState<SampleRoute>.sampleStart)
    try data.write(to: file)
    let run = await DemoRun.run(["--restore", file.path], input: ["product 2"])
    #expect(run.status == 1)
    #expect(
      run.stderr.contains(
        "saved by a newer version (route schema \(DemoSession.schemaVersion + 1); "
          + "this one reads up to \(DemoSession.schemaVersion))"))
    #expect(try Data(contentsOf: file) == data, "the file was not overwritten")
  }

  @Test("an unreadable script exits 2; a usage error exits 2 on standard error")
  func usage() async {
    let script = await DemoRun.run(["--script", "/nonexistent/script.txt"])
    #expect(script.status == 2)
    #expect(script.stderr.contains("cannot read the script"))
    let unknown = await DemoRun.run(["--frobnicate"])
    #expect(unknown.status == 2)
    #expect(unknown.output.isEmpty)
    let help = await DemoRun.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("usage: wayfinder-demo"))
  }
}
