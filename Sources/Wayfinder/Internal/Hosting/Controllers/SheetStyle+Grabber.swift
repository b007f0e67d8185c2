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
  /// `fitted` cannot mean in UIKit exactly what it means in SwiftUI (`.presentationSizing
  /// (.fitted)`, the sheet sized to its content): UIKit measures no content for a sheet. The UIKit
  /// host shows a form sheet, which UIKit sizes from the presented controller's
  /// `preferredContentSize`: a screen that sets it to fit its content looks as in SwiftUI. On
  /// iPhone both hosts show a sheet of the screen's width.
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
