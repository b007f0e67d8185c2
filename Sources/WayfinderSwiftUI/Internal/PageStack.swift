#if canImport(SwiftUI)
  import SwiftUI
  import Wayfinder

  /// A stack shown as a page sequence (``PageStyles``): each page drawn over the ones before
  /// it with its registered transition and animation (none for a plain page), no navigation
  /// bar unless the app asks, and a sheet page shown as a sheet only while it is the last page
  /// (`PageSequence`). The sheet's `isPresented` is bound by key path into the stored stack
  /// (Q1); dragging it down pops it.
  struct PageStack<Route: Hashable & Sendable, Screen: View>: View {
    let renderer: Renderer<Route, Screen>
    @Bindable var stack: DisplayedStack<Route>
    @Environment(\.wayfinderCustomDetents) private var custom

    var body: some View {
      let sequence = PageSequence(root: stack.root, path: stack.path, styles: renderer.pages)
      ZStack {
        ForEach(sequence.pages) { page in
          // Only the top page is read by VoiceOver and reached by touches (Q26).
          pageView(page)
            .accessibilityHidden(!sequence.isTop(page))
            .allowsHitTesting(sequence.isTop(page))
            .zIndex(Double(page.position))
            .transition(transition(for: page.style))
        }
      }
      .sheet(isPresented: $stack[isTop: sequence.sheet?.id]) {
        if let sheet = sequence.sheet, case .sheet(let style) = sheet.style {
          pageView(sheet)
            .presentationDetents(style.presentationDetents(custom))
            .sheetChrome(style)
            // The level above this stack is presented from its sheet page (Q35).
            .modifier(
              LayerSlots(
                renderer: renderer,
                level: renderer.displayed.level(
                  renderer.displayed.level(above: stack.location),
                  at: .sheetPage(stack.location)))
            )
            .onAppear {
              renderer.displayed.navigator?.checkCustomDetents(
                of: style, in: custom, slotted: true)
            }
        }
      }
    }

    /// One page, with its context, in a navigation stack of its own when the app asks for a bar.
    @ViewBuilder
    private func pageView(_ page: PageSequence<Route>.Page) -> some View {
      let displayed = renderer.displayed
      let id = displayed.entryID(
        for: PathEntry(key: page.id, route: page.route), in: stack.location)
      let content = renderer.screen(page.route)
        .modifier(UITestScreenName(route: page.route))
        .environment(
          \.screenContext, id.map { ScreenContext(entryID: $0, location: stack.location) }
        )
        // A sheet whose stack is a page sequence is up when its top page has appeared (Q20).
        .transitionProbe(displayed, entryID: id, locking: nil)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      if renderer.pages.showsNavigationBar {
        NavigationStack { content }
      } else {
        content
      }
    }

    /// The page's transition, carrying its animation; a plain page appears and goes at once.
    private func transition(for style: PageStyle) -> AnyTransition {
      switch style {
      case .plain, .sheet: .identity
      case .transition(let name):
        renderer.transitions.style(for: name).transition.animation(
          renderer.transitions.style(for: name).animation)
      }
    }
  }
#endif
