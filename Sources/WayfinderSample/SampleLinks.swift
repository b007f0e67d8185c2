public import Foundation
public import Wayfinder

extension LinkTable<SampleRoute> {
  /// The sample app's links, for the custom scheme `wayfinder` and the host
  /// `wayfinder.example`.
  ///
  /// | link | opens |
  /// |---|---|
  /// | `/a` … `/d` | that tab at its root |
  /// | `/c/two`, `/c/two/three` | screens in tab c with their back stack (any tab a–d) |
  /// | `/c/two/three/presented` | the sheet over Three in tab c (any tab a–d) |
  /// | `/c/path/three/one` | tab c: One › Three › One, any screens One–Three (any tab a–d) |
  /// | `/c/sheet/two/presented` | tab c: One › Two with PresentedView as the sheet (any tab) |
  /// | `/cover`, `/grow` | PresentedView as a cover, GrownView growing from the centre |
  /// | `/first`, `/second/:name` | the First → Second flow |
  /// | `/onboarding`, `/onboarding/features`, `/onboarding/permissions` | onboarding steps |
  /// | `/mail/:box`, `/mail/:box/:id` | mail mode: a mailbox, a message in its mailbox |
  ///
  /// Every link that opens one screen is declared on its case, with `@Link` (see
  /// ``SampleRoute``); the two stack links of each tab, whose segments name any screens, are
  /// added here.
  public static let sample: LinkTable<SampleRoute> = {
    var links = LinkTableBuilder<SampleRoute>(
      schemes: ["wayfinder"], hosts: ["wayfinder.example"])
    do {
      try SampleRoute.addLinks(to: &links)
      for tab in TabID.sampleTabs {
        try links.add(
          "/\(tab)/path/*screens", placement: LinkPlacement(tab: tab),
          stack: { try SampleRoute.stack(from: $0.values("screens"), presenting: false) },
          values: { SampleRoute.segments(of: $0, presenting: false) })
        try links.add(
          "/\(tab)/sheet/*screens", placement: LinkPlacement(tab: tab, presentation: .sampleSheet),
          stack: { try SampleRoute.stack(from: $0.values("screens"), presenting: true) },
          values: { SampleRoute.segments(of: $0, presenting: true) })
      }
      return try links.build()
    } catch {
      preconditionFailure("the sample link table is valid: \(error)")
    }
  }()
}

extension SampleRoute {
  /// The screens a stack link's segments name (`one`, `two`, `three`; the last of a sheet link
  /// is `presented`).
  static func stack(from segments: [String], presenting: Bool) throws(LinkError) -> [SampleRoute] {
    var stack: [SampleRoute] = []
    for (index, segment) in segments.enumerated() {
      let last = index == segments.count - 1
      let route: SampleRoute? =
        switch segment {
        case "one" where !(presenting && last): .one
        case "two" where !(presenting && last): .two
        case "three" where !(presenting && last): .three
        case "presented" where presenting && last: .presented
        default: nil
        }
      guard let route else {
        throw .invalidParameter(
          name: "screens", value: segment,
          expected: presenting && last ? "presented" : "one, two or three")
      }
      stack.append(route)
    }
    return stack
  }

  /// The segments that print a stack, or `nil` when a screen has no segment.
  static func segments(of stack: [SampleRoute], presenting: Bool) -> LinkValues? {
    var segments: [String] = []
    for (index, route) in stack.enumerated() {
      let last = index == stack.count - 1
      switch route {
      case .one where !(presenting && last): segments.append("one")
      case .two where !(presenting && last): segments.append("two")
      case .three where !(presenting && last): segments.append("three")
      case .presented where presenting && last: segments.append("presented")
      default: return nil
      }
    }
    return segments.isEmpty ? nil : LinkValues(segments: segments)
  }
}

extension SampleRoute {
  /// Refuses a link to a mailbox that is not one of ``mailboxNames``, or to a message whose
  /// number is not 1 to 99: the check `@Links(validated: true)` runs on every screen a link
  /// builds.
  /// - Parameter route: A screen a link built.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public static func validateLink(_ route: SampleRoute) throws(LinkError) {
    switch route {
    case .mailbox(let name) where !mailboxNames.contains(name):
      throw .invalidParameter(name: "box", value: name, expected: "inbox, work or archive")
    case .message(let id) where !(1...99).contains(id):
      throw .invalidParameter(name: "id", value: "\(id)", expected: "1 to 99")
    default: break
    }
  }
}

extension LinkTable<SampleRoute> {
  /// The link of a message in its mailbox, printed from the state it opens
  /// (`wayfinder://mail/work/2`), for opening the message in a new window.
  ///
  /// ```swift
  /// import SwiftUI
  /// import WayfinderSwiftUI
  ///
  /// struct OpenButton: View {
  ///   @Environment(\.openWindow) private var openWindow
  ///   var body: some View {
  ///     Button("Open in a new window") {
  ///       if let link = LinkTable.mailLink(mailbox: "work", message: 2) {
  ///         openWindow(value: WindowStart.link(link))
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  /// - Parameters:
  ///   - mailbox: The mailbox.
  ///   - message: The message.
  /// - Returns: The link, or `nil` when no link opens that message.
  public static func mailLink(mailbox: String, message: Int) -> URL? {
    var state = NavigationState<SampleRoute>.mailStart
    do throws(NavigationError) {
      try state.show(.mailbox(mailbox), in: .content)
      try state.show(.message(message), in: .detail)
    } catch {
      return nil
    }
    return sample.url(for: state).flatMap(URL.init(string:))
  }
}
