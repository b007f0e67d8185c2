import Foundation
import FuzzSupport
@_spi(Benchmarks) import Wayfinder
import WayfinderTraces

/// Reads any bytes as a trace: must never crash; a trace read must hold only valid states,
/// write back to a document that reads equal, and replay without a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  guard let trace = try? NavigationTrace<FuzzScreen>.read(from: bytes) else { return 0 }
  guard trace.records.allSatisfy({ $0.state.brokenInvariant == nil }),
    trace.start.brokenInvariant == nil
  else {
    fatalError("read a trace with an invalid state")
  }
  guard let again = try? NavigationTrace<FuzzScreen>.read(from: trace.encoded()),
    again.records.map(\.state) == trace.records.map(\.state), again.start == trace.start
  else { fatalError("a trace read does not write back and read equal") }
  MainActor.assumeIsolated {
    _ = Navigator(trace.start).replay(trace)
  }
  return 0
}
