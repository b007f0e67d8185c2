// wayfinder-demo: Wayfinder Shop, the sample app, in a terminal host.
//
//   swift run wayfinder-demo                          # interactive: type commands, 'help', 'quit'
//   swift run wayfinder-demo --open '<link>'          # open a link, print the frame, exit
//   swift run wayfinder-demo --script FILE            # run commands from a file ('-' for stdin)
//   swift run wayfinder-demo --restore FILE           # start from a saved state; save on quit
//
// Everything but the process lives in DemoCommandLine (WayfinderSample), which the tests run.

import Foundation
import WayfinderSample

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let status = await DemoCommandLine.run(
  Array(CommandLine.arguments.dropFirst()), input: { readLine() },
  interactive: isatty(STDIN_FILENO) != 0,
  output: { print($0) },
  errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
  prompt: {
    FileHandle.standardOutput.write(Data("> ".utf8))
    FileHandle.standardOutput.synchronizeFile()
  })
exit(status)
