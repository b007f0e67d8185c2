import SwiftUI
import WayfinderSwiftUI
import WidgetKit

// A widget's view (in the widget extension, which links only `Wayfinder`): its link is printed
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
