import Foundation
import FuzzSupport

/// Decodes any bytes as a whole saved file (header and payload); see `checkRestoration(of:)`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  checkRestoration(of: Data(bytes: data, count: size))
  return 0
}
