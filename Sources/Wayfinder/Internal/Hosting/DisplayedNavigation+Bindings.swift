extension DisplayedNavigation {
  // MARK: Stored values for key-path bindings (Q1)

  /// The stored stack that a `NavigationStack` at `location` binds its path to: the same
  /// object for as long as the stack is shown, and, once it has left, until the step that
  /// removed it is over (Q8).
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// if let stack = displayed.stack(for: .tab("inbox")) { PathStack(stack: stack) }
  /// ```
  /// - Parameter location: The stack.
  /// - Returns: The stored stack, or `nil` when there is none to show.
  /// - Complexity: O(1) once made; reading it registers no observation.
  package func stack(for location: StackLocation) -> DisplayedStack<Route>? {
    if let model = stackModels[location] { return model }
    if let model = leavingStacks[location] { return model }
    guard let stack = storage.stack(at: location) else { return nil }
    let model = DisplayedStack(
      location: location, displayed: self, root: stack.root, path: path(of: stack),
      presentation: presentation(at: location))
    stackModels[location] = model
    return model
  }

  /// The stored modal slots of level `index` for the view that presents from `presenter`:
  /// the level's own content (index 0: the base; `k`: the layer at index `k - 1`), or a sheet
  /// the host draws over it (the compact inspector, a page sequence's sheet page). Each shows
  /// the level's layer and alert only while ``presenter(forLevel:)`` names its view, so that
  /// they are presented from the real top of the window (Q35).
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// content.sheet(item: Bindable(displayed.level(0)).sheet) { layer in … }
  /// ```
  /// - Parameters:
  ///   - index: The level.
  ///   - presenter: The view that holds the slots (default: the level's content).
  /// - Returns: The level's stored slots, the same object every time.
  package func level(_ index: Int, at presenter: LevelPresenter = .content) -> DisplayedLevel<
    Route
  > {
    if presenter != .content {
      let place = LevelPlace(index: index, presenter: presenter)
      if let level = placedLevels[place] { return level }
      let level = makeLevel(index, at: presenter)
      placedLevels[place] = level
      return level
    }
    while levels.count <= index {
      levels.append(makeLevel(levels.count, at: .content))
    }
    return levels[index]
  }

  private func makeLevel(_ index: Int, at presenter: LevelPresenter) -> DisplayedLevel<Route> {
    let shown = shownAt(index, by: presenter)
    return DisplayedLevel(
      index: index, presenter: presenter, displayed: self, layer: shown.layer, alert: shown.alert)
  }

  /// Shows each level's layer and alert on the view that presents it now. A layer that moves to
  /// another view (the compact inspector became a column) leaves the old one first and is
  /// shown on the new one once its dismissal has ended: a view presenting while another is
  /// dismissed would be refused (Q12, Q35).
  func refreshLevels() {
    let all = levels + placedLevels.values
    for level in all {
      guard let layer = level.layer, layer.presentation.kind != .custom,
        storage.layers.indices.contains(level.index),
        storage.layers[level.index].id == layer.id,
        presenter(forLevel: level.index, in: storage) != level.presenter
      else { continue }
      movingLayers[level.index] = layer.id
      let index = level.index
      Task { @MainActor [weak self] in
        // A dismissal never reported does not keep the layer off the screen for long.
        try? await Task.sleep(for: .seconds(1))
        self?.layerLeftItsPresenter(at: index, layer.id)
      }
    }
    for level in all {
      let shown = shownAt(level.index, by: level.presenter)
      level.update(alert: shown.alert)
      level.update(shown.layer)
    }
  }

  /// A layer that moved to another presenting view has left the old one (its `onDismiss`).
  func layerLeftItsPresenter(at index: Int, _ layer: LayerID) {
    guard movingLayers[index] == layer else { return }
    movingLayers[index] = nil
    refreshLevels()
  }

  /// What level `index` shows from `presenter`: its layer and the alert, if that view presents
  /// them now (and no layer of the level is still leaving another view).
  func shownAt(_ index: Int, by place: LevelPresenter) -> (
    layer: Layer<Route>?, alert: PresentedAlert?
  ) {
    guard presenter(forLevel: index, in: storage) == place, movingLayers[index] == nil else {
      return (nil, nil)
    }
    return (
      storage.layers.indices.contains(index) ? storage.layers[index] : nil,
      index == storage.layers.count ? storage.alert : nil
    )
  }

  /// The tab bar's selection, for `TabView(selection:)`. Writing it (the user tapped a tab,
  /// perhaps the selected one) reports the tap.
  package var tabSelection: TabID {
    get { selectedTab ?? TabID("") }
    set { write(selectedTab: newValue) }
  }

  /// The level that presents the alert: the top one, above the last layer (rule Q22).
  package var alertLevel: Int {
    _ = layers
    return storage.layers.count
  }

  /// SwiftUI closed the alert `id` without a button of ours (or just before the button's action
  /// runs): it is answered with no action on the next turn, unless a button answered first.
  func alertClosed(_ id: AlertID) {
    guard !isInBackground, storage.alert?.id == id else { return }
    Task { @MainActor in self.answerAlert(nil, to: id) }
  }

  // MARK: Steps and scenes

  /// Whether SwiftUI animates showing `step`: a path that gains or loses screens, a layer
  /// presented or dismissed, an alert. A stack replaced by one of the same length, a root
  /// swapped or a tab selected alone does not animate, so the host acknowledges such a step
  /// at once instead of waiting for an animation that will not come (Q3). A step the app
  /// asked to show without animation (``HostStep/animated``) does not animate either.
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// if displayed.animates(step) { withAnimation { displayed.show(step) } completion: { … } }
  /// ```
  /// - Parameter step: The next step.
  /// - Returns: Whether showing it starts an animation.
  package func animates(_ step: HostStep<Route>) -> Bool {
    if case .replaceAll = step.operation { return false }
    if !step.animated { return false }
    let new = step.state
    if storage.layers.map(\.id) != new.layers.map(\.id) || storage.alert != new.alert {
      return true
    }
    for location in new.stackLocations {
      guard let before = storage.stack(at: location) else { continue }
      if before.pushed.count != new.stack(at: location)?.pushed.count { return true }
    }
    return false
  }

  /// The scene went to the background: what SwiftUI writes from now on (it may tear down a
  /// sheet on a sheet) is not the user's and is not reported (Q14).
  package func sceneDidEnterBackground() {
    isInBackground = true
  }

  /// The scene is back: the displayed state is the truth, and every stored value is
  /// announced again so the views show it, whatever SwiftUI kept (Q14).
  package func sceneWillEnterForeground() {
    isInBackground = false
    for model in stackModels.values { model.republish() }
    for level in levels { level.republish() }
    observation.announce(
      ChangedParts(everythingIn: storage), announceGuards: false, around: {})
  }

  // MARK: Keeping the stored values

  /// The path of a stack, as a navigation view shows it.
  func path(of stack: Stack<Route>) -> [PathEntry<Route>] {
    stack.pushed.map { PathEntry(key: key(for: $0.id), route: $0.route) }
  }

  func presentation(at location: StackLocation) -> Presentation? {
    guard case .layer(let id) = location, let index = storage.layerIndex(id) else { return nil }
    return storage.layers[index].presentation
  }

  /// Brings the stored values up to the displayed state after a change.
  func refreshModels(_ changed: ChangedParts) {
    var locations = changed.stacks
    if changed.layers || changed.alert || !changed.stacks.isEmpty || changed.selection {
      // The alert is shown by the top level alone (Q22), each layer and the alert by the view
      // that presents its level now (Q35).
      refreshLevels()
    }
    if changed.layers {
      // A detent or a style may have changed without the stack.
      locations += storage.layers.map { .layer($0.id) }
    }
    for location in locations {
      guard let model = stackModels[location] else { continue }
      if let stack = storage.stack(at: location) {
        model.update(
          root: stack.root, path: path(of: stack), presentation: presentation(at: location))
      } else {
        model.leave()
        stackModels[location] = nil
        leavingStacks[location] = model
      }
    }
  }

  /// Lets go of the stacks and linked screens that the last step took away.
  func finishLeaving() {
    leavingStacks.removeAll()
    leavingLinks.removeAll()
  }
}
