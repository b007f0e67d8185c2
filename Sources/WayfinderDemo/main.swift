// wayfinder-demo: the sample app in a terminal host.
//
//   swift run wayfinder-demo                          # interactive: type commands, 'help', 'quit'
//   swift run wayfinder-demo --open '<link>'          # open a link, print the frame, exit
//   swift run wayfinder-demo --script FILE            # run commands from a file ('-' for stdin)
//   swift run wayfinder-demo --restore FILE           # start from a saved state; save on quit

import Foundation
import WayfinderSample

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct Options {
  var links: [String] = []
  var script: String?
  var restore: String?

  init(_ arguments: [String]) throws {
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--open":
        guard let link = iterator.next() else { throw UsageError("--open needs a link") }
        links.append(link)
      case "--script":
        guard let file = iterator.next() else { throw UsageError("--script needs a file or -") }
        script = file
      case "--restore":
        guard let file = iterator.next() else { throw UsageError("--restore needs a file") }
        restore = file
      case "--help", "-h":
        throw UsageError(nil)
      default:
        throw UsageError("unknown argument '\(argument)'")
      }
    }
  }
}

struct UsageError: Error {
  let message: String?
  init(_ message: String?) { self.message = message }
}

let usage = """
  usage: wayfinder-demo [--open <link>]... [--script <file>|-] [--restore <file>]
    (no arguments: interactive; type 'help' for commands)
  """

@MainActor
func main() async -> Int32 {
  let options: Options
  do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
  } catch let error as UsageError {
    if let message = error.message { print("wayfinder-demo: \(message)") }
    print(usage)
    return error.message == nil ? 0 : 2
  } catch {
    return 2
  }
  let session = DemoSession()
  if let restore = options.restore, FileManager.default.fileExists(atPath: restore) {
    do {
      try session.restore(from: URL(fileURLWithPath: restore))
    } catch {
      print("Could not restore \(restore): \(error). Starting fresh.")
    }
  }
  func finish() {
    guard let restore = options.restore else { return }
    do {
      try session.save(to: URL(fileURLWithPath: restore))
      print("Saved to \(restore).")
    } catch {
      print("Could not save \(restore): \(error)")
    }
  }
  if !options.links.isEmpty {
    for link in options.links {
      print("> open \(link)")
      await session.run("open \(link)")
      print(session.frame())
    }
    finish()
    return 0
  }
  var lines: AnyIterator<String>
  if let script = options.script, script != "-" {
    guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
      print("wayfinder-demo: cannot read \(script)")
      return 2
    }
    lines = AnyIterator(
      text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).makeIterator())
  } else {
    lines = AnyIterator { readLine() }
  }
  let interactive = options.script == nil && isatty(STDIN_FILENO) != 0
  print(session.frame())
  while true {
    if interactive {
      FileHandle.standardOutput.write(Data("> ".utf8))
      FileHandle.standardOutput.synchronizeFile()
    }
    guard let line = lines.next() else { break }
    guard let text = await session.step(line) else { break }
    if text.isEmpty { continue }
    print(text)
  }
  finish()
  return 0
}

exit(await main())
