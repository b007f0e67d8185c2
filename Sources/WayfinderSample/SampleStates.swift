public import Wayfinder
public import WayfinderFlows

extension Presentation {
  /// The sample sheet: medium detent, drag indicator, corner radius 24.
  public static let sampleSheet = Presentation.sheet(
    SheetStyle(detents: [.medium], dragIndicator: .visible, cornerRadius: 24))
  /// The custom presentation that grows from the centre.
  public static let grow = Presentation.custom("grow-from-centre")
}

extension AlertActionID {
  /// The destructive action of the cart's alert.
  public static let emptyCart: AlertActionID = "empty-cart"
  /// The destructive action of the unsaved-changes question.
  public static let discardChanges: AlertActionID = "discard-changes"
}

extension AlertState {
  /// The leave guard's question: discard the form's changes, or keep editing.
  public static let discardChanges = AlertState(
    title: "Discard changes?", message: "Your edits to the address will be lost.",
    buttons: [
      AlertButton("Discard", role: .destructive, action: .discardChanges),
      AlertButton("Keep editing", role: .cancel),
    ])

  /// The cart's alert: empty the cart (destructive) or cancel.
  public static let emptyCart = AlertState(
    title: "Empty the cart?", message: "This cannot be undone.",
    buttons: [
      AlertButton("Empty", role: .destructive, action: .emptyCart),
      AlertButton("Cancel", role: .cancel),
    ])
}

extension NavigationFlow<SampleRoute> {
  /// The onboarding: Welcome, Features, Notifications as a sheet in the middle, and Ready
  /// inside that sheet.
  public static let sampleOnboarding = NavigationFlow([
    .push(.welcome), .push(.features), .present(.notifications, as: .sampleSheet),
    .push(.ready),
  ])
}

extension SampleRoute {
  /// The mailboxes of the support mail.
  public static let mailboxNames = ["inbox", "work", "archive"]

  /// Whether the screen belongs to the support mail (the split view's window).
  public var isMail: Bool {
    switch self {
    case .mailboxes, .mailbox, .message, .attachment: true
    default: false
    }
  }
}

extension NavigationState<SampleRoute> {
  /// The support mail's starting state: a three-column split view, the inbox selected, no
  /// message.
  public static var mailStart: NavigationState<SampleRoute> {
    NavigationState(sidebar: .mailboxes, content: .mailbox("inbox"))
  }

  /// The shop's starting state: the tabs shop, search and account at their roots, shop
  /// selected.
  public static var sampleStart: NavigationState<SampleRoute> {
    NavigationState(
      tabs: [SampleTab.shop: .catalog, SampleTab.search: .search, SampleTab.account: .account],
      selection: SampleTab.shop)
  }
}
