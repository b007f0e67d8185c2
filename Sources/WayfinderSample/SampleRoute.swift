public import Wayfinder
public import WayfinderFlows
public import WayfinderMacros

/// Every screen of the sample app, with its links (``LinkTable/sample`` adds the two
/// families of stack links, which no single case opens).
///
/// ```swift
/// let navigator = Navigator(NavigationState.sampleStart)
/// try navigator.push(SampleRoute.two)
/// ```
@Links(validated: true)
public enum SampleRoute: Hashable, Codable, Sendable, CustomStringConvertible {
  /// Screen One, the root of every tab.
  @Link("/{tab}", inEachTab: SampleTab.allCases, asRoot: true)
  case one
  /// Screen Two.
  @Link("/{tab}/two", inEachTab: SampleTab.allCases)
  case two
  /// Screen Three, which can delete a draft behind an alert.
  @Link("/{tab}/two/three", inEachTab: SampleTab.allCases, parents: ["/{tab}/two"])
  case three
  /// The view shown as a sheet or a full-screen cover.
  @Link(
    "/{tab}/two/three/presented", inEachTab: SampleTab.allCases, presentation: .sampleSheet,
    parents: ["/{tab}/two", "/{tab}/two/three"])
  @Link("/cover", presentation: .fullScreenCover)
  case presented
  /// The view shown with the custom grow-from-centre presentation.
  @Link("/grow", presentation: .grow)
  case grown
  /// The first screen of the First → Second flow.
  @Link("/first", tab: SampleTab.b)
  case first
  /// The second screen of the flow, greeting someone.
  @Link("/second/:name", tab: SampleTab.b, parents: ["/first"])
  case second(name: String)
  /// Onboarding: welcome.
  @Link("/onboarding", tab: SampleTab.d)
  case welcome
  /// Onboarding: features.
  @Link("/onboarding/features", tab: SampleTab.d, parents: ["/onboarding"])
  case features
  /// Onboarding: permissions, shown as a sheet in the middle of the sequence.
  @Link(
    "/onboarding/permissions", tab: SampleTab.d, presentation: .sampleSheet,
    parents: ["/onboarding", "/onboarding/features"])
  case permissions
  /// Onboarding: done.
  case done
  /// A color picker, presented as a sheet, that returns the chosen color's name.
  case colorPicker
  /// A profile form that guards its unsaved changes.
  case editProfile
  /// The account screen, for signed-in users only.
  @Link("/{tab}/account", inEachTab: SampleTab.allCases)
  case account
  /// The sign-in screen the account rule redirects to.
  case signIn
  /// Mail mode: the sidebar's list of mailboxes.
  case mailboxes
  /// Mail mode: a mailbox's messages, in the content column.
  @Link("/mail/:box", column: .content)
  case mailbox(String)
  /// Mail mode: a message, in the detail column, with its mailbox.
  @Link("/mail/:box/:id", column: .detail, parents: ["/mail/:box"])
  case message(Int)
  /// Mail mode: an attachment of a message, pushed on the detail.
  case attachment(Int)

  /// The screen's title.
  public var description: String {
    switch self {
    case .one: "One"
    case .two: "Two"
    case .three: "Three"
    case .presented: "PresentedView"
    case .grown: "GrownView"
    case .first: "First"
    case .second(let name): "Second(\(DemoText.visible(name, limit: 60)))"
    case .welcome: "Welcome"
    case .features: "Features"
    case .permissions: "Permissions"
    case .done: "Done"
    case .colorPicker: "ColorPicker"
    case .editProfile: "EditProfile"
    case .account: "Account"
    case .signIn: "SignIn"
    case .mailboxes: "Mailboxes"
    case .mailbox(let name): "Mailbox(\(DemoText.visible(name, limit: 30)))"
    case .message(let id): "Message(\(id))"
    case .attachment(let id): "Attachment(\(id))"
    }
  }

  /// One line of what the screen shows.
  public var summary: String {
    switch self {
    case .one: "The root of this tab."
    case .two: "A screen pushed on the stack."
    case .three: "A screen with a destructive action (alert)."
    case .presented: "Presented by the navigator, not by a Bool."
    case .grown: "Grew from the centre of the screen."
    case .first: "Type a name and go to Second (FirstRouting)."
    case .second(let name): "Hello, \(DemoText.visible(name, limit: 60))!"
    case .welcome: "Welcome to the app. 1 of 4."
    case .features: "What the app does. 2 of 4."
    case .permissions: "Allow notifications? 3 of 4 (a sheet)."
    case .done: "All set. 4 of 4."
    case .colorPicker: "Choose a color: red, green or blue."
    case .editProfile: "Unsaved changes: leaving asks first; 'save' keeps them."
    case .account: "Your account (signed in)."
    case .signIn: "Sign in to see your account."
    case .mailboxes: "Inbox, Work, Archive."
    case .mailbox: "Messages 1 to 3."
    case .message(let id): "Message \(id), with an attachment."
    case .attachment(let id): "Attachment \(id) of the message."
    }
  }
}

/// The four tabs of the sample app.
public enum SampleTab: String, NavigationTab, CaseIterable {
  /// The tabs, named as their links name them.
  case a, b, c, d
}

extension TabID {
  /// The four tabs of the sample app.
  public static let sampleTabs: [TabID] = SampleTab.allCases.map(TabID.init)
}

extension Presentation {
  /// The sample sheet: medium detent, drag indicator, corner radius 24.
  public static let sampleSheet = Presentation.sheet(
    SheetStyle(detents: [.medium], dragIndicator: .visible, cornerRadius: 24))
  /// The custom presentation that grows from the centre.
  public static let grow = Presentation.custom("grow-from-centre")
}

extension AlertActionID {
  /// The destructive action of Three's alert.
  public static let deleteDraft: AlertActionID = "delete-draft"
}

extension AlertActionID {
  /// The destructive action of the unsaved-changes question.
  public static let discardChanges: AlertActionID = "discard-changes"
}

extension AlertState {
  /// The leave guard's question: discard the form's changes, or keep editing.
  public static let discardChanges = AlertState(
    title: "Discard changes?", message: "Your edits to the profile will be lost.",
    buttons: [
      AlertButton("Discard", role: .destructive, action: .discardChanges),
      AlertButton("Keep editing", role: .cancel),
    ])

  /// Three's alert: delete a draft (destructive) or cancel.
  public static let deleteDraft = AlertState(
    title: "Delete draft?", message: "This cannot be undone.",
    buttons: [
      AlertButton("Delete", role: .destructive, action: .deleteDraft),
      AlertButton("Cancel", role: .cancel),
    ])
}

extension NavigationFlow<SampleRoute> {
  /// The onboarding: Welcome, Features, Permissions as a sheet in the middle, and Done inside
  /// that sheet.
  public static let sampleOnboarding = NavigationFlow([
    .push(.welcome), .push(.features), .present(.permissions, as: .sampleSheet), .push(.done),
  ])
}

extension SampleRoute {
  /// The mailboxes of mail mode.
  public static let mailboxNames = ["inbox", "work", "archive"]

  /// Whether the screen belongs to mail mode.
  public var isMail: Bool {
    switch self {
    case .mailboxes, .mailbox, .message, .attachment: true
    default: false
    }
  }
}

extension NavigationState<SampleRoute> {
  /// Mail mode's starting state: a three-column split view, the inbox selected, no message.
  public static var mailStart: NavigationState<SampleRoute> {
    NavigationState(sidebar: .mailboxes, content: .mailbox("inbox"))
  }

  /// The sample app's starting state: tabs a–d, each at One, tab a selected.
  public static var sampleStart: NavigationState<SampleRoute> {
    NavigationState(tabs: ["a": .one, "b": .one, "c": .one, "d": .one], selection: "a")
  }
}
