#if canImport(SwiftUI) && canImport(UIKit) && canImport(WidgetKit)
  import SwiftUI
  import WayfinderSwiftUI
  import WidgetKit

  // A widget's view (in a widget extension the core's `LinkTable` is enough): its link is printed
  // with the app's table, off the main actor, with no navigator. Tapping it opens the app, whose
  // `navigationScene(_:inbox:)` hands the link to the inbox.

  /// The unread message a widget shows, linking to it.
  struct UnreadMessageWidgetView: View {
    let id: Int

    var body: some View {
      Text("Message \(id)")
        .widgetURL(LinkTable.mail.url(for: .message(id)))
    }
  }
#endif
