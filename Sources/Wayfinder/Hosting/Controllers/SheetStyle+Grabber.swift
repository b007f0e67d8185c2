extension SheetStyle {
  /// Whether a sheet shows its grabber: as ``dragIndicator`` says, and when automatic, only
  /// when there is more than one detent to drag to (SwiftUI's rule, which the UIKit host
  /// follows too).
  ///
  /// ```swift
  /// SheetStyle(detents: [.medium, .large]).showsGrabber  // true
  /// SheetStyle(detents: [.large]).showsGrabber           // false
  /// ```
  package var showsGrabber: Bool {
    switch dragIndicator {
    case .visible: true
    case .hidden: false
    case .automatic: detents.count > 1
    }
  }
}

extension SheetStyle {
  /// Whether UIKit shows the sheet as a form sheet (`.formSheet`) rather than a page sheet: for
  /// the `form` and `fitted` sizings. With no sizing, a page sheet, UIKit's default.
  ///
  /// ```swift
  /// SheetStyle(sizing: .form).showsAsFormSheet  // true
  /// SheetStyle().showsAsFormSheet               // false
  /// ```
  package var showsAsFormSheet: Bool {
    switch sizing {
    case .form?, .fitted?: true
    case .page?, nil: false
    }
  }
}
