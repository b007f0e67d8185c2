import Foundation
import Wayfinder

enum Screen: Hashable, Codable, Sendable {
  case home
  case detail(Int)
  case person(String)
}

/// Decodes any bytes as saved navigation data, strictly and leniently: must never crash; a
/// decoded state must be valid and survive a second round trip unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  for mode in [StateRestorer.Mode.strict, .lenient] {
    let restorer = StateRestorer(mode: mode)
    guard let restored = try? restorer.decode(Screen.self, from: bytes) else { continue }
    guard restored.state.isValid else { fatalError("decoded an invalid state") }
    guard let again = try? restorer.decode(Screen.self, from: restorer.encode(restored.state)),
      again.state == restored.state
    else { fatalError("round trip of a decoded state failed") }
  }
  return 0
}
