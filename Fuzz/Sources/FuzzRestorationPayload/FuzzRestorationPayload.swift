import Foundation
import FuzzSupport
@_spi(Benchmarks) import Wayfinder

/// Decodes any bytes as the *payload* of saved navigation data, behind a valid header.
///
/// The plain restoration target mutates whole files, so almost every input fails the header's
/// checksum and never reaches the payload decoder. Here the first byte picks the format version
/// (1, 2 or 3) and the schema (1 or 2), the rest is the payload, and the header with its length
/// and checksum is written for it; every mutation reaches the payload decoder. The checks are
/// the other target's (`checkRestoration(of:)`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let selector = Int(data[0])
  let payload = Data(bytes: data + 1, count: size - 1)
  let version =
    StateRestorer.formatVersions.lowerBound + selector % StateRestorer.formatVersions.count
  let schema = 1 + (selector / 16) % 2
  checkRestoration(of: savedData(payload, version: version, schema: schema))
  return 0
}

/// The payload behind the header `StateRestorer` writes: format version, schema, length and the
/// payload's 64-bit FNV-1a checksum.
func savedData(_ payload: Data, version: Int, schema: Int) -> Data {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in payload {
    hash ^= UInt64(byte)
    hash &*= 0x0000_0100_0000_01b3
  }
  let hex = String(hash, radix: 16)
  let checksum = String(repeating: "0", count: 16 - hex.count) + hex
  let header =
    "wayfinder-state/\(version) schema=\(schema) bytes=\(payload.count) fnv1a=\(checksum)\n"
  return Data(header.utf8) + payload
}
