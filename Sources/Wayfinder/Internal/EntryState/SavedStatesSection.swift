import Foundation

/// The screens' saved UI states in restoration format 4, after the state's format-3 payload.
///
/// ```text
/// payload  = stateLength, state (format 3, stateLength bytes), saved
/// saved    = count, count × (entry id, length, length bytes: the value's JSON)
/// ```
///
/// Format 4 is written only when some screen has a saved state, so that the data of an app
/// that saves none stays readable by builds from before saved states.
enum SavedStatesSection {
  /// The format version of data with saved states.
  static let version = 4

  /// The most bytes one screen's saved state may take.
  static let maximumValueBytes = 16_384

  /// Writes a format-4 payload: the state's payload, then the saved states by entry.
  static func payload(state: Data, saved: [EntryID: Data]) -> Data {
    var bytes: [UInt8] = []
    bytes.appendVarint(UInt64(state.count))
    bytes.append(contentsOf: state)
    bytes.appendVarint(UInt64(saved.count))
    for (entry, value) in saved.sorted(by: { $0.key < $1.key }) {
      bytes.appendVarint(entry.rawValue)
      bytes.appendVarint(UInt64(value.count))
      bytes.append(contentsOf: value)
    }
    return Data(bytes)
  }

  /// Splits a format-4 payload into the state's payload and the saved states.
  ///
  /// - Returns: The state's payload, the saved states, and why they could not be read (when
  ///   they could not, none are given).
  /// - Throws: When not even the state's payload can be found.
  static func split(_ payload: [UInt8]) throws -> (
    state: [UInt8], saved: [EntryID: Data], problem: String?
  ) {
    var reader = CompactReader(bytes: payload)
    let length = try reader.length()
    let state = Array(reader.bytes[reader.position..<reader.position + length])
    reader.position += length
    do {
      var saved: [EntryID: Data] = [:]
      let count = try reader.count(atMost: reader.bytes.count - reader.position)
      for _ in 0..<count {
        let entry = EntryID(try reader.varint())
        let size = try reader.length()
        guard size <= maximumValueBytes else {
          throw reader.malformed("a saved state of \(size) bytes")
        }
        guard saved[entry] == nil else { throw reader.malformed("entry \(entry) saved twice") }
        saved[entry] = Data(reader.bytes[reader.position..<reader.position + size])
        reader.position += size
      }
      guard reader.isAtEnd else { throw reader.malformed("bytes after the saved states") }
      return (state, saved, nil)
    } catch {
      return (state, [:], StateRestorer.explain(error))
    }
  }
}
