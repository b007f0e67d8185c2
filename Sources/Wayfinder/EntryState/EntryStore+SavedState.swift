import Foundation

extension EntryStore {
  /// Keeps `value` as the saved UI state of the screen `entry` — a draft, a scroll position,
  /// a selected segment — which ``Navigator/save(using:)`` writes beside the navigation state
  /// and ``Navigator/restore(from:using:)`` gives back to the same screen.
  ///
  /// ```swift
  /// struct Draft: Codable { var text: String }
  ///
  /// try EntryStore.of(navigator).save(Draft(text: "Dear…"), for: entryID)
  /// ```
  /// Saving again replaces the value; the value goes with the screen. It is encoded as JSON
  /// at once, and must stay within ``maximumSavedBytes``.
  /// - Parameters:
  ///   - value: The screen's state.
  ///   - entry: The screen's entry.
  /// - Throws: A ``RestorationError`` with code ``RestorationError/Code/encodingFailed``
  ///   when the value does not encode, is larger than ``maximumSavedBytes``, or `entry` is
  ///   not in the navigator's state; what was saved before is kept.
  public func save<Value: Encodable>(_ value: Value, for entry: EntryID)
    throws(RestorationError)
  {
    guard let navigator, navigator.storage.entry(entry) != nil else {
      throw .because(.encodingFailed("no screen with entry \(entry) is in the state"))
    }
    let data: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      data = try encoder.encode(value)
    } catch {
      throw .because(.encodingFailed(StateRestorer.explain(error)))
    }
    guard data.count <= Self.maximumSavedBytes else {
      throw .because(
        .encodingFailed(
          "the saved state takes \(data.count) bytes, over the limit of \(Self.maximumSavedBytes)"
        ))
    }
    saved[entry] = data
  }

  /// The saved UI state of the screen `entry`, restored or saved earlier, or `nil`.
  ///
  /// ```swift
  /// struct Draft: Codable { var text: String }
  ///
  /// let store = EntryStore.of(navigator)
  /// let draft = store.savedState(Draft.self, for: entryID) ?? Draft(text: "")
  /// ```
  /// A state that does not decode as the type asked for (saved by a build whose type was different, or
  /// damaged) is dropped and reported as ``NavigationDiagnostic/savedStateDropped(_:)``.
  /// - Parameters:
  ///   - type: The state's type.
  ///   - entry: The screen's entry.
  /// - Returns: The state, or `nil` when there is none that decodes.
  public func savedState<Value: Decodable>(_ type: Value.Type, for entry: EntryID) -> Value? {
    guard let data = saved[entry] else { return nil }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      saved[entry] = nil
      navigator?.report(
        .savedStateDropped(
          "of entry \(entry), as \(Value.self): \(StateRestorer.explain(error))"))
      return nil
    }
  }

  /// Takes the saved states of a restored state, dropping (and reporting) those of screens
  /// it does not hold.
  func adopt(_ restored: [EntryID: Data]) {
    guard let navigator else { return }
    for (entry, data) in restored.sorted(by: { $0.key < $1.key }) {
      if navigator.storage.entry(entry) != nil {
        saved[entry] = data
      } else {
        navigator.report(.savedStateDropped("of entry \(entry): the screen was not restored"))
      }
    }
  }
}
