import PropertyBased
import Testing
import Wayfinder

@Suite("Results: every caller resumes exactly once, with the right value")
@MainActor
struct ResultPropertyTests {
  /// One caller awaiting a screen's result.
  final class Caller {
    let entry: EntryID
    var task: Task<Void, Never>?
    var received: [String?] = []
    /// What the caller must receive, once known.
    var expected: String??

    init(entry: EntryID) { self.entry = entry }
  }

  @Test("random pushes, presentations, finishes, closes, gestures, restores and cancellations")
  func exactlyOnce() async throws {
    let script = Gen.int(in: 0...10_000).array(of: 1...40)
    await propertyCheck(count: 120, input: script) { script in try await Self.run(script) }
  }

  /// Runs one script of result-related commands and checks every caller.
  static func run(_ script: [Int]) async throws {
    do {
      let navigator = Navigator(
        NavigationState(tabs: ["a": AppScreen.home, "b": .home], selection: "a"))
      var callers: [Caller] = []

      func startCaller(present: Bool) async {
        let before = navigator.pendingResultCount
        let holder = Returned<String>()
        let task = Task { @MainActor in
          let value: String?
          do {
            if present {
              let sheet = try navigator.present(.picker, as: .sheet())
              value = await navigator.result(of: sheet, as: String.self)
            } else {
              let picker = try navigator.push(.picker)
              value = await navigator.result(of: picker, as: String.self)
            }
          } catch {
            return
          }
          holder.values.append(value)
        }
        await waitUntil("the caller waits") { navigator.pendingResultCount == before + 1 }
        let entry = navigator.state.currentEntry.id
        let caller = Caller(entry: entry)
        caller.task = task
        callers.append(caller)
        Task { @MainActor in
          while holder.values.isEmpty { await Task.yield() }
          caller.received.append(contentsOf: holder.values)
        }
      }

      /// Settles the expectation of callers whose screen left without a value.
      func noteDepartures() {
        for caller in callers where caller.expected == nil {
          if navigator.state.entry(caller.entry) == nil { caller.expected = .some(nil) }
        }
      }

      for (step, n) in script.enumerated() {
        let waiting = callers.filter { $0.expected == nil }
        let someEntry = navigator.state.allEntries[n % navigator.state.allEntries.count].id
        switch n % 9 {
        case 0: await startCaller(present: true)
        case 1: await startCaller(present: false)
        case 2:
          let value = "v\(step)"
          if (try? navigator.finish(someEntry, with: value)) != nil {
            for caller in waiting where caller.entry == someEntry { caller.expected = value }
          }
        case 3: try? navigator.close(someEntry)
        case 4: _ = try? navigator.goBack()
        case 5:
          if let layer = navigator.state.layers.last {
            try? navigator.userDid(.dismissedLayer(layer.id))
          }
        case 6: try? navigator.restore(navigator.state)
        case 7:
          if let caller = waiting.first {
            let before = navigator.pendingResultCount
            caller.task?.cancel()
            await waitUntil("the cancelled caller stops waiting") {
              navigator.pendingResultCount < before
            }
            caller.expected = .some(nil)
          }
        default: _ = try? navigator.selectTab(n % 2 == 0 ? "a" : "b")
        }
        noteDepartures()
      }
      try navigator.apply(NavigationState(tabs: ["a": .home, "b": .home], selection: "a"))
      noteDepartures()

      await waitUntil("every caller resumed") { callers.allSatisfy { !$0.received.isEmpty } }
      #expect(navigator.pendingResultCount == 0)
      for caller in callers {
        #expect(caller.received.count == 1, "caller of \(caller.entry) resumed \(caller.received)")
        #expect(caller.received.first == caller.expected, "caller of \(caller.entry)")
      }
    }
  }
}
