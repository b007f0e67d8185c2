public import Foundation
package import Wayfinder

/// Why a trace could not be read or written. A trace may come from anywhere (a bug report, a
/// file), so reading it is bounded and every problem is one of these, never a trap.
///
/// ```swift
/// do {
///   let trace = try NavigationTrace<Screen>.read(from: data)
///   print(trace.records.count)
/// } catch where error.code == .incompatible {
///   print("recorded by another version of Wayfinder")
/// } catch {
///   print(error)  // "the trace holds 12000 records, over the limit of 10000"
/// }
/// ```
///
/// An app branches on ``code``, a handful of kinds that stay stable; the precise reason, with
/// its values, is in ``description``. New reasons can be added in a minor version without
/// breaking a `switch` over ``Code`` (`@nonexhaustive`: it ends with `@unknown default`).
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of problem: what an app branches on.
  ///
  /// ```swift
  /// do {
  ///   _ = try NavigationTrace<Screen>.read(from: data)
  /// } catch {
  ///   switch error.code {
  ///   case .unreadable, .inconsistent: print("not a usable trace: \(error)")
  ///   default: print(error)
  ///   }
  /// }
  /// ```
  @nonexhaustive
  public enum Code: Hashable, Sendable {
    /// The data is not a whole Wayfinder trace within the reader's ``TraceLimits``: another
    /// document, malformed JSON, too many bytes, records or screens.
    case unreadable
    /// Written in a trace format version this build does not read.
    case incompatible
    /// A state of the trace breaks an invariant of the state.
    case inconsistent
    /// The trace, or its page, could not be written (a route that cannot be encoded).
    case encodingFailed
  }

  /// The precise reason.
  package let reason: Reason

  /// Makes an error from its reason.
  package init(_ reason: Reason) { self.reason = reason }

  /// The kind of problem.
  public var code: Code { reason.code }

  /// A sentence naming the problem and its values.
  public var description: String { reason.description }

  /// The precise reasons, each with its values.
  package enum Reason: Hashable, Sendable {
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

    /// The kind of problem.
    var code: Code {
      switch self {
      case .tooLarge, .notATrace, .tooManyRecords, .malformed, .tooManyEntries: .unreadable
      case .unsupportedVersion: .incompatible
      case .inconsistent: .inconsistent
      case .unencodable: .encodingFailed
      }
    }

    /// The problem, as a sentence.
    var description: String {
      switch self {
      case .tooLarge(let bytes, let limit):
        "the trace is \(bytes) bytes, over the limit of \(limit)"
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
  /// - Throws: A ``TraceError`` of code ``TraceError/Code/encodingFailed`` when a route cannot
  ///   be encoded.
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
      throw TraceError(.unencodable(StateRestorer.explain(error)))
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
      throw TraceError(.tooLarge(bytes: data.count, limit: limits.maximumBytes))
    }
    let decoder = JSONDecoder()
    let header: TraceHeader
    do {
      header = try decoder.decode(TraceHeader.self, from: data)
    } catch {
      throw TraceError(.notATrace)
    }
    guard header.format == TraceDocument<Route>.magic else { throw TraceError(.notATrace) }
    guard header.version == formatVersion else {
      throw TraceError(.unsupportedVersion(found: header.version, supported: formatVersion))
    }
    guard header.records <= limits.maximumRecords else {
      throw TraceError(.tooManyRecords(count: header.records, limit: limits.maximumRecords))
    }
    let document: TraceDocument<Route>
    do {
      document = try decoder.decode(TraceDocument<Route>.self, from: data)
    } catch {
      throw TraceError(.malformed(StateRestorer.explain(error)))
    }
    guard document.dropped >= 0 else {
      throw TraceError(.malformed("dropped: a negative count"))
    }
    var start = document.start
    if document.startCollapsed == true { try? start.setCollapsed(true) }
    let states = [start] + document.records.map(\.state)
    for (index, state) in states.enumerated() {
      if let violation = state.firstViolation() {
        throw TraceError(.inconsistent(record: index - 1, violation))
      }
      let count = state.allEntries.count
      guard count <= limits.maximumEntries else {
        throw TraceError(
          .tooManyEntries(record: index - 1, count: count, limit: limits.maximumEntries))
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
