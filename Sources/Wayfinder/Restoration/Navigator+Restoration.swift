public import Foundation

extension Navigator where Route: Codable {
  /// Restores saved data; when it restores nothing, or leaves out routes of a module the
  /// restorer does not know, it reports why as a ``NavigationDiagnostic`` as well as throwing.
  /// The screens' saved UI states go to the window's ``EntryStore``; one that cannot be read
  /// is dropped and reported as ``NavigationDiagnostic/savedStateDropped(_:)``.
  ///
  /// ```swift
  /// let restorer = StateRestorer(routes: RouteRegistry([ShopRoute.self]))
  /// do {
  ///   try navigator.restore(from: data, using: restorer)
  /// } catch {
  ///   // the navigator has published why (a missing registry, an unknown module, bad data)
  /// }
  /// ```
  /// - Parameters:
  ///   - data: Bytes saved by ``save(using:)`` or ``StateRestorer/encode(_:)``.
  ///   - restorer: The restorer that reads them.
  /// - Returns: What was restored, and what lenient decoding left out.
  /// - Throws: The ``RestorationError`` that kept the state as it was (a state the navigator
  ///   refuses, for a leave guard, is ``RestorationError/Code-swift.enum/unreadable``).
  @discardableResult
  public func restore(from data: Data, using restorer: StateRestorer) throws(RestorationError)
    -> RestoredState<Route>
  {
    let restored: RestoredState<Route>
    do throws(RestorationError) {
      restored = try restorer.decode(Route.self, from: data)
      // A route rule may redirect a restored screen; only a refusal restores nothing.
      try restore(restored.state)
    } catch {
      reportUnrestored(error, by: restorer)
      throw error
    }
    for part in restored.dropped {
      if let name = RouteRegistry.unregisteredName(in: part.reason) {
        report(.unregisteredModuleRoute(name, registered: restorer.routes?.names ?? []))
      }
      switch part.part {
      case .savedStates: report(.savedStateDropped("of every screen: \(part.reason)"))
      case .savedState(let entry): report(.savedStateDropped("of entry \(entry): \(part.reason)"))
      default: break
      }
    }
    if !restored.savedStates.isEmpty { EntryStore.of(self).adopt(restored.savedStates) }
    return restored
  }

  /// Saves the state, with the screens' saved UI states kept by the window's ``EntryStore``;
  /// reports a ``NavigationDiagnostic`` when the data could never be read back by the same
  /// restorer (module routes without a ``RouteRegistry`` listing them).
  ///
  /// ```swift
  /// let data = try navigator.save(using: restorer)
  /// ```
  /// - Parameter restorer: The restorer that will read the data.
  /// - Returns: The bytes.
  /// - Throws: ``RestorationError/Code-swift.enum/encodingFailed`` when a route cannot be encoded.
  public func save(using restorer: StateRestorer) throws(RestorationError) -> Data {
    let state = self.state
    if let diagnostic = restorer.unrestorable(state) { report(diagnostic) }
    let saved = (entryStore as? EntryStore<Route>)?.saved ?? [:]
    return try restorer.encode(state, saved: saved)
  }
}

extension Navigator {
  /// Publishes why saved data restored nothing.
  /// - Parameters:
  ///   - error: What the restorer threw.
  ///   - restorer: The restorer.
  package func reportUnrestored(_ error: RestorationError, by restorer: StateRestorer) {
    report(restorer.diagnosis(of: error, decoding: Route.self), about: .restore)
  }
}

extension StateRestorer {
  /// Why data saved from `state` could never be read back by this restorer, or `nil`.
  /// - Parameter state: The state to save.
  /// - Returns: A missing registry, or the first module route it does not list.
  /// - Complexity: O(n) in the entries for ``AnyRoute`` states, O(1) otherwise.
  func unrestorable<Route>(_ state: NavigationState<Route>) -> NavigationDiagnostic? {
    guard Route.self == AnyRoute.self else { return nil }
    guard let routes else { return .missingRouteRegistry }
    let names = Set(routes.names)
    for entry in state.allEntries {
      if let route = entry.route as? AnyRoute, !names.contains(route.routeName) {
        return .unregisteredModuleRoute(route.routeName, registered: routes.names)
      }
    }
    return nil
  }

  /// The diagnostic of a decode that failed.
  /// - Parameters:
  ///   - error: The failure.
  ///   - type: The route type decoded.
  /// - Returns: A missing registry, an unknown module, or the failure itself.
  func diagnosis<Route>(of error: RestorationError, decoding type: Route.Type)
    -> NavigationDiagnostic
  {
    if type == AnyRoute.self, routes == nil { return .missingRouteRegistry }
    if case .corrupt(let reason) = error.reason,
      let name = RouteRegistry.unregisteredName(in: reason)
    {
      return .unregisteredModuleRoute(name, registered: routes?.names ?? [])
    }
    return .restorationFailed(error)
  }
}
