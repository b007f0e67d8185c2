import Foundation
import Wayfinder
import WayfinderTraces

/// The `wayfinder-demo` command line, apart from the process: options, the restore file, the
/// runs of `--open`, `--script` and the interactive loop, what goes to standard output and
/// what to standard error, and the exit status. `main.swift` only connects it to the process.
///
/// ```swift
/// let status = await DemoCommandLine.run(
///   ["--open", "wayfinder://shop/product/2"], input: { readLine() }, interactive: false,
///   output: { print($0) }, errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
/// ```
///
/// Exit status: 0 when everything did what it said; 1 when a link, a scripted command, the
/// restore file or the save failed, or the restore file cannot be written (each named on
/// standard error; a read-only restore file is never written); 2 for a usage error or an
/// unreadable script (a file that cannot be read, or a line that is not UTF-8).
@MainActor
package enum DemoCommandLine {
  /// The usage text.
  package static let usage = """
    usage: wayfinder-demo [--open <link>]... [--script <file>|-] [--restore <file>]
                          [--record <trace>]
           wayfinder-demo --trace-page <trace> <page>
           wayfinder-demo --map <directory> [<trace>]...
      (no arguments: interactive; type 'help' for commands)
      --record writes the shop window's trace on quit; --trace-page turns a trace into a page;
      --map writes the app's navigation map (Mermaid, DOT, HTML, JSON), with traces' visits
    """

  /// Runs the demo.
  /// - Parameters:
  ///   - arguments: The command-line arguments, without the program name.
  ///   - input: Reads one line of standard input (`nil` at its end).
  ///   - interactive: Whether standard input is a terminal (commands are then not echoed
  ///     again, and a prompt is shown).
  ///   - output: Writes one line (or block) to standard output.
  ///   - errors: Writes one line to standard error.
  ///   - prompt: Shows the prompt, for an interactive run.
  /// - Returns: The exit status.
  package static func run(
    _ arguments: [String], input: () -> String?, interactive: Bool,
    output: (String) -> Void, errors: (String) -> Void, prompt: () -> Void = {}
  ) async -> Int32 {
    let options: Options
    switch Options.parse(arguments) {
    case .success(let parsed): options = parsed
    case .failure(let error):
      guard let message = error.message else {
        output(usage)
        return 0
      }
      errors("wayfinder-demo: \(message)")
      errors(usage)
      return 2
    }
    if let (directory, traces) = options.map {
      guard let problem = DemoMapFiles.write(to: directory, traces: traces) else {
        output("Wrote map.mmd, map.dot, map.html and map.json in \(DemoText.visible(directory)).")
        return 0
      }
      errors("wayfinder-demo: " + DemoText.visible(problem, limit: 1_000))
      return 1
    }
    if let (trace, page) = options.tracePage {
      guard let problem = DemoTraceFiles.page(from: trace, to: page) else {
        output("Wrote \(DemoText.visible(page)).")
        return 0
      }
      errors("wayfinder-demo: " + DemoText.visible(problem, limit: 1_000))
      return 1
    }
    if let path = options.record, let problem = DemoTraceFiles.refusesRecord(path) {
      errors("wayfinder-demo: " + DemoText.visible(problem, limit: 1_000))
      return 1
    }
    let session = DemoSession()
    let recorder = options.record.map { _ in TraceRecorder(session.navigator) }
    var status: Int32 = 0
    func fail(_ text: String) {
      errors("wayfinder-demo: " + DemoText.visible(text, limit: 1_000))
      status = 1
    }

    var saveOnQuit = options.restore != nil
    if let path = options.restore {
      switch restore(path, into: session) {
      case .restored: break
      case .startedFresh(let problem): fail(problem)
      case .refused(let problem):
        fail(problem)
        return 1
      }
      // The restored state's steps reach the screen before the first prompt: the first
      // swipe acts on what the frame shows, and the steps are in the first frame's log.
      await session.settle()
      if let problem = unwritable(path) {
        // Never overwrite what the user protected: run, but say that nothing will be saved.
        fail(problem)
        saveOnQuit = false
      }
    }

    if !options.links.isEmpty {
      for link in options.links {
        output("> open " + DemoText.visible(link))
        await session.run("open \(link)")
        output(session.frame())
        if let failure = session.lastFailure {
          fail("cannot open \(DemoText.visible(link)): " + DemoText.visible(failure))
        }
      }
    } else {
      // The script's lines, read by index: a closure over a local iterator would outlive it.
      var scriptLines: [String]?
      if let script = options.script, script != "-" {
        guard let data = FileManager.default.contents(atPath: script) else {
          errors("wayfinder-demo: cannot read the script \(DemoText.visible(script))")
          return 2
        }
        switch DemoScript.lines(of: data) {
        case .success(let lines): scriptLines = lines
        case .failure(let problem):
          errors("wayfinder-demo: the script \(DemoText.visible(script)): \(problem)")
          return 2
        }
      }
      var nextLine = 0
      func read() -> String? {
        guard let lines = scriptLines else { return input() }
        guard nextLine < lines.count else { return nil }
        defer { nextLine += 1 }
        return lines[nextLine]
      }
      let scripted = options.script != nil
      let echoed = interactive && !scripted
      output(session.frame())
      var number = 0
      while true {
        if echoed { prompt() }
        guard let line = read() else { break }
        number += 1
        guard let text = await session.step(line, echo: !echoed) else { break }
        if !text.isEmpty { output(text) }
        if scripted, let failure = session.lastFailure { fail("line \(number): \(failure)") }
      }
    }

    if let path = options.record, let recorder {
      recorder.stop()
      do {
        try DemoTraceFiles.write(recorder.trace, to: path)
        output("Recorded \(recorder.trace.records.count) events to \(DemoText.visible(path)).")
      } catch {
        fail("could not write the trace \(path): \(error)")
      }
    }

    if let path = options.restore, saveOnQuit {
      do {
        try session.save(to: URL(fileURLWithPath: path))
        output("Saved to \(DemoText.visible(path)).")
      } catch {
        fail("could not save \(path): \(error.localizedDescription)")
      }
    }
    return status
  }

  /// What became of the restore file.
  enum RestoreOutcome {
    /// Restored, or there was no file yet (it is written on quit).
    case restored
    /// The file was unreadable; it was kept as `NAME.corrupt` and the demo started fresh.
    case startedFresh(String)
    /// The file cannot be used and must not be overwritten: the demo stops.
    case refused(String)
  }

  static func restore(_ path: String, into session: DemoSession) -> RestoreOutcome {
    guard FileManager.default.fileExists(atPath: path) else { return .restored }
    let url = URL(fileURLWithPath: path)
    if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
      return .refused("cannot restore \(path): it is a directory")
    }
    guard let data = try? Data(contentsOf: url) else {
      return .refused("cannot restore \(path): it cannot be read")
    }
    do throws(DemoRestoreError) {
      try session.restore(from: data, name: url.lastPathComponent)
      return .restored
    } catch .newerSchema(let found, let supported) {
      return .refused(
        "cannot restore \(path): "
          + DemoRestoreError.newerSchema(found: found, supported: supported).description
          + "; it was left as it is")
    } catch .unreadable(let error) where error.code == .incompatible {
      // Another version of the demo wrote it: it is not damaged, and this one must not replace it.
      return .refused(
        "cannot restore \(path): it was saved in another format (\(error)); it was left as it is")
    } catch {
      // Keep the unreadable file under a name nothing else has, before anything overwrites it.
      guard let backup = freeBackupName(for: path) else {
        return .refused("cannot restore \(path) (\(error)), nor find a free name for a copy")
      }
      do {
        try FileManager.default.copyItem(at: url, to: backup)
      } catch let copyError as NSError {
        return .refused(
          "cannot restore \(path) (\(error)), nor keep a copy of it: "
            + (copyError.localizedFailureReason ?? copyError.localizedDescription))
      }
      return .startedFresh(
        "cannot restore \(path): \(error); it was kept as \(backup.lastPathComponent) and the "
          + "demo started fresh")
    }
  }

  /// The first of `FILE.corrupt`, `FILE.corrupt.1`, `FILE.corrupt.2`, … that does not exist
  /// (as a file, a folder or a link), or `nil` after 1,000 tries.
  static func freeBackupName(for path: String) -> URL? {
    let files = FileManager.default
    for number in 0..<1_000 {
      let candidate = path + ".corrupt" + (number == 0 ? "" : ".\(number)")
      let exists =
        files.fileExists(atPath: candidate)
        || (try? files.destinationOfSymbolicLink(atPath: candidate)) != nil
      if !exists { return URL(fileURLWithPath: candidate) }
    }
    return nil
  }

  /// Why the state cannot be saved to `path` on quit (an existing file that is not writable,
  /// or a folder that is not), or `nil` when it can.
  static func unwritable(_ path: String) -> String? {
    let files = FileManager.default
    if files.fileExists(atPath: path) {
      // The mode says what the user meant, even to a user who may write anything.
      let mode = (try? files.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?
        .intValue
      guard files.isWritableFile(atPath: path), mode.map({ $0 & 0o222 != 0 }) ?? true else {
        return "\(path) is read-only: the demo runs, but it will not save the state on quit"
      }
      return nil
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard files.isWritableFile(atPath: folder) else {
      return "the folder of \(path) is read-only: the demo runs, but it will not save on quit"
    }
    return nil
  }

  /// The parsed options.
  struct Options {
    var links: [String] = []
    var script: String?
    var restore: String?
    var record: String?
    var tracePage: (trace: String, page: String)?
    var map: (directory: String, traces: [String])?

    /// A usage problem, or `nil` message for `--help`.
    struct Problem: Error {
      let message: String?
    }

    static func parse(_ arguments: [String]) -> Result<Options, Problem> {
      var options = Options()
      if arguments.first == "--map" {
        guard arguments.count >= 2 else {
          return .failure(Problem(message: "--map needs a directory"))
        }
        options.map = (arguments[1], Array(arguments.dropFirst(2)))
        return .success(options)
      }
      var iterator = arguments.makeIterator()
      while let argument = iterator.next() {
        switch argument {
        case "--open":
          guard let link = iterator.next() else {
            return .failure(Problem(message: "--open needs a link"))
          }
          options.links.append(link)
        case "--script":
          guard let file = iterator.next() else {
            return .failure(Problem(message: "--script needs a file or -"))
          }
          options.script = file
        case "--restore":
          guard let file = iterator.next() else {
            return .failure(Problem(message: "--restore needs a file"))
          }
          options.restore = file
        case "--record":
          guard let file = iterator.next() else {
            return .failure(Problem(message: "--record needs a file"))
          }
          options.record = file
        case "--trace-page":
          guard let trace = iterator.next(), let page = iterator.next() else {
            return .failure(Problem(message: "--trace-page needs a trace and a page"))
          }
          options.tracePage = (trace, page)
        case "--map":
          return .failure(Problem(message: "--map comes first, with no other option"))
        case "--help", "-h":
          return .failure(Problem(message: nil))
        default:
          return .failure(Problem(message: "unknown argument '\(DemoText.visible(argument))'"))
        }
      }
      if options.tracePage != nil, arguments.count != 3 {
        return .failure(Problem(message: "--trace-page takes no other option"))
      }
      if !options.links.isEmpty, options.script != nil {
        return .failure(Problem(message: "--open and --script cannot be used together"))
      }
      return .success(options)
    }
  }
}
