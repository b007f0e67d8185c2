package import Foundation

/// The result of decoding saved navigation data: the state, and what lenient decoding had to
/// leave out.
///
/// ```swift
/// let restored = try StateRestorer(mode: .lenient).decode(Screen.self, from: data)
/// for part in restored.dropped { logger.notice("not restored: \(part)") }
/// try navigator.restore(restored.state)
/// ```
public struct RestoredState<Route> {
  /// The restored state; always valid.
  public let state: NavigationState<Route>
  /// What was dropped to keep the rest: in strict mode, only screens' saved UI states that
  /// could not be read.
  public let dropped: [DroppedContent]
  /// The route schema version the data was saved with.
  public let schemaVersion: Int
  /// The screens' saved UI states (format 4), encoded, by entry: handed to the window's
  /// ``EntryStore`` by ``Navigator/restore(from:using:)``.
  package var savedStates: [EntryID: Data] = [:]
}

extension RestoredState: Equatable where Route: Equatable {}
extension RestoredState: Sendable where Route: Sendable {}

/// A part of saved data that lenient decoding left out, and why.
///
/// ```swift
/// let restored = try StateRestorer(mode: .lenient).decode(Screen.self, from: data)
/// for dropped in restored.dropped {
///   print(dropped)  // "tab b: 2 entries from position 3 (route: unknown case 'legacy')"
/// }
/// ```
public struct DroppedContent: Hashable, Sendable, CustomStringConvertible {
  /// Which part.
  package let part: Part
  /// Why it could not be kept.
  package let reason: String

  /// A part of a saved state.
  package enum Part: Hashable, Sendable {
    /// Entries of a stack from a position (1 is the first pushed entry) to its top.
    case entries(StackLocation, from: Int, count: Int)
    /// A whole tab, named when its name could be read.
    case tab(TabID?)
    /// Layers from a position (0 is the bottom layer) to the top.
    case layers(from: Int, count: Int)
    /// The alert.
    case alert
    /// The tab selection, replaced by the first tab.
    case selection(TabID)
    /// A split view's column and every column after it (they show a screen only after it).
    case columns(from: SplitColumn)
    /// Every screen's saved UI state: the section holding them does not read.
    case savedStates
    /// One screen's saved UI state.
    case savedState(EntryID)
  }

  /// A sentence naming the part and the reason.
  public var description: String {
    let what =
      switch part {
      case .entries(let location, let from, let count):
        "\(location): \(count) \(count == 1 ? "entry" : "entries") from position \(from)"
      case .tab(let tab): "tab \(tab.map(\.rawValue) ?? "?")"
      case .layers(let from, let count):
        "\(count) \(count == 1 ? "layer" : "layers") from position \(from)"
      case .alert: "alert"
      case .selection(let tab): "selection of tab \(tab)"
      case .columns(.inspector): "the inspector"
      case .columns(let column): "the \(column) column and those after it"
      case .savedStates: "the screens' saved states"
      case .savedState(let entry): "the saved state of entry \(entry)"
      }
    return "\(what) (\(reason))"
  }
}
