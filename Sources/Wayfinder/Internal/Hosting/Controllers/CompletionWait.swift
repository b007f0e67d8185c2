import Foundation

/// A wait on a completion handler that the toolkit may never call, owned by the code that
/// waits (Q33): it ends when the handler calls ``complete(_:)`` or when its deadline passes,
/// whichever comes first, and only once.
///
/// UIKit calls no completion for a call it ignores (a `dismiss(animated:completion:)` made
/// while another presentation or dismissal is in progress) and releases the block. The
/// deadline therefore holds the wait strongly: a wait whose only owner is the block, or whose
/// timer holds it weakly, would never end.
///
/// <!-- snippet: skip: an excerpt of a UIKit host's code -->
/// ```swift
/// let completed = await CompletionWait<Void>.until(deadline: .seconds(1)) { wait in
///   presenter.dismiss(animated: true) { wait.complete(()) }
/// }
/// if completed == nil { /* UIKit ignored the call: read what it shows */ }
/// ```
package final class CompletionWait<Value: Sendable>: @unchecked Sendable {
  // `@unchecked`: the mutable fields are read and written under `lock` only.
  /// Guards `continuation` and `deadlineTask`.
  private let lock = NSLock()
  /// The waiting code's continuation, `nil` once the wait ended.
  private var continuation: CheckedContinuation<Value?, Never>?
  /// The timer that ends the wait at its deadline, cancelled when the completion comes first.
  private var deadlineTask: Task<Void, Never>?

  /// A wait that resumes `continuation`.
  /// - Parameter continuation: The waiting code's continuation.
  private init(_ continuation: CheckedContinuation<Value?, Never>) {
    self.continuation = continuation
  }

  /// Whether the wait is over (completed, or past its deadline).
  package var hasEnded: Bool {
    lock.lock()
    defer { lock.unlock() }
    return continuation == nil
  }

  /// Ends the wait with `value`: what the completion handler calls. Only the first ending
  /// counts; a completion after the deadline does nothing.
  /// - Parameter value: The value the waiting code receives.
  package func complete(_ value: Value) {
    finish(value)
  }

  /// Ends the wait with `value` (`nil`: at the deadline), once; stops the timer.
  /// - Parameter value: What the waiting code receives.
  private func finish(_ value: Value?) {
    lock.lock()
    let waiting = continuation
    continuation = nil
    let timer = deadlineTask
    deadlineTask = nil
    lock.unlock()
    timer?.cancel()
    waiting?.resume(returning: value)
  }

  /// Keeps the deadline's timer, to stop it when the completion comes first; a wait that has
  /// already ended stops it at once.
  /// - Parameter task: The timer.
  private func setDeadline(_ task: Task<Void, Never>) {
    lock.lock()
    let ended = continuation == nil
    if !ended { deadlineTask = task }
    lock.unlock()
    if ended { task.cancel() }
  }

  /// Starts a call with a completion handler and returns what the handler passed, or `nil`
  /// when the deadline passed first (the toolkit ignored the call, or was slower than the
  /// deadline).
  ///
  /// <!-- snippet: skip: an excerpt of a UIKit host's code -->
  /// ```swift
  /// let outcome = await CompletionWait<ControllerCallOutcome>.until(deadline: deadline) {
  ///   wait in presenter.present(controller, animated: true) { wait.complete(.done) }
  /// }
  /// ```
  /// - Parameters:
  ///   - deadline: How long to wait for the handler at most.
  ///   - isolation: The actor the call is started on (the caller's).
  ///   - start: Makes the call, handing the wait to its completion handler; it may also end
  ///     the wait at once (a call refused on the spot).
  /// - Returns: The handler's value, or `nil` at the deadline.
  package static func until(
    deadline: Duration, isolation: isolated (any Actor)? = #isolation,
    _ start: (CompletionWait<Value>) -> Void
  ) async -> Value? {
    await withCheckedContinuation(isolation: isolation) { continuation in
      let wait = CompletionWait(continuation)
      // The deadline holds the wait strongly: it ends even when the toolkit drops the block.
      let timer = Task { [wait] in
        try? await Task.sleep(for: deadline)
        wait.finish(nil)
      }
      wait.setDeadline(timer)
      start(wait)
    }
  }
}
