/// Decodes a value, keeping the error instead of throwing it, so that one bad element does not
/// fail the array around it.
struct Attempt<Value: Decodable>: Decodable {
  let result: Result<Value, any Error>

  init(result: Result<Value, any Error>) {
    self.result = result
  }

  init(from decoder: any Decoder) throws {
    do {
      result = .success(try Value(from: decoder))
    } catch {
      result = .failure(error)
    }
  }
}

/// The saved JSON read loosely, for ``StateRestorer/Mode/lenient``: same shape as
/// `NavigationState`'s own encoding, with every part that can be dropped decoded as an
/// ``Attempt``.
struct LenientState<Route: Codable>: Decodable {
  var nextID: UInt64
  var base: LenientBase
  var layers: [Attempt<LenientLayer>]
  var alert: Attempt<PresentedAlert>?

  private enum CodingKeys: String, CodingKey {
    case nextID, base, layers, alert
  }

  init(
    nextID: UInt64, base: LenientBase, layers: [Attempt<LenientLayer>],
    alert: Attempt<PresentedAlert>?
  ) {
    self.nextID = nextID
    self.base = base
    self.layers = layers
    self.alert = alert
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    nextID = try container.decode(UInt64.self, forKey: .nextID)
    base = try container.decode(LenientBase.self, forKey: .base)
    layers = try container.decodeIfPresent([Attempt<LenientLayer>].self, forKey: .layers) ?? []
    alert = try container.decodeIfPresent(Attempt<PresentedAlert>.self, forKey: .alert)
  }

  enum LenientBase: Decodable {
    case stack(LenientStack)
    case tabs(selection: TabID, items: [Attempt<LenientTab>])
    case split(LenientSplit)

    private enum CodingKeys: String, CodingKey {
      case stack, tabs, selection, items, split
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      if container.contains(.stack) {
        self = .stack(try container.decode(LenientStack.self, forKey: .stack))
      } else if container.contains(.split) {
        self = .split(try container.decode(LenientSplit.self, forKey: .split))
      } else {
        let tabs = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .tabs)
        self = .tabs(
          selection: try tabs.decode(TabID.self, forKey: .selection),
          items: try tabs.decode([Attempt<LenientTab>].self, forKey: .items))
      }
    }
  }

  struct LenientStack: Decodable {
    var root: Entry<Route>
    var pushed: [Attempt<Entry<Route>>]

    private enum CodingKeys: String, CodingKey {
      case root, pushed
    }

    init(root: Entry<Route>, pushed: [Attempt<Entry<Route>>]) {
      self.root = root
      self.pushed = pushed
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      root = try container.decode(Entry<Route>.self, forKey: .root)
      pushed = try container.decodeIfPresent([Attempt<Entry<Route>>].self, forKey: .pushed) ?? []
    }
  }

  /// A split view read loosely: a column that fails is dropped with the columns after it, and
  /// a visibility this version does not know is `automatic`.
  struct LenientSplit: Decodable {
    var hasContentColumn: Bool
    var sidebar: LenientStack
    var content: Attempt<LenientStack>?
    var detail: Attempt<LenientStack>?
    var inspector: Attempt<LenientStack>?
    var visibility: SplitVisibility

    private enum CodingKeys: String, CodingKey {
      case columns, sidebar, content, detail, inspector, visibility
    }

    init(
      hasContentColumn: Bool, sidebar: LenientStack, content: Attempt<LenientStack>?,
      detail: Attempt<LenientStack>?, inspector: Attempt<LenientStack>?,
      visibility: SplitVisibility
    ) {
      self.hasContentColumn = hasContentColumn
      self.sidebar = sidebar
      self.content = content
      self.detail = detail
      self.inspector = inspector
      self.visibility = visibility
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let count = try container.decode(Int.self, forKey: .columns)
      guard count == 2 || count == 3 else {
        throw DecodingError.dataCorruptedError(
          forKey: .columns, in: container, debugDescription: "a split view has 2 or 3 columns")
      }
      hasContentColumn = count == 3
      sidebar = try container.decode(LenientStack.self, forKey: .sidebar)
      content = try container.decodeIfPresent(Attempt<LenientStack>.self, forKey: .content)
      detail = try container.decodeIfPresent(Attempt<LenientStack>.self, forKey: .detail)
      inspector = try container.decodeIfPresent(Attempt<LenientStack>.self, forKey: .inspector)
      let shown = try container.decodeIfPresent(Attempt<SplitVisibility>.self, forKey: .visibility)
      visibility = (try? shown?.result.get()) ?? .automatic
    }
  }

  struct LenientTab: Decodable {
    var id: TabID
    var stack: Attempt<LenientStack>
    /// Whether the user hid the tab; absent before tabs could be hidden.
    var hidden: Bool?
  }

  struct LenientLayer: Decodable {
    var id: LayerID
    var presentation: Presentation
    var content: LenientStack
  }
}

extension LenientState {
  /// Keeps what is valid and lists what is not.
  func salvage() throws(RestorationError) -> (NavigationState<Route>, [DroppedContent]) {
    var salvager = Salvager()
    let keptBase: NavigationBase<Route>
    switch base {
    case .stack(let raw):
      guard let stack = salvager.stack(raw, at: .base) else {
        throw .because(.inconsistent(.idNotIssued(raw.root.id.rawValue, nextID: nextID)))
      }
      keptBase = .stack(stack)
    case .tabs(let selection, let items):
      var kept: [TabStack<Route>] = []
      for item in items {
        switch item.result {
        case .failure(let error):
          salvager.drop(.tab(nil), error)
        case .success(let tab):
          guard !tab.id.rawValue.isEmpty, !kept.contains(where: { $0.id == tab.id }) else {
            salvager.drop(.tab(tab.id), "duplicate or empty tab name")
            continue
          }
          switch tab.stack.result {
          case .failure(let error):
            salvager.drop(.tab(tab.id), error)
          case .success(let raw):
            guard let stack = salvager.stack(raw, at: .tab(tab.id)) else {
              salvager.drop(.tab(tab.id), "its root id \(raw.root.id) is used elsewhere")
              continue
            }
            kept.append(TabStack(id: tab.id, stack: stack, isHidden: tab.hidden ?? false))
          }
        }
      }
      guard let first = kept.first else { throw .because(.inconsistent(.noTabs)) }
      var selected = selection
      if !kept.contains(where: { $0.id == selection }) {
        salvager.drop(.selection(selection), "that tab was not restored; selecting \(first.id)")
        selected = first.id
      }
      if let index = kept.firstIndex(where: { $0.id == selected }), kept[index].isHidden {
        salvager.drop(.selection(selected), "the selected tab was hidden; it is shown again")
        kept[index].isHidden = false
      }
      keptBase = .tabs(Tabs(selection: selected, items: kept))
    case .split(let raw):
      keptBase = .split(try salvager.split(raw, nextID: nextID))
    }
    var keptLayers: [Layer<Route>] = []
    for (index, attempt) in layers.enumerated() {
      let reason: String
      switch attempt.result {
      case .failure(let error):
        reason = StateRestorer.explain(error)
      case .success(let raw):
        if case .sheet(let style) = raw.presentation, let problem = style.problem {
          reason = problem
        } else if !salvager.claim(raw.id) {
          reason = "layer id \(raw.id) is used elsewhere"
        } else if let stack = salvager.stack(raw.content, at: .layer(raw.id)) {
          keptLayers.append(Layer(id: raw.id, presentation: raw.presentation, content: stack))
          continue
        } else {
          reason = "its root id \(raw.content.root.id) is used elsewhere"
        }
      }
      salvager.drop(.layers(from: index, count: layers.count - index), reason)
      break
    }
    var keptAlert: PresentedAlert?
    switch alert?.result {
    case nil: break
    case .failure(let error): salvager.drop(.alert, error)
    case .success(var shown):
      if !salvager.claim(shown.id) {
        salvager.drop(.alert, "id \(shown.id) is used elsewhere")
        break
      }
      let partial = try? NavigationState(
        base: keptBase, layers: keptLayers, nextID: max(nextID, salvager.highest &+ 1))
      if shown.lacksOwner, let partial { shown.owner = .entry(partial.currentEntry.id) }
      if partial?.contains(shown.owner) == true {
        keptAlert = shown
      } else {
        salvager.drop(.alert, "it belongs to \(shown.owner), which was not restored")
      }
    }
    let next = max(nextID, salvager.highest &+ 1)
    do {
      let state = try NavigationState(
        base: keptBase, layers: keptLayers, alert: keptAlert, nextID: next)
      return (state, salvager.dropped)
    } catch {
      guard case .invalidState(let violation) = error.reason else {
        throw .because(.corrupt("\(error)"))
      }
      throw .because(.inconsistent(violation))
    }
  }
}

/// Tracks the ids kept so far and the parts dropped.
private struct Salvager {
  var seen = Set<UInt64>()
  var highest: UInt64 = 0
  var dropped: [DroppedContent] = []

  /// Takes an id for the restored state; `false` if it is taken or out of range.
  mutating func claim(_ id: some IssuedIdentifier) -> Bool {
    guard id.rawValue >= 1, id.rawValue <= NavigationState<Never>.maximumEntryID,
      seen.insert(id.rawValue).inserted
    else { return false }
    highest = max(highest, id.rawValue)
    return true
  }

  mutating func drop(_ part: DroppedContent.Part, _ reason: String) {
    dropped.append(DroppedContent(part: part, reason: reason))
  }

  mutating func drop(_ part: DroppedContent.Part, _ error: any Error) {
    drop(part, StateRestorer.explain(error))
  }

  /// The columns that can be kept: the sidebar must be, and a column that cannot goes with
  /// the columns after it.
  mutating func split<Route>(_ raw: LenientState<Route>.LenientSplit, nextID: UInt64)
    throws(RestorationError) -> SplitColumns<Route>
  {
    guard let sidebar = stack(raw.sidebar, at: .column(.sidebar)) else {
      throw .because(.inconsistent(.idNotIssued(raw.sidebar.root.id.rawValue, nextID: nextID)))
    }
    var split = SplitColumns(
      sidebar: sidebar, hasContentColumn: raw.hasContentColumn, visibility: raw.visibility)
    let later: [(SplitColumn, Attempt<LenientState<Route>.LenientStack>?)] =
      raw.hasContentColumn
      ? [(.content, raw.content), (.detail, raw.detail)] : [(.detail, raw.detail)]
    if !raw.hasContentColumn, raw.content != nil {
      drop(.columns(from: .content), "a two-column split view has no content column")
    }
    for (column, attempt) in later {
      guard let attempt else { continue }
      let reason: String
      switch attempt.result {
      case .failure(let error): reason = StateRestorer.explain(error)
      case .success(let stack):
        if split[split.column(before: column) ?? .sidebar] == nil {
          reason = "the column before it shows nothing"
        } else if let kept = self.stack(stack, at: .column(column)) {
          split.setStack(kept, in: column)
          continue
        } else {
          reason = "its root id \(stack.root.id) is used elsewhere"
        }
      }
      drop(.columns(from: column), reason)
      break
    }
    // The inspector stands apart: one that cannot be kept is closed, the columns stay.
    if let attempt = raw.inspector {
      switch attempt.result {
      case .failure(let error): drop(.columns(from: .inspector), error)
      case .success(let stack):
        if let kept = self.stack(stack, at: .column(.inspector)) {
          split.setStack(kept, in: .inspector)
        } else {
          drop(.columns(from: .inspector), "its root id \(stack.root.id) is used elsewhere")
        }
      }
    }
    return split
  }

  /// The valid prefix of a stack, or `nil` when its root cannot be kept.
  mutating func stack<Route>(
    _ raw: LenientState<Route>.LenientStack, at location: StackLocation
  ) -> Stack<Route>? {
    guard claim(raw.root.id) else { return nil }
    var pushed: [Entry<Route>] = []
    for (index, attempt) in raw.pushed.enumerated() {
      let reason: String
      switch attempt.result {
      case .success(let entry) where claim(entry.id):
        pushed.append(entry)
        continue
      case .success(let entry):
        reason = "id \(entry.id) is used elsewhere or out of range"
      case .failure(let error):
        reason = StateRestorer.explain(error)
      }
      let count = raw.pushed.count - index
      drop(.entries(location, from: index + 1, count: count), reason)
      break
    }
    return Stack(root: raw.root, pushed: pushed)
  }
}
