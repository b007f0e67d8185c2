// An app that answers, on a device or a simulator, the questions about SwiftUI's and UIKit's
// run-time behaviour that the project's Linux tests can only model (the device checks of the
// host review). Launched with `-probes`, it runs every scripted scenario on both hosts, prints
// one line per rule — `Q20 SwiftUI PASS push acknowledged 3 ms after viewDidAppear` — then
// `probes: N passed, M failed`, and exits with status 1 if any failed. The Apple workflow
// (.github/workflows/apple.yml) runs it on iOS 17, 18 and 26 simulators.
//
// It has not run yet: it is type-checked on every change (scripts/check-adapters), and the
// workflow is where it first builds as an app and runs.
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  @main
  struct DeviceProbesApp: App {
    var body: some Scene {
      WindowGroup { ProbeRunner() }
    }
  }

  /// Shows each scenario's root in turn, then hands the window to the UIKit probes.
  struct ProbeRunner: View {
    @State private var content = AnyView(Text("Probes"))

    var body: some View {
      content
        .task {
          guard CommandLine.arguments.contains("-probes") else { return }
          let window = { @MainActor in ProbeRunner.keyWindow() }
          var lines = await SwiftUIProbes.run(show: { content = $0 }, window: window)
          if let window = window() {
            lines += await UIKitProbes.run(in: window)
          }
          for line in lines { print(line) }
          let failed = lines.filter { !$0.passed }.count
          print("probes: \(lines.count - failed) passed, \(failed) failed")
          exit(failed == 0 ? 0 : 1)
        }
    }

    /// The app's window.
    @MainActor
    static func keyWindow() -> UIWindow? {
      UIApplication.shared.connectedScenes
        .compactMap { $0 as? UIWindowScene }
        .flatMap(\.windows)
        .first { $0.isKeyWindow }
    }
  }
#endif
