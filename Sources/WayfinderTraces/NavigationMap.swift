public import Wayfinder

/// A map of an app's navigation: every screen a link opens, how to reach it (its links, and the
/// screens under it), and, from recorded traces, which screens people reached and which way.
/// Exported as Mermaid (``mermaid``) and Graphviz DOT (``dot``), and drawn as a page (``page(title:)``).
///
/// Each link of the table is opened with sample values (``LinkSamples``) from a starting state;
/// the state it opens gives the way there: the tab, the screens under it, and how it is shown.
/// A screen is named by the table's print key (the case name, with `@Links`), or else by its
/// case.
///
/// ```swift
/// let map = NavigationMap(links: links, from: .start, traces: [trace])
/// try map.mermaid.write(to: URL(filePath: "map.mmd"), atomically: true, encoding: String.Encoding.utf8)
/// print(map.unvisited)  // the screens no trace showed
/// ```
public struct NavigationMap: Hashable, Sendable, Codable {
  /// A screen of the map.
  public struct Screen: Hashable, Sendable, Codable {
    /// Its name: the print key or case name (`message`).
    public var name: String
    /// The links that open it.
    public var links: [Link]
    /// How many recorded states showed it on top.
    public var visits: Int
  }

  /// One link to a screen.
  public struct Link: Hashable, Sendable, Codable {
    /// The pattern, as declared (`/mail/:box/:id`).
    public var pattern: String
    /// A link of the pattern that opened the screen, with sample values.
    public var example: String?
    /// The pattern's parameters with their types (`box: String`, `page?: Int`).
    public var parameters: [String]
    /// The way the link goes: each node (`tab:c`, a screen) with how it is reached
    /// (``Move/tab``, ``Move/root``, ``Move/push``, ``Move/sheet``, a column, a custom
    /// presentation).
    public var path: [Step]
    /// Why no sample opened the link, when none did.
    public var problem: String?
  }

  /// A node on a link's way, and how it is reached.
  public struct Step: Hashable, Sendable, Codable {
    /// The node: a screen's name, or `tab:` and a tab's name.
    public var node: String
    /// How it is reached: by a tab, as a stack's root, pushed, in a sheet or a cover, in a
    /// column, or by a custom presentation.
    public var how: Move
  }

  /// How a node of the map is reached, from the node before it on a way.
  ///
  /// The map's JSON, Mermaid and DOT write a move as its ``description``: `tab`, `root`,
  /// `push`, `sheet`, `cover`, a column's name (`content`, `detail`, `inspector`), a custom
  /// presentation's name, or `trace`. New moves can be added in a minor version without
  /// breaking a `switch` over it (`@nonexhaustive`: it ends with `@unknown default`).
  ///
  /// ```swift
  /// let map = NavigationMap(links: links, from: .start)
  /// let sheets = map.edges.filter { $0.how == .sheet }
  /// print(sheets.map(\.to))  // the screens a link shows in a sheet
  /// ```
  @nonexhaustive
  public enum Move: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A tab selected: the way from nowhere to `tab:` and the tab's name.
    case tab
    /// The first screen of a stack (a tab's, the base's, the sidebar's).
    case root
    /// A screen pushed on the stack of the node before it.
    case push
    /// A sheet presented.
    case sheet
    /// A full-screen cover presented.
    case cover
    /// The first screen of a split view's column (content, detail or inspector).
    case column(SplitColumn)
    /// A custom presentation, by its transition's name.
    case custom(TransitionName)
    /// A way between two screens that only a recorded trace took, by no push or root.
    case trace

    /// The move as the map's exports write it: `push`, `sheet`, `detail`, a custom
    /// presentation's name…
    public var description: String {
      switch self {
      case .tab: "tab"
      case .root: "root"
      case .push: "push"
      case .sheet: "sheet"
      case .cover: "cover"
      case .column(let column): column.rawValue
      case .custom(let name): name.rawValue
      case .trace: "trace"
      }
    }

    /// Reads a move from the text its ``description`` writes; a name no other move takes is
    /// a custom presentation's.
    /// - Parameter text: The text.
    init(_ text: String) {
      let named: [Move] = [.tab, .root, .push, .sheet, .cover, .trace]
      if let move = named.first(where: { $0.description == text }) {
        self = move
      } else if let column = SplitColumn(rawValue: text) {
        self = .column(column)
      } else {
        self = .custom(TransitionName(text))
      }
    }

    /// Reads a move written by ``encode(to:)``: its ``description``, a string.
    /// - Parameter decoder: The decoder.
    /// - Throws: A `DecodingError` when the value is not a string.
    public init(from decoder: any Decoder) throws {
      self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Writes the move as its ``description``, a string, as the map's JSON has it.
    /// - Parameter encoder: The encoder.
    /// - Throws: An `EncodingError` from the encoder.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(description)
    }
  }

  /// A way from one node to another.
  public struct Edge: Hashable, Sendable, Codable {
    /// Where it starts: a screen's name, or `tab:` and a tab's name.
    public var from: String
    /// Where it goes.
    public var to: String
    /// How (see ``Step/how``); ``Move/trace`` for a way only a trace took.
    public var how: Move
    /// Whether a link's way takes it.
    public var declared: Bool
    /// How many times the recorded traces took it.
    public var visits: Int
  }

  /// The tabs links select, in the order they are first met.
  public var tabs: [String]
  /// Every screen, in the order links first reach them.
  public var screens: [Screen]
  /// Every way between two nodes.
  public var edges: [Edge]
  /// How many traces were read.
  public var traceCount: Int

  /// The screens no recorded trace showed on top (empty when no trace was read).
  public var unvisited: [String] {
    traceCount == 0 ? [] : screens.filter { $0.visits == 0 }.map(\.name)
  }

  /// Draws the map of a link table.
  /// - Parameters:
  ///   - links: The app's link table.
  ///   - start: The state links are opened from (the app's start, or its `linkBase`).
  ///   - otherStarts: More states, tried in order when `start` does not take a link (one per
  ///     mode when links need different ones, such as a split view's).
  ///   - samples: Values for the patterns' parameters (default: each type's typical value).
  ///   - traces: Recorded sessions, whose states count visits and add the ways people took.
  /// - Complexity: O(links × samples per link) link openings, plus O(records) for the traces.
  public init<Route: Hashable & Sendable & Codable>(
    links: LinkTable<Route>, from start: NavigationState<Route>,
    _ otherStarts: NavigationState<Route>..., samples: LinkSamples = [:],
    traces: [NavigationTrace<Route>] = []
  ) {
    self.init(links: links, starts: [start] + otherStarts, samples: samples, traces: traces)
  }

  /// Draws the map of a link table, from a list of starts.
  package init<Route: Hashable & Sendable & Codable>(
    links: LinkTable<Route>, starts: [NavigationState<Route>], samples: LinkSamples,
    traces: [NavigationTrace<Route>]
  ) {
    var drawing = MapDrawing()
    for (index, declaration) in links.declarations.enumerated() {
      let parameters = declaration.parameters.map { parameter in
        let optional = parameter.kind == .query ? "?" : ""
        let many = if case .catchAll = parameter.kind { "*" } else { "" }
        return "\(many)\(parameter.name)\(optional): \(parameter.type)"
      }
      switch samples.open(index, in: links, from: starts) {
      case .success(let opened):
        drawing.reached(
          Link(
            pattern: declaration.pattern, example: opened.link, parameters: parameters,
            path: Self.path(of: opened.state, links: links), problem: nil))
      case .failure(let refusal):
        drawing.unreached(
          Link(
            pattern: declaration.pattern, example: nil, parameters: parameters, path: [],
            problem: refusal.reason))
      }
    }
    for trace in traces {
      var previous: String?
      for state in [trace.start] + trace.records.map(\.state) {
        let path = Self.path(of: state, links: links)
        guard let top = path.last?.node else { continue }
        drawing.visit(top, from: previous, path: path)
        previous = top
      }
    }
    tabs = drawing.tabs
    screens = drawing.screens
    edges = drawing.edges
    traceCount = traces.count
  }

  /// The way to a state's shown screen: the tab or the columns, each stack's screens, and the
  /// presentations over them.
  static func path<Route>(of state: NavigationState<Route>, links: LinkTable<Route>) -> [Step] {
    var steps: [Step] = []
    func add(_ stack: Stack<Route>, first how: Move) {
      for (index, route) in stack.routes.enumerated() {
        steps.append(Step(node: name(of: route, links: links), how: index == 0 ? how : .push))
      }
    }
    switch state.base {
    case .stack(let stack): add(stack, first: .root)
    case .tabs(let tabs):
      steps.append(Step(node: "tab:\(tabs.selection)", how: .tab))
      add(tabs.selectedStack, first: .root)
    case .split(let columns):
      add(columns.sidebar, first: .root)
      for column in [SplitColumn.content, .detail, .inspector] {
        if let stack = columns[column] { add(stack, first: .column(column)) }
      }
    }
    for layer in state.layers {
      let how: Move =
        switch layer.presentation {
        case .sheet: .sheet
        case .fullScreenCover: .cover
        case .custom(let name): .custom(name)
        }
      add(layer.content, first: how)
    }
    return steps
  }

  /// A screen's name: the table's print key, or the case's name.
  static func name<Route>(of route: Route, links: LinkTable<Route>) -> String {
    if let key = links.printKey(of: route) { return key }
    if let label = Mirror(reflecting: route).children.first?.label { return label }
    let text = String(describing: route)
    return String(text.prefix { $0 != "(" })
  }
}
