#if canImport(SwiftUI)
  import SwiftUI
  import Wayfinder

  /// The state's alert or confirmation dialog, presented by the top level alone — the view
  /// that presents nothing else — since a view presenting a sheet cannot present an alert
  /// (Q22); bound by key path into the level's stored slots (Q1); a tapped button's action goes
  /// to the navigator.
  struct AlertPresenter<Route: Hashable & Sendable>: ViewModifier {
    let displayed: DisplayedNavigation<Route>
    @Bindable var level: DisplayedLevel<Route>

    func body(content: Content) -> some View {
      let shown = level.alert
      content
        .alert(
          shown?.content.title ?? "", isPresented: $level.isAlertPresented, presenting: shown
        ) { alert in
          buttons(alert)
        } message: { alert in
          if let message = alert.content.message { Text(message) }
        }
        .confirmationDialog(
          shown?.content.title ?? "", isPresented: $level.isConfirmationDialogPresented,
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
