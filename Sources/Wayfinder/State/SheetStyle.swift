/// The look and behaviour of a sheet: detents, drag indicator, corner radius, its size on a
/// large screen, and whether the user may drag it down.
///
/// ```swift
/// let style = SheetStyle(
///   detents: [.medium, .large], dragIndicator: .visible, cornerRadius: 24, sizing: .form)
/// ```
public struct SheetStyle: Hashable, Sendable, Codable {
  /// The heights the sheet can rest at, smallest first. Never empty in a valid state.
  /// Removing the selected detent clears the selection (the sheet opens at the first).
  public var detents: [SheetDetent] {
    didSet { dropSelectionOutsideDetents() }
  }
  /// The detent the sheet opens at; `nil` means the first one. A detent that is not one of
  /// ``detents`` is not kept (the selection becomes `nil`), as UIKit ignores it: the style is
  /// never refused later for it.
  public var selectedDetent: SheetDetent? {
    didSet { dropSelectionOutsideDetents() }
  }
  /// Whether the drag indicator shows.
  public var dragIndicator: Visibility
  /// The corner radius in points; `nil` leaves the system default.
  public var cornerRadius: Double?
  /// When `true`, the user cannot drag the sheet down to dismiss it.
  public var interactiveDismissDisabled: Bool
  /// The sheet's size where it does not fill the screen (iPad, Mac, a large iPhone in
  /// landscape); `nil` leaves the system's choice. Saved and restored with the state; a saved
  /// file from before it existed reads as `nil`.
  public var sizing: Sizing?

  /// Creates a sheet style.
  /// - Parameters:
  ///   - detents: The heights the sheet can rest at (default: large only).
  ///   - selectedDetent: The detent to open at (default: the first); ignored when it is not
  ///     one of `detents`.
  ///   - dragIndicator: Whether the drag indicator shows (default: automatic).
  ///   - cornerRadius: The corner radius in points (default: system).
  ///   - interactiveDismissDisabled: Whether dragging down is disabled (default: `false`).
  ///   - sizing: The size on a large screen (default: the system's choice).
  public init(
    detents: [SheetDetent] = [.large],
    selectedDetent: SheetDetent? = nil,
    dragIndicator: Visibility = .automatic,
    cornerRadius: Double? = nil,
    interactiveDismissDisabled: Bool = false,
    sizing: Sizing? = nil
  ) {
    self.detents = detents
    self.selectedDetent = selectedDetent
    self.dragIndicator = dragIndicator
    self.cornerRadius = cornerRadius
    self.interactiveDismissDisabled = interactiveDismissDisabled
    self.sizing = sizing
    dropSelectionOutsideDetents()
  }

  /// Clears a selection that is not one of the detents.
  private mutating func dropSelectionOutsideDetents() {
    if let selected = selectedDetent, !detents.contains(selected) { selectedDetent = nil }
  }

  /// How large a sheet is where it does not fill the screen: SwiftUI's `presentationSizing`
  /// (iOS 18) and UIKit's form and page sheets.
  ///
  /// ```swift
  /// try state.present(.compose, as: .sheet(SheetStyle(sizing: .form)))
  /// ```
  ///
  /// SwiftUI before iOS 18 has no sizing and shows its default sheet. UIKit shows `form` and
  /// `fitted` as a form sheet (`fitted` takes the screen's preferred content size) and `page`
  /// as a page sheet.
  public enum Sizing: String, Hashable, Sendable, Codable {
    /// A form's size: narrower than the screen, the same for every sheet.
    case form
    /// A page's size: about a sheet of paper, wider than a form.
    case page
    /// The size the sheet's content asks for.
    case fitted
  }

  /// Whether an element such as the drag indicator is shown.
  public enum Visibility: String, Hashable, Sendable, Codable {
    /// The system decides.
    case automatic
    /// Always shown.
    case visible
    /// Never shown.
    case hidden
  }
}

/// A height a sheet can rest at.
///
/// Encoded as a short string: `"medium"`, `"large"`, `"fraction:0.3"`, `"height:200.0"`,
/// `"custom:compact"`.
///
/// ```swift
/// let detents: [SheetDetent] = [.fraction(0.25), .medium, .large, .custom("compact")]
/// ```
@nonexhaustive
public enum SheetDetent: Hashable, Sendable, CustomStringConvertible {
  /// About half the screen.
  case medium
  /// The full height.
  case large
  /// A fraction of the full height, in `0 < value ≤ 1`.
  case fraction(Double)
  /// A fixed height in points, greater than zero.
  case height(Double)
  /// A detent the app names and whose height each host resolves: `UIKitHost`'s
  /// ``CustomDetents``, or the SwiftUI `PresentationDetent` registered with
  /// `.customDetents(_:)`. The name is 1–64 ASCII letters, digits, `-`, `_` or `.`.
  case custom(String)

  /// Whether the detent's number is in range (a finite fraction in `0 < value ≤ 1`, or a
  /// finite positive height).
  package var isValid: Bool {
    switch self {
    case .medium, .large: true
    case .fraction(let value): value.isFinite && value > 0 && value <= 1
    case .height(let value): value.isFinite && value > 0
    case .custom(let name): SheetDetent.isValidName(name)
    }
  }

  /// Whether a custom detent's name is 1–64 ASCII letters, digits, `-`, `_` or `.`.
  /// - Parameter name: The name.
  /// - Returns: `true` for a usable name.
  package static func isValidName(_ name: String) -> Bool {
    let bytes = name.utf8
    return !bytes.isEmpty && bytes.count <= 64
      && bytes.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
          UInt8(ascii: "."):
          true
        default: false
        }
      }
  }

  /// The encoded form, such as `"medium"` or `"fraction:0.3"`.
  public var description: String {
    switch self {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let value): "fraction:\(value)"
    case .height(let value): "height:\(value)"
    case .custom(let name): "custom:\(name)"
    }
  }

  /// Parses the encoded form.
  /// - Parameter description: A string such as `"large"`, `"height:200"` or
  ///   `"custom:compact"`.
  package init?(_ description: String) {
    switch description {
    case "medium": self = .medium
    case "large": self = .large
    default:
      guard let colon = description.firstIndex(of: ":") else { return nil }
      let rest = description[description.index(after: colon)...]
      if description[..<colon] == "custom" {
        self = .custom(String(rest))
        return
      }
      guard let value = Double(rest) else { return nil }
      switch description[..<colon] {
      case "fraction": self = .fraction(value)
      case "height": self = .height(value)
      default: return nil
      }
    }
  }
}

extension SheetDetent: Codable {
  /// Decodes a detent from its string form.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let detent = SheetDetent(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text.prefix(40))' is not a sheet detent")
    }
    self = detent
  }

  /// Encodes the detent as its string form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
