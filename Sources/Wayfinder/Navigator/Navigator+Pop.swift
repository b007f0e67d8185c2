// The navigator's pop and go-back commands. Each runs the state command of the same name
// through `perform(_:_:)`, so it publishes one event, whether it succeeded or was refused,
// and throws the `NavigationError` the state command throws.

extension Navigator {
  /// Pops screens. See ``NavigationState/pop(_:on:)``.
  ///
  /// ```swift
  /// try navigator.pop(2)
  /// ```
  /// - Parameters:
  ///   - count: How many (default 1).
  ///   - location: The stack (default: the active stack).
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  @inlinable
  public func pop(_ count: Int = 1, on location: StackLocation? = nil) throws(NavigationError) {
    try perform(.pop(count, on: location)) { state throws(NavigationError) in
      try state.pop(count, on: location)
    }
  }

  /// Pops to an entry. See ``NavigationState/pop(to:)``.
  /// - Parameter id: The entry to end on.
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  public func pop(to id: EntryID) throws(NavigationError) {
    try perform(.popTo(id)) { state throws(NavigationError) in try state.pop(to: id) }
  }

  /// Pops to the lowest matching screen, searching from the root up: the root is considered
  /// too, so a predicate the root matches pops to the root. See
  /// ``NavigationState/popToFirst(on:where:)``.
  ///
  /// ```swift
  /// try navigator.popToFirst { $0 == .two }
  /// ```
  /// - Parameters:
  ///   - location: The stack (default: the active stack).
  ///   - predicate: Which route to end on (the root included).
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  public func popToFirst(on location: StackLocation? = nil, where predicate: (Route) -> Bool)
    throws(NavigationError)
  {
    try perform(.popToFirstMatch(on: location)) { state throws(NavigationError) in
      try state.popToFirst(on: location, where: predicate)
    }
  }

  /// Pops to the highest matching screen, searching from the top down to the root (included).
  /// See ``NavigationState/popToLast(on:where:)``.
  ///
  /// ```swift
  /// try navigator.popToLast { if case .detail = $0 { true } else { false } }
  /// ```
  /// - Parameters:
  ///   - location: The stack (default: the active stack).
  ///   - predicate: Which route to end on (the root included).
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  public func popToLast(on location: StackLocation? = nil, where predicate: (Route) -> Bool)
    throws(NavigationError)
  {
    try perform(.popToLastMatch(on: location)) { state throws(NavigationError) in
      try state.popToLast(on: location, where: predicate)
    }
  }

  /// Pops to the root. See ``NavigationState/popToRoot(on:)``.
  /// - Parameter location: The stack (default: the active stack).
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  @inlinable
  public func popToRoot(on location: StackLocation? = nil) throws(NavigationError) {
    try perform(.popToRoot(on: location)) { state throws(NavigationError) in
      try state.popToRoot(on: location)
    }
  }

  /// Goes back one step. See ``NavigationState/goBack()``.
  /// - Throws: The ``NavigationError`` of the state command; the state is then unchanged.
  @inlinable
  public func goBack() throws(NavigationError) {
    try perform(.goBack) { state throws(NavigationError) in try state.goBack() }
  }
}
