#if canImport(SwiftUI)
  public import SwiftUI
  public import Wayfinder
  public import WayfinderTraces

  /// An in-app inspector of a navigator: the state as a tree with its ids, tabs, layers and
  /// alert; the timeline of events with their host steps and timings; each event's change;
  /// "go back to this point"; the state's link; the trace to share; and, with a link table,
  /// the app's map: every screen with its links, each tappable to open it.
  ///
  /// ```swift
  /// let inspector = NavigationInspector(
  ///   navigator: navigator, recorder: recorder, links: AppLinks.table)
  /// ```
  ///
  /// What it shows is `TraceTimeline`'s, decided and tested in WayfinderTraces (whose
  /// `TraceRecorder` it takes). Most apps add it with `navigationInspector(_:links:)` in debug
  /// builds.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public struct NavigationInspector<Route: Hashable & Sendable & Codable>: View {
    let navigator: Navigator<Route>
    let recorder: TraceRecorder<Route>
    let links: LinkTable<Route>?
    let samples: LinkSamples

    /// Creates an inspector.
    /// - Parameters:
    ///   - navigator: The navigator to inspect and to restore points into.
    ///   - recorder: The recorder attached to it.
    ///   - links: The app's link table, to show each state's link and the map (default: none).
    ///   - samples: Values for the links' parameters on the map (default: each type's
    ///     typical value).
    public init(
      navigator: Navigator<Route>, recorder: TraceRecorder<Route>, links: LinkTable<Route>? = nil,
      samples: LinkSamples = [:]
    ) {
      self.navigator = navigator
      self.recorder = recorder
      self.links = links
      self.samples = samples
    }

    /// The inspector: now, the events, and each event in full. The recorder's snapshot is
    /// asked for twice a second while the inspector is shown (recording tells no observer, to
    /// stay cheap; the snapshot is made again only after something was recorded); the
    /// navigator's state is observed as usual.
    public var body: some View {
      NavigationStack {
        TimelineView(.periodic(from: .now, by: 0.5)) { _ in
          let snapshot = recorder.snapshot(links: links)
          InspectorList(
            navigator: navigator, recorder: recorder, timeline: snapshot.timeline, links: links,
            samples: samples
          )
          .toolbar {
            if let document = snapshot.document {
              ShareLink("Share trace", item: document)
            }
          }
        }
        .navigationTitle("Navigation")
      }
    }
  }

  /// The state now, and the events, newest first.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  struct InspectorList<Route: Hashable & Sendable & Codable>: View {
    let navigator: Navigator<Route>
    let recorder: TraceRecorder<Route>
    let timeline: TraceTimeline<Route>
    let links: LinkTable<Route>?
    let samples: LinkSamples

    var body: some View {
      List {
        Section("Now") {
          InspectorTree(
            lines: navigator.state.description.split(separator: "\n").map(String.init))
          if let link = links?.link(for: navigator.state) {
            Text(link.description).font(.footnote).textSelection(.enabled)
          }
          if let links {
            // The map is drawn when the screen is shown, not each time the list is.
            NavigationLink("Map") {
              InspectorMap(navigator: navigator, recorder: recorder, links: links, samples: samples)
            }
          }
        }
        Section("Events (\(timeline.rows.count))") {
          ForEach(timeline.rows.reversed()) { row in
            // A link with its destination: the inspector's own stack registers no
            // destination, so the host's rule of one per stack (Q7) holds in this module.
            NavigationLink {
              InspectorEvent(timeline: timeline, index: row.id, navigator: navigator)
            } label: {
              InspectorRow(row: row)
            }
          }
        }
      }
    }
  }

  /// One event in the timeline: its command, outcome, time and steps.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  struct InspectorRow<Route: Hashable & Sendable & Codable>: View {
    let row: TraceTimeline<Route>.Row

    var body: some View {
      VStack(alignment: .leading, spacing: 2) {
        HStack {
          Text(row.title).font(.callout.monospaced())
          Spacer()
          Text(row.time).font(.caption).foregroundStyle(.secondary)
        }
        Text(row.summary)
          .font(.caption)
          .foregroundStyle(row.outcome == .failed ? Color.red : Color.secondary)
        ForEach(row.steps, id: \.self) { step in
          Text(step).font(.caption2).foregroundStyle(.secondary)
        }
      }
    }
  }

  /// One event in full: its tree, its change, its link, and a button to go back to it.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  struct InspectorEvent<Route: Hashable & Sendable & Codable>: View {
    let timeline: TraceTimeline<Route>
    let index: Int
    let navigator: Navigator<Route>

    var body: some View {
      List {
        Section {
          Button("Go back to this point") {
            if let state = timeline.state(at: index) { try? navigator.restore(state) }
          }
          if let link = timeline.link(at: index) {
            Text(link).font(.footnote).textSelection(.enabled)
          }
        }
        Section("State") { InspectorTree(lines: timeline.tree(at: index)) }
        Section("What changed") {
          ForEach(Array(timeline.changes(at: index).enumerated()), id: \.offset) { _, line in
            Text(line)
              .font(.caption.monospaced())
              .foregroundStyle(
                line.hasPrefix("+ ")
                  ? Color.green : line.hasPrefix("- ") ? Color.red : Color.primary)
          }
        }
      }
      .navigationTitle(timeline.rows.indices.contains(index) ? timeline.rows[index].title : "Start")
    }
  }

  /// The app's map: every screen with its links (pattern, example, how often the recording
  /// showed it); tapping a link opens it, and a refusal is shown, not dropped. The links are
  /// opened from the state the app is in when the screen is shown.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  struct InspectorMap<Route: Hashable & Sendable & Codable>: View {
    let navigator: Navigator<Route>
    let recorder: TraceRecorder<Route>
    let links: LinkTable<Route>
    let samples: LinkSamples
    @State private var map: NavigationMap?
    @State private var refusal: String?

    var body: some View {
      List {
        if map == nil { ProgressView() }
        if let refusal {
          Section { Text(refusal).font(.caption).foregroundStyle(.red) }
        }
        ForEach(map?.screens ?? [], id: \.name) { screen in
          Section("\(screen.name) · shown \(screen.visits)×") {
            ForEach(screen.links, id: \.pattern) { link in
              Button {
                open(link)
              } label: {
                VStack(alignment: .leading, spacing: 2) {
                  Text(link.pattern).font(.callout.monospaced())
                  Text(link.example ?? link.problem ?? "")
                    .font(.caption)
                    .foregroundStyle(link.example == nil ? Color.red : Color.secondary)
                }
              }
              .disabled(link.example == nil)
            }
          }
        }
      }
      .navigationTitle("Map")
      .onAppear {
        if map == nil {
          map = NavigationMap(
            links: links, starts: [navigator.state], samples: samples, traces: [recorder.trace])
        }
      }
    }

    private func open(_ link: NavigationMap.Link) {
      guard let example = link.example, let url = URL(string: example) else { return }
      do {
        try navigator.open(url)
        refusal = nil
      } catch {
        refusal = "\(example): \(error)"
      }
    }
  }

  /// A state's tree, drawn line by line in a fixed-width font.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  struct InspectorTree: View {
    let lines: [String]

    var body: some View {
      ScrollView(.horizontal) {
        Text(lines.joined(separator: "\n"))
          .font(.caption.monospaced())
          .textSelection(.enabled)
      }
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension View {
    /// Adds a floating button that opens a ``NavigationInspector`` of `navigator` in a panel
    /// drawn over the app (not presented: the navigator's own sheets keep the presentation
    /// slot), recording from the moment the view appears. With `links`, the inspector shows
    /// each state's link and a Map screen of every link. Add it in debug builds:
    ///
    /// ```swift
    /// struct AppView: View {
    ///   var body: some View {
    ///     NavigationRoot(navigator) { screen in ScreenView(screen) }
    ///       #if DEBUG
    ///         .navigationInspector(navigator, links: AppLinks.table)
    ///       #endif
    ///   }
    /// }
    /// ```
    ///
    /// The button is drawn over the view it modifies, so a sheet the navigator presents
    /// covers it until it is dismissed.
    /// - Parameters:
    ///   - navigator: The navigator to inspect.
    ///   - links: The app's link table, to show each state's link and the map (default: none).
    ///   - samples: Values for the links' parameters on the map (default: each type's typical
    ///     value).
    /// - Returns: The view with the inspector's button.
    public func navigationInspector<Route: Hashable & Sendable & Codable>(
      _ navigator: Navigator<Route>, links: LinkTable<Route>? = nil, samples: LinkSamples = [:]
    ) -> some View {
      modifier(InspectorModifier(navigator: navigator, links: links, samples: samples))
    }
  }

  /// The inspector's recorder, its button and its panel. The panel is drawn in place over the
  /// app, not presented: a sheet of its own would take the presentation slot of the root, the
  /// one the navigator's first sheet or cover needs, so a navigator sheet could not appear while
  /// the inspector is open — exactly when "go back to this point" restores states with layers.
  /// The button sits halfway down the trailing edge, clear of tab bars and toolbars.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  struct InspectorModifier<Route: Hashable & Sendable & Codable>: ViewModifier {
    let navigator: Navigator<Route>
    let links: LinkTable<Route>?
    let samples: LinkSamples
    @State private var recorder: TraceRecorder<Route>?
    @State private var isOpen = false

    func body(content: Content) -> some View {
      content
        .overlay(alignment: .trailing) {
          Button {
            isOpen = true
          } label: {
            Image(systemName: "point.topleft.down.to.point.bottomright.curvepath")
              .padding(10)
              .background(.thinMaterial, in: Circle())
          }
          .padding(.trailing, 8)
          .accessibilityLabel("Navigation inspector")
        }
        .overlay(alignment: .bottom) {
          if isOpen, let recorder {
            VStack(spacing: 0) {
              HStack {
                Spacer()
                Button("Close") { isOpen = false }
                  .padding(12)
              }
              NavigationInspector(
                navigator: navigator, recorder: recorder, links: links, samples: samples)
            }
            .frame(maxWidth: .infinity)
            .frame(height: 480)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
            .padding(8)
            .transition(.move(edge: .bottom).animation(.snappy))
            .accessibilityAddTraits(.isModal)
          }
        }
        .onAppear {
          if recorder == nil { recorder = TraceRecorder(navigator) }
        }
    }
  }
#endif
