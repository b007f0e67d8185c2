public import Wayfinder
public import WayfinderTraces

/// Opens every link of an app's table with sample values and checks each one: that it opens,
/// that the state it opens prints back the same link, and that the state survives the
/// restoration format; with recorded traces, it also names the screens of the map that no
/// trace showed. One test covers every link the app declares, including the ones added later.
///
/// It checks that each link is consistent with itself, not that it opens the screens the app
/// means: a link that opens the wrong stack, both ways alike, passes (test those with
/// `TestNavigator.open(_:policy:expecting:)`). It checks the links the table declares: a
/// screen with no link is not explored. "Prints back"
/// compares the printed link's URL with the one opened; what a printed link leaves out of the
/// state (`StateLink.omitted`, such as the tab under a sheet that opens over any tab) is not
/// a problem. Route types are `Codable`, as restoration needs.
///
/// ```swift
/// @Test @MainActor func everyLinkWorks() {
///   let explorer = LinkExplorer(
///     links: links, from: .start, samples: ["id": ["42"], "query": ["tea"]])
///   let report = explorer.run(traces: [trace])
///   #expect(report.problems.isEmpty, "\(report)")
/// }
/// ```
public struct LinkExplorer<Route: Hashable & Sendable & Codable>: Sendable {
  /// The app's link table.
  public var links: LinkTable<Route>
  /// The states links are opened from, tried in order.
  public var starts: [NavigationState<Route>]
  /// Values for the patterns' parameters.
  public var samples: LinkSamples
  /// How the states are written and read back (default: `StateRestorer()`, strict).
  public var restorer: StateRestorer

  /// An explorer.
  /// - Parameters:
  ///   - links: The app's link table.
  ///   - start: The state links are opened from (the app's start).
  ///   - otherStarts: More states, tried in order when `start` does not take a link (one per
  ///     mode when links need different ones, such as a split view's).
  ///   - samples: Values for the patterns' parameters (default: each type's typical value).
  ///   - restorer: How states are written and read back (default: strict).
  public init(
    links: LinkTable<Route>, from start: NavigationState<Route>,
    _ otherStarts: NavigationState<Route>..., samples: LinkSamples = [:],
    restorer: StateRestorer = StateRestorer()
  ) {
    self.links = links
    self.starts = [start] + otherStarts
    self.samples = samples
    self.restorer = restorer
  }

  /// Opens every link and checks it.
  /// - Parameter traces: Recorded sessions; the report then names the screens none showed.
  /// - Returns: The report: every link opened, every problem, the screens no trace showed.
  /// - Complexity: O(links × samples × starts) openings, one print and one restoration each.
  public func run(traces: [NavigationTrace<Route>] = []) -> LinkExploration {
    var report = LinkExploration()
    for (index, declaration) in links.declarations.enumerated() {
      let link: String
      let state: NavigationState<Route>
      switch samples.open(index, in: links, from: starts) {
      case .success(let opened): (link, state) = opened
      case .failure(let refusal):
        report.problems.append(
          .init(pattern: declaration.pattern, link: nil, kind: .notOpened, detail: refusal.reason))
        continue
      }
      report.opened.append(link)
      // Printed as the link was made: with the custom scheme, or as a universal link when the
      // table has no custom scheme.
      let printed = links.link(for: state, universal: links.customSchemes.isEmpty)
      if printed?.url.absoluteString != link {
        report.problems.append(
          .init(
            pattern: declaration.pattern, link: link, kind: .printsDifferently,
            detail: printed.map { "prints \($0)" } ?? "prints no link"))
      }
      do throws(RestorationError) {
        let restored = try restorer.decode(Route.self, from: try restorer.encode(state))
        if restored.state != state {
          report.problems.append(
            .init(
              pattern: declaration.pattern, link: link, kind: .notRestored,
              detail: "restores as \(restored.state)"))
        }
      } catch {
        report.problems.append(
          .init(pattern: declaration.pattern, link: link, kind: .notRestored, detail: "\(error)"))
      }
    }
    if !traces.isEmpty {
      report.unvisited =
        NavigationMap(links: links, starts: starts, samples: samples, traces: traces).unvisited
    }
    return report
  }
}

/// What ``LinkExplorer`` found: the links it opened, the problems, and the screens no trace
/// showed.
///
/// ```swift
/// let report = LinkExplorer(links: links, from: .start).run()
/// #expect(report.problems.isEmpty, "\(report)")
/// ```
public struct LinkExploration: Hashable, Sendable, CustomStringConvertible {
  /// A link that does not do what it should.
  public struct Problem: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong. New kinds can be added in a minor version without breaking a `switch`
    /// over it (`@nonexhaustive`: it ends with `@unknown default`).
    ///
    /// ```swift
    /// let report = LinkExplorer(links: links, from: .start).run()
    /// let unopened = report.problems.filter { $0.kind == .notOpened }.map(\.pattern)
    /// ```
    @nonexhaustive
    public enum Kind: String, Hashable, Sendable {
      /// No sample value opened the link, from any start.
      case notOpened
      /// The state the link opens prints another link, or none.
      case printsDifferently
      /// The state the link opens is not the same after the restoration format.
      case notRestored
    }

    /// The pattern, as declared.
    public var pattern: String
    /// The link opened, when one was.
    public var link: String?
    /// What is wrong.
    public var kind: Kind
    /// The details: the refusal, the link printed, the restoration's error.
    public var detail: String

    /// The problem in one line.
    public var description: String { "\(pattern) [\(kind.rawValue)]: \(detail)" }
  }

  /// The links opened, one per pattern that opened.
  public var opened: [String] = []
  /// The problems, in the order of the table.
  public var problems: [Problem] = []
  /// The screens of the map no recorded trace showed (empty without traces).
  public var unvisited: [String] = []

  /// The report, one line per problem.
  public var description: String {
    var lines = ["\(opened.count) links opened, \(problems.count) problems"]
    lines += problems.map { "  " + $0.description }
    if !unvisited.isEmpty {
      lines.append("  no trace showed: " + unvisited.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }
}
