public import Foundation
public import Wayfinder

/// Why a trace could not be read. A trace may come from anywhere (a bug report, a file), so
/// reading it is bounded and every problem is one of these, never a trap.
@nonexhaustive
public enum TraceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The data is larger than the limit.
  case tooLarge(bytes: Int, limit: Int)
  /// The data is not a Wayfinder trace.
  case notATrace
  /// The trace was written in a version this build does not read.
  case unsupportedVersion(found: Int, supported: Int)
  /// The trace holds more records than the limit.
  case tooManyRecords(count: Int, limit: Int)
  /// The JSON does not decode as a trace; the text names where.
  case malformed(String)
  /// A state of the trace breaks an invariant (`record` is -1 for the start).
  case inconsistent(record: Int, InvariantViolation)
  /// A state of the trace holds more screens than the limit (`record` is -1 for the start).
  case tooManyEntries(record: Int, count: Int, limit: Int)
  /// The trace could not be written.
  case unencodable(String)

  /// The problem, as a sentence.
  public var description: String {
    switch self {
    case .tooLarge(let bytes, let limit): "the trace is \(bytes) bytes, over the limit of \(limit)"
    case .notATrace: "not a Wayfinder trace"
    case .unsupportedVersion(let found, let supported):
      "the trace is version \(found); this build reads version \(supported)"
    case .tooManyRecords(let count, let limit):
      "the trace holds \(count) records, over the limit of \(limit)"
    case .malformed(let detail): "the trace is malformed: \(detail)"
    case .inconsistent(let record, let violation):
      "\(record < 0 ? "the start" : "record \(record)")'s state is inconsistent: \(violation)"
    case .tooManyEntries(let record, let count, let limit):
      "\(record < 0 ? "the start" : "record \(record)") holds \(count) screens, over the limit of \(limit)"
    case .unencodable(let detail): "the trace cannot be written: \(detail)"
    }
  }
}

/// How much of a trace ``NavigationTrace/read(from:limits:)`` accepts.
public struct TraceLimits: Hashable, Sendable {
  /// The largest document, in bytes (default: 16 MB).
  public var maximumBytes: Int
  /// The most records (default: 10,000).
  public var maximumRecords: Int
  /// The most screens in any one state (default: 10,000).
  public var maximumEntries: Int

  /// Creates limits.
  /// - Parameters:
  ///   - maximumBytes: The largest document, in bytes.
  ///   - maximumRecords: The most records.
  ///   - maximumEntries: The most screens in one state.
  public init(
    maximumBytes: Int = 16 << 20, maximumRecords: Int = 10_000, maximumEntries: Int = 10_000
  ) {
    self.maximumBytes = maximumBytes
    self.maximumRecords = maximumRecords
    self.maximumEntries = maximumEntries
  }
}

extension NavigationTrace {
  /// The trace as its JSON document, keys sorted, so equal traces give equal bytes.
  ///
  /// ```swift
  /// try recorder.trace.encoded().write(to: url)
  /// ```
  /// - Returns: The document.
  /// - Throws: ``TraceError/unencodable(_:)`` when a route cannot be encoded.
  /// - Complexity: O(n) in the size of the states.
  public func encoded() throws(TraceError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      return try encoder.encode(
        TraceDocument(
          format: TraceDocument<Route>.magic, version: Self.formatVersion, start: start,
          startCollapsed: start.split?.isCollapsed == true ? true : nil, dropped: dropped,
          records: records))
    } catch {
      throw .unencodable(StateRestorer.explain(error))
    }
  }

  /// Reads a trace written by ``encoded()``, bounded and checked: every state must be
  /// consistent, and nothing may exceed `limits`.
  ///
  /// ```swift
  /// let trace = try NavigationTrace<Screen>.read(from: Data(contentsOf: url))
  /// ```
  /// - Parameters:
  ///   - data: The document, or anything else.
  ///   - limits: What is accepted (default: ``TraceLimits/init(maximumBytes:maximumRecords:maximumEntries:)``'s).
  /// - Returns: The trace.
  /// - Throws: A ``TraceError`` naming the first problem; the caller's state is untouched.
  /// - Complexity: O(n) in the size of the data.
  public static func read(from data: Data, limits: TraceLimits = TraceLimits()) throws(TraceError)
    -> NavigationTrace
  {
    guard data.count <= limits.maximumBytes else {
      throw .tooLarge(bytes: data.count, limit: limits.maximumBytes)
    }
    let decoder = JSONDecoder()
    let header: TraceHeader
    do {
      header = try decoder.decode(TraceHeader.self, from: data)
    } catch {
      throw .notATrace
    }
    guard header.format == TraceDocument<Route>.magic else { throw .notATrace }
    guard header.version == formatVersion else {
      throw .unsupportedVersion(found: header.version, supported: formatVersion)
    }
    guard header.records <= limits.maximumRecords else {
      throw .tooManyRecords(count: header.records, limit: limits.maximumRecords)
    }
    let document: TraceDocument<Route>
    do {
      document = try decoder.decode(TraceDocument<Route>.self, from: data)
    } catch {
      throw .malformed(StateRestorer.explain(error))
    }
    guard document.dropped >= 0 else { throw .malformed("dropped: a negative count") }
    var start = document.start
    if document.startCollapsed == true { try? start.setCollapsed(true) }
    let states = [start] + document.records.map(\.state)
    for (index, state) in states.enumerated() {
      if let violation = state.firstViolation() {
        throw .inconsistent(record: index - 1, violation)
      }
      let count = state.allEntries.count
      guard count <= limits.maximumEntries else {
        throw .tooManyEntries(record: index - 1, count: count, limit: limits.maximumEntries)
      }
    }
    return NavigationTrace(start: start, records: document.records, dropped: document.dropped)
  }
}

/// The document's first fields, read before the rest so that a foreign or oversized document
/// is refused before its states are decoded.
private struct TraceHeader: Decodable {
  var format: String
  var version: Int
  var records: Int

  enum CodingKeys: String, CodingKey { case format, version, records }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    format = try container.decode(String.self, forKey: .format)
    version = try container.decode(Int.self, forKey: .version)
    records = try container.nestedUnkeyedContainer(forKey: .records).count ?? 0
  }
}

/// The JSON document: a header, the start and the records.
private struct TraceDocument<Route: Hashable & Sendable & Codable>: Codable {
  static var magic: String { "wayfinder-trace" }

  var format: String
  var version: Int
  var start: NavigationState<Route>
  var startCollapsed: Bool?
  var dropped: Int
  var records: [TraceRecord<Route>]
}
