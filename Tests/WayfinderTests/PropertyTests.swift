import Foundation
import PropertyBased
import Testing
import Wayfinder

@Suite("Properties over random command sequences")
struct PropertyTests {
  static let script = Gen.int(in: 0...2_000).array(of: 0...60)

  @Test("every command keeps every invariant; a refused command changes nothing")
  func invariants() async throws {
    await propertyCheck(count: 300, input: Gen.int(in: 0...3), Self.script) { seed, script in
      var state = CommandScript.start(seed)
      for n in script {
        let before = state
        let accepted = CommandScript.apply(n, to: &state)
        #expect(state.firstViolation() == nil, "after command \(n):\n\(state)")
        if !accepted { #expect(state == before, "refused command \(n) changed the state") }
        #expect(state.nextID >= before.nextID, "ids are never reissued")
      }
    }
  }

  @Test("encode then decode is the identity")
  func restorationRoundTrip() async throws {
    let restorer = StateRestorer()
    await propertyCheck(count: 200, input: Gen.int(in: 0...3), Self.script) { seed, script in
      var state = CommandScript.run(script, seed: seed)
      // Whether a split view is collapsed is the window's, live, never saved.
      _ = try? state.setCollapsed(false)
      let restored = try restorer.decode(Screen.self, from: try restorer.encode(state))
      #expect(restored.state == state)
      let lenient = try StateRestorer(mode: .lenient).decode(
        Screen.self, from: try restorer.encode(state))
      #expect(lenient.state == state)
      #expect(lenient.dropped.isEmpty)
    }
  }

  @Test("apply reaches any target built elsewhere, and applying a state to itself is a no-op")
  func applyReachesTarget() async throws {
    await propertyCheck(
      count: 200, input: Gen.int(in: 0...3), Self.script, Gen.int(in: 0...3), Self.script
    ) { seedA, scriptA, seedB, scriptB in
      var state = CommandScript.run(scriptA, seed: seedA)
      let target = CommandScript.run(scriptB, seed: seedB)
      let before = state
      try state.apply(before)
      #expect(state == before)
      try state.apply(target)
      // A split view stays collapsed or expanded as its window is; the rest is the target's.
      var expected = target
      _ = try? expected.setCollapsed(state.split?.isCollapsed ?? false)
      #expect(state.shape == expected.shape, "from:\n\(before)\nto:\n\(target)\ngot:\n\(state)")
      #expect(state.isValid)
      #expect(state.nextID >= before.nextID)
    }
  }

  @Test("mutated payloads with a valid frame never crash and never yield an invalid state")
  func mutatedPayloads() async throws {
    let bytes = Gen.int(in: 0...255).array(of: 1...8)
    await propertyCheck(count: 400, input: Self.script, bytes, Gen.int(in: 0...10_000)) {
      script, noise, position in
      let state = CommandScript.run(script, seed: 1)
      var payload = try JSONEncoder().encode(state)
      let index = position % payload.count
      payload.replaceSubrange(
        index..<min(index + noise.count, payload.count), with: noise.map(UInt8.init))
      // Re-framed with a correct checksum, so decoding reaches the JSON and invariant checks.
      let data = frame(String(decoding: payload, as: UTF8.self))
      for mode in [StateRestorer.Mode.strict, .lenient] {
        if let restored = try? StateRestorer(mode: mode).decode(Screen.self, from: data) {
          #expect(restored.state.isValid)
        }
      }
    }
  }

  @Test("random payloads with a valid frame never crash the decoder")
  func randomPayloads() async throws {
    await propertyCheck(count: 300, input: Gen.int(in: 0...255).array(of: 0...300)) { bytes in
      let data = frame(String(decoding: bytes.map(UInt8.init), as: UTF8.self))
      #expect(throws: RestorationError.self) {
        try StateRestorer(mode: .lenient).decode(Screen.self, from: data)
      }
    }
  }
}
