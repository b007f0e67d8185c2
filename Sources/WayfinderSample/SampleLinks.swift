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
  public static let sample: LinkTable<SampleRoute> = {
    var links = LinkTableBuilder<SampleRoute>(
      schemes: ["wayfinder"], hosts: ["wayfinder.example"])
    do {
      for tab in TabID.sampleTabs {
        try links.add("/\(tab)", route: .one, placement: LinkPlacement(tab: tab, asRoot: true))
        try links.add("/\(tab)/two", route: .two, placement: LinkPlacement(tab: tab))
        try links.add("/\(tab)/account", route: .account, placement: LinkPlacement(tab: tab))
        try links.add(
          "/\(tab)/two/three", route: .three,
          placement: LinkPlacement(tab: tab, parents: { _ in [.two] }))
        try links.add(
          "/\(tab)/two/three/presented", route: .presented,
          placement: LinkPlacement(
            tab: tab, parents: { _ in [.two, .three] }, presentation: .sampleSheet))
        try links.add(
          "/\(tab)/path/*screens", placement: LinkPlacement(tab: tab),
          stack: { try SampleRoute.stack(from: $0.values("screens"), presenting: false) },
          values: { SampleRoute.segments(of: $0, presenting: false) })
        try links.add(
          "/\(tab)/sheet/*screens", placement: LinkPlacement(tab: tab, presentation: .sampleSheet),
          stack: { try SampleRoute.stack(from: $0.values("screens"), presenting: true) },
          values: { SampleRoute.segments(of: $0, presenting: true) })
      }
      try links.add(
        "/cover", route: .presented, placement: LinkPlacement(presentation: .fullScreenCover))
      try links.add("/grow", route: .grown, placement: LinkPlacement(presentation: .grow))
      try links.add("/first", route: .first, placement: LinkPlacement(tab: "b"))
      try links.add(
        "/second/:name", placement: LinkPlacement(tab: "b", parents: { _ in [.first] }),
        build: { .second(name: try $0.value("name")) },
        values: { if case .second(let name) = $0 { ["name": name] } else { nil } })
      try links.add("/onboarding", route: .welcome, placement: LinkPlacement(tab: "d"))
      try links.add(
        "/onboarding/features", route: .features,
        placement: LinkPlacement(tab: "d", parents: { _ in [.welcome] }))
      try links.add(
        "/onboarding/permissions", route: .permissions,
        placement: LinkPlacement(
          tab: "d", parents: { _ in [.welcome, .features] }, presentation: .sampleSheet))
      try links.add(
        "/mail/:box", placement: LinkPlacement(column: .content),
        build: { .mailbox(try SampleRoute.mailboxName(try $0.value("box"))) },
        values: { if case .mailbox(let box) = $0 { ["box": box] } else { nil } })
      try links.add(
        "/mail/:box/:id", types: ["id": Int.self], placement: LinkPlacement(column: .detail),
        stack: { parameters in
          let id: Int = try parameters.value("id")
          guard (1...99).contains(id) else {
            throw LinkError.invalidParameter(name: "id", value: "\(id)", expected: "1 to 99")
          }
          return [
            .mailbox(try SampleRoute.mailboxName(try parameters.value("box"))), .message(id),
          ]
        },
        values: { stack in
          guard stack.count == 2, case .mailbox(let box) = stack[0],
            case .message(let id) = stack[1]
          else { return nil }
          return LinkValues(["box": box, "id": "\(id)"])
        })
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
  /// A mailbox name a link may name: one of ``mailboxNames``.
  static func mailboxName(_ name: String) throws(LinkError) -> String {
    guard mailboxNames.contains(name) else {
      throw .invalidParameter(name: "box", value: name, expected: "inbox, work or archive")
    }
    return name
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
