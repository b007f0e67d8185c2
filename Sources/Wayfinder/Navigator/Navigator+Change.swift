extension Navigator {
  /// Returns once the host has shown a change: every event up to `change`'s, or a later state
  /// that includes it. Not every later change needs to be on screen (unlike ``settled()``).
  /// At once without a host.
  ///
  /// ```swift
  /// let change = try navigator.transaction { try $0.push(.detail(42)) }
  /// await navigator.onScreen(change)
  /// analytics.screenShown("detail")
  /// ```
  /// - Parameter change: What ``transaction(animated:_:)`` returned.
  public func onScreen(_ change: NavigationChange) async {
    await shown(through: change.sequence)
  }

  /// Returns once the host has shown every event up to `sequence`.
  /// - Parameter sequence: An event's sequence number.
  func shown(through sequence: Int) async {
    if host == nil || displayedSequence >= sequence { return }
    await withCheckedContinuation { changeWaiters.append((sequence, $0)) }
  }

  /// Whether the next step may animate: not while an unanimated change is being made, nor
  /// while one is not yet shown.
  var stepsAnimate: Bool {
    unanimatedDepth == 0 && displayedSequence >= unanimatedThrough
  }

  /// Records that the host shows every event up to `sequence`, and resumes those waiting.
  func hostShows(through sequence: Int) {
    guard sequence > displayedSequence else { return }
    displayedSequence = sequence
    guard !changeWaiters.isEmpty else { return }
    var waiting: [(Int, CheckedContinuation<Void, Never>)] = []
    for waiter in changeWaiters {
      if waiter.sequence <= sequence {
        waiter.continuation.resume()
      } else {
        waiting.append(waiter)
      }
    }
    changeWaiters = waiting
  }
}

extension Navigator {
  /// Records the screens whose route changed in place between two states (same id, same
  /// stack), for the host's planner.
  @usableFromInline
  func noteUpdatesInPlace(from old: NavigationState<Route>, to new: NavigationState<Route>) {
    updatedInPlace.formUnion(old.entriesUpdatedInPlace(in: new))
  }
}

extension NavigationChange {
  /// The change whose ids were issued from `firstID` on, as `state` holds them.
  init<Route>(created firstID: UInt64, in state: NavigationState<Route>, sequence: Int) {
    // A restored state may count its ids from lower than the state it replaced: it created
    // nothing the change could name.
    guard firstID < state.nextID else {
      self.init(sequence: sequence)
      return
    }
    let range = firstID..<state.nextID
    guard !range.isEmpty else {
      self.init(sequence: sequence)
      return
    }
    let entries = state.allEntries.map(\.id).filter { range.contains($0.rawValue) }
    self.init(
      sequence: sequence,
      entries: entries.sorted { $0.rawValue < $1.rawValue },
      layers: state.layers.map(\.id).filter { range.contains($0.rawValue) },
      alert: state.alert.map(\.id).flatMap { range.contains($0.rawValue) ? $0 : nil })
  }
}
