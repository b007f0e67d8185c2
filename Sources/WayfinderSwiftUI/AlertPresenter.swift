#if canImport(SwiftUI)
  import SwiftUI
  import Wayfinder

  /// The state's alert or confirmation dialog, bound by key path (Q1); a tapped button's action
  /// goes to the navigator.
  struct AlertPresenter<Route: Hashable & Sendable>: ViewModifier {
    @Bindable var displayed: DisplayedNavigation<Route>

    func body(content: Content) -> some View {
      let shown = displayed.alert
      content
        .alert(
          shown?.content.title ?? "", isPresented: $displayed.isAlertPresented, presenting: shown
        ) { alert in
          buttons(alert)
        } message: { alert in
          if let message = alert.content.message { Text(message) }
        }
        .confirmationDialog(
          shown?.content.title ?? "", isPresented: $displayed.isConfirmationDialogPresented,
          titleVisibility: .visible, presenting: shown
        ) { alert in
          buttons(alert)
        } message: { alert in
          if let message = alert.content.message { Text(message) }
        }
    }

    @MainActor @ViewBuilder
    private func buttons(_ alert: PresentedAlert) -> some View {
      ForEach(Array(alert.content.buttons.enumerated()), id: \.offset) { _, button in
        Button(button.title, role: button.role.map(Self.role)) {
          displayed.answerAlert(button.action, to: alert.id)
        }
      }
    }

    private static func role(_ role: AlertButton.Role) -> ButtonRole {
      switch role {
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }
  }
#endif
