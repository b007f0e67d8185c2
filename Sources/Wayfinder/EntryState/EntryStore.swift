import Foundation

/// Models and saved UI state that live exactly as long as a screen: kept by its entry, through
/// tab switches and layers presented over it, and released only once the host has finished
/// the transition that removed the screen.
///
/// A screen asks its window's store for its model by its entry. The first call makes the
/// model; every later call, from any view or controller of the screen, returns the same one:
///
/// ```swift
/// @MainActor final class CartModel { var items: [Int] = [] }
///
/// let store = EntryStore.of(navigator)
/// let model = store.model(for: entryID) { CartModel() }
/// ```
///
/// The store keeps a model while its entry is in the navigator's state, in the state its host
/// shows, or in the step the host is performing. A pop removes the entry from the state at
/// once, but the popped screen is still on screen while it slides away; the model is released
/// when the host acknowledges that step (its transition ended). Without a host, nothing is
/// animated, and the model goes with the entry.
///
/// A model shared by several screens is kept by the entry or layer that bounds them: the
/// first screen of a flow (``model(for:make:)-(EntryID,_)``), or a sheet or cover
/// (``model(for:make:)-(LayerID,_)``), released once the flow's first screen or the layer is
/// gone and its removal acknowledged. Restoring a saved state starts every screen afresh: the
/// models of the screens it replaces are released once the host shows the restored state.
///
/// Each screen may also keep a small `Codable` value — a draft, a scroll position — that
/// ``Navigator/save(using:)`` writes beside the state and ``Navigator/restore(from:using:)``
/// gives back (see ``save(_:for:)`` and ``savedState(_:for:)``).
///
/// The store is the window's own: ``of(_:)`` makes it the first time it is asked for and
/// returns the same one afterwards. The navigator keeps it; it does not keep the navigator.
@MainActor
public final class EntryStore<Route: Hashable & Sendable> {
  /// What a model is kept by, and under which type.
  struct Key: Hashable {
    let scope: Scope
    let type: ObjectIdentifier
  }

  /// The entry or layer whose life bounds a model's.
  enum Scope: Hashable {
    case entry(EntryID)
    case layer(LayerID)
  }

  /// The largest encoded saved state, in bytes, that ``save(_:for:)`` keeps for one screen.
  ///
  /// ```swift
  /// print(EntryStore<Screen>.maximumSavedBytes)  // 16384
  /// ```
  nonisolated public static var maximumSavedBytes: Int { SavedStatesSection.maximumValueBytes }

  weak var navigator: Navigator<Route>?
  private var models: [Key: AnyObject] = [:]
  /// Models of the screens a restored state replaced, kept until the host shows it.
  private var replaced: [AnyObject] = []
  /// Each screen's saved state, encoded.
  var saved: [EntryID: Data] = [:]
  private var tokens: [NavigationToken] = []

  /// The store of `navigator`'s window: made the first time it is asked for, then the same
  /// one.
  ///
  /// ```swift
  /// @MainActor final class CartModel { var items: [Int] = [] }
  ///
  /// let model = EntryStore.of(navigator).model(for: entryID) { CartModel() }
  /// ```
  /// - Parameter navigator: The window's navigator.
  /// - Returns: The window's store.
  public static func of(_ navigator: Navigator<Route>) -> EntryStore {
    if let store = navigator.entryStore as? EntryStore { return store }
    let store = EntryStore(navigator)
    navigator.entryStore = store
    return store
  }

  private init(_ navigator: Navigator<Route>) {
    self.navigator = navigator
    tokens.append(navigator.observe { [weak self] event in self?.heard(event) })
    tokens.append(navigator.observeHost { [weak self] _ in self?.release() })
  }

  /// The model of the screen `entry`: made by `make` the first time it is asked for, then the
  /// same one until the screen is gone and the transition that removed it has ended.
  ///
  /// ```swift
  /// @MainActor final class CartModel { var items: [Int] = [] }
  ///
  /// let screen = try navigator.push(.checkout)
  /// let model = EntryStore.of(navigator).model(for: screen) { CartModel() }
  /// ```
  /// A screen may keep several models, one of each type. For an entry that is not in the
  /// navigator's state (a screen shown without a navigator, an entry long gone), `make`'s
  /// model is returned but not kept, and a ``NavigationDiagnostic/entryNotHeld(_:)`` is
  /// reported.
  /// - Parameters:
  ///   - entry: The screen's entry, or the first screen of a flow whose screens share the
  ///     model.
  ///   - make: Makes the model.
  /// - Returns: The screen's model.
  public func model<Model: AnyObject>(for entry: EntryID, make: () -> Model) -> Model {
    model(in: .entry(entry), make: make)
  }

  /// The model shared by the screens of the layer `layer` (a sheet, a cover): made by `make`
  /// the first time it is asked for, then the same one until the layer is dismissed and its
  /// dismissal has ended.
  ///
  /// ```swift
  /// @MainActor final class CheckoutModel { var address = "" }
  ///
  /// let sheet = try navigator.present(.checkout, as: .sheet())
  /// let checkout = EntryStore.of(navigator).model(for: sheet) { CheckoutModel() }
  /// ```
  /// - Parameters:
  ///   - layer: The layer.
  ///   - make: Makes the model.
  /// - Returns: The layer's model.
  public func model<Model: AnyObject>(for layer: LayerID, make: () -> Model) -> Model {
    model(in: .layer(layer), make: make)
  }

  private func model<Model: AnyObject>(in scope: Scope, make: () -> Model) -> Model {
    let key = Key(scope: scope, type: ObjectIdentifier(Model.self))
    if let model = models[key] as? Model { return model }
    let model = make()
    guard let navigator, live(in: navigator).contains(scope) else {
      let name =
        switch scope {
        case .entry(let entry): "entry \(entry)"
        case .layer(let layer): "layer \(layer)"
        }
      navigator?.report(.entryNotHeld(name))
      return model
    }
    models[key] = model
    return model
  }

  private func heard(_ event: NavigationEvent<Route>) {
    if case .restore = event.command.kind, case .changed = event.outcome {
      // The restored ids name other screens than the same ids before.
      replaced.append(contentsOf: models.values)
      models = [:]
      saved = [:]
    }
    release()
  }

  /// Releases what belongs to scopes neither the state, the host, nor its step in flight
  /// holds.
  private func release() {
    guard let navigator else { return }
    if navigator.host == nil || navigator.isSettled { replaced = [] }
    guard !models.isEmpty || !saved.isEmpty else { return }
    let live = live(in: navigator)
    models = models.filter { live.contains($0.key.scope) }
    saved = saved.filter { live.contains(.entry($0.key)) }
  }

  /// The entries and layers that are in the state, shown, or being shown.
  private func live(in navigator: Navigator<Route>) -> Set<Scope> {
    var states = [navigator.storage]
    if navigator.host != nil {
      states.append(navigator.shown)
      if let step = navigator.inFlight?.step.state { states.append(step) }
    }
    var live = Set<Scope>()
    for state in states {
      for entry in state.allEntries { live.insert(.entry(entry.id)) }
      for layer in state.layers { live.insert(.layer(layer.id)) }
    }
    return live
  }
}

extension Navigator {
  /// The model of the screen `entry`, kept by the window's ``EntryStore``: what a host's view
  /// that does not know the route type asks.
  /// - Parameters:
  ///   - entry: The screen's entry.
  ///   - make: Makes the model.
  /// - Returns: The screen's model.
  package func entryModel<Model: AnyObject>(for entry: EntryID, make: () -> Model) -> Model {
    EntryStore.of(self).model(for: entry, make: make)
  }
}
