import Foundation

extension Navigator {
  /// Calls `observer` synchronously, on the main actor, after every command.
  ///
  /// Events arrive in order even when an observer issues a command of its own: that command's
  /// event is delivered after the current one has reached every observer.
  ///
  /// ```swift
  /// let token = navigator.observe { event in print(event) }  // keep the token
  /// // later
  /// token.cancel()
  /// ```
  /// A token that is released before its observer heard any event and without
  /// ``NavigationToken/cancel()`` (`_ = navigator.observe { … }`, or a local constant that goes
  /// out of scope) is reported as ``NavigationDiagnostic/observerDropped``: an observer that
  /// never hears anything is a mistake, not a choice. A token that heard events and is released
  /// with its owner says nothing.
  ///
  /// - Parameter observer: Called with each event.
  /// - Returns: A token; the observer stays registered until ``NavigationToken/cancel()`` is
  ///   called on it or the token is released, so keep it as long as the observer should
  ///   hear events.
  public func observe(_ observer: @escaping @MainActor (NavigationEvent<Route>) -> Void)
    -> NavigationToken
  {
    let token = register(observer, in: \.observers)
    let registeredAt = sequence
    // Every event published from now on takes the sequence past `registeredAt`.
    token.onRelease = { [weak self] in
      guard let self, sequence == registeredAt else { return }
      report(.observerDropped)
    }
    return token
  }

  /// Stores a value under a fresh key and returns a token that removes it.
  func register<Value>(
    _ value: Value, in table: ReferenceWritableKeyPath<Navigator, ObserverList<Value>>
  ) -> NavigationToken {
    let key = issueObserverKey()
    self[keyPath: table].append(value, key: key)
    return NavigationToken { [weak self] in self?[keyPath: table].remove(key) }
  }

  /// A key no observer or stream has used.
  func issueObserverKey() -> UInt64 {
    defer { nextObserverKey += 1 }
    return nextObserverKey
  }

  /// A new stream of every event from now on; each call makes an independent stream.
  ///
  /// ```swift
  /// Task {
  ///   for await event in navigator.events() { logger.info("\(event)") }
  /// }
  /// ```
  /// - Parameter bufferingPolicy: What to keep when the consumer falls behind
  ///   (default: everything).
  /// - Returns: The stream; it finishes when the navigator is deallocated.
  public func events(
    bufferingPolicy: AsyncStream<NavigationEvent<Route>>.Continuation.BufferingPolicy =
      .unbounded
  ) -> AsyncStream<NavigationEvent<Route>> {
    let key = issueObserverKey()
    let (stream, continuation) = AsyncStream.makeStream(
      of: NavigationEvent<Route>.self, bufferingPolicy: bufferingPolicy)
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.streams[key] = nil }
    }
    streams[key] = continuation
    return stream
  }

  /// Delivers an event to every stream and observer, queueing events published meanwhile.
  @inlinable
  func publish(_ event: NavigationEvent<Route>) {
    guard !isDelivering else {
      pendingEvents.append(event)
      return
    }
    isDelivering = true
    defer { isDelivering = false }
    deliver(event)
    while !pendingEvents.isEmpty { deliver(pendingEvents.removeFirst()) }
  }

  /// Hands one event to every stream and observer, then publishes the diagnostic a refusal
  /// hides, if any.
  @inlinable
  func deliver(_ event: NavigationEvent<Route>) {
    if !streams.isEmpty {
      for continuation in streams.values { continuation.yield(event) }
    }
    let snapshot = observers.entries
    // No observer has run before the first one, so it is still registered: only the later ones
    // are looked up (each look-up reads the navigator's storage, an exclusivity check).
    for index in snapshot.indices where index == 0 || observers.contains(snapshot[index].key) {
      snapshot[index].value(event)
    }
    if case .failed = event.outcome { diagnoseRefusal(event) }
  }

  /// Publishes the diagnostic of a refusal the app never sees as an error: a host's report
  /// the navigator had to turn down (a sheet moved to a detent it does not offer).
  @usableFromInline
  func diagnoseRefusal(_ event: NavigationEvent<Route>) {
    if let diagnostic = NavigationDiagnostic(refusing: event) {
      report(diagnostic, about: event.command.kind)
    }
  }

  /// Publishes a diagnostic as an event that changes nothing, and prints it in debug builds.
  ///
  /// - Parameters:
  ///   - diagnostic: What went wrong.
  ///   - command: The command it concerns (default: none, recorded as
  ///     `apply` of the current state).
  func report(
    _ diagnostic: NavigationDiagnostic, about command: NavigationCommand<Route>.Kind? = nil
  ) {
    #if DEBUG
      FileHandle.standardError.write(Data("Wayfinder: \(diagnostic)\n".utf8))
    #endif
    sequence += 1
    publish(
      NavigationEvent(
        sequence: sequence, command: NavigationCommand(command ?? .apply(storage)),
        outcome: .diagnostic(diagnostic),
        oldState: storage, newState: storage))
    if host != nil { driveHost() }
  }
}

extension NavigationDiagnostic {
  /// The diagnostic of a refused event that came from a host rather than from the app's own
  /// call (which throws), or `nil`.
  /// - Parameter event: A failed event.
  init?<Route>(refusing event: NavigationEvent<Route>) {
    guard case .failed = event.outcome,
      case .userDid(.selectedDetent(let detent, let layer)) = event.command.kind,
      let index = event.oldState.layerIndex(layer),
      case .sheet(let style) = event.oldState.layers[index].presentation,
      !style.detents.contains(detent)
    else { return nil }
    self = .detentNotOffered(detent, offered: style.detents)
  }
}

/// Keeps something registered with a ``Navigator`` — an observer, a leave guard, a log — until
/// it is cancelled or released: whatever a token nobody keeps registered stops at once.
///
/// ```swift
/// @MainActor final class Analytics {
///   private var token: NavigationToken?
///   init(navigator: Navigator<Screen>) {
///     token = navigator.observe { event in print(event) }  // heard while Analytics lives
///   }
/// }
/// ```
@MainActor
public final class NavigationToken {
  private var onCancel: (@MainActor () -> Void)?
  /// Run after `onCancel` when the token is released without ``cancel()``: how an observer's
  /// token reports that it was dropped before hearing anything.
  package var onRelease: (@MainActor () -> Void)?

  /// A token that runs `onCancel` once, when cancelled or released.
  package init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  /// A token that cancels all of `tokens` together.
  package convenience init(_ tokens: [NavigationToken]) {
    self.init { for token in tokens { token.cancel() } }
  }

  /// Ends the registration. Calling it again does nothing.
  ///
  /// ```swift
  /// let token = navigator.observe { event in print(event) }
  /// token.cancel()  // heard no more
  /// ```
  public func cancel() {
    let onCancel = self.onCancel
    self.onCancel = nil
    onCancel?()
  }

  isolated deinit {
    guard let onCancel else { return }
    onCancel()
    onRelease?()
  }
}
