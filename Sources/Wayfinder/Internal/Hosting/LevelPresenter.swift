/// Which view presents a level's layer and alert in a SwiftUI host (Q35).
///
/// A view that presents a sheet cannot present anything else (Q12, Q22). Two sheets that the
/// host draws are not layers of the state: the inspector, which SwiftUI shows as a sheet in a
/// horizontally compact width, and a page sequence's sheet page. While one of them is up over a
/// level, the level's layer and alert are presented from inside it — from the real top of the
/// window — not from the level's own content, which would be refused and leave `ask` waiting.
///
/// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
/// ```swift
/// InspectorColumn(…)
///   .modifier(LayerSlots(renderer: renderer, level: displayed.level(0, at: .inspector)))
/// ```
package enum LevelPresenter: Hashable, Sendable, CustomStringConvertible {
  /// The level's own content: the base, or the layer below.
  case content
  /// The inspector, shown as a sheet over the base in a compact width (level 0 only).
  case inspector
  /// The sheet page of the page sequence shown by the stack at this location.
  case sheetPage(StackLocation)

  /// `content`, `inspector`, `sheet page of tab a`.
  package var description: String {
    switch self {
    case .content: "content"
    case .inspector: "inspector"
    case .sheetPage(let location): "sheet page of \(location)"
    }
  }
}

/// What a host's view on a level's presenting screen can tell about the window: whether
/// something is presented above it right now (the SwiftUI host's transition probe reads
/// UIKit's `presentedViewController`). The host asks before it presents a layer or an alert
/// there, and polls it until an alert it hid is gone (Q35, Q20).
@MainActor
package protocol PresentationProbe: AnyObject {
  /// Whether the window presents something above the probe's screen that a presentation
  /// there would be refused under (being dismissed counts as gone: UIKit presents once it is).
  var presentsAbove: Bool { get }
  /// Whether anything is presented above the probe's screen, being dismissed included: an
  /// alert taken down is gone when this says no.
  var isPresenting: Bool { get }
}

/// A probe held weakly: a screen's view may go at any time.
struct WeakProbe {
  weak var probe: (any PresentationProbe)?
}

/// A level's slots on one presenting view.
struct LevelPlace: Hashable {
  let index: Int
  let presenter: LevelPresenter
}
