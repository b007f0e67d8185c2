public import Foundation
@_spi(Benchmarks) import Wayfinder

/// The route type both restoration fuzzers decode.
public enum FuzzScreen: Hashable, Codable, Sendable {
  case home
  case detail(Int)
  case person(String)
}

/// Decodes bytes as saved navigation data, strictly and leniently: must never crash; a decoded
/// state must be valid and survive a second round trip unchanged.
/// - Parameter bytes: The saved data to try.
public func checkRestoration(of bytes: Data) {
  for mode in [StateRestorer.Mode.strict, .lenient] {
    let restorer = StateRestorer(mode: mode)
    guard let restored = try? restorer.decode(FuzzScreen.self, from: bytes) else { continue }
    guard restored.state.brokenInvariant == nil else { fatalError("decoded an invalid state") }
    guard let again = try? restorer.decode(FuzzScreen.self, from: restorer.encode(restored.state)),
      again.state == restored.state
    else { fatalError("round trip of a decoded state failed") }
  }
}
