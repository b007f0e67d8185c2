#if canImport(SwiftUI)
  import SwiftUI
  import Wayfinder

  /// The state's alert or confirmation dialog; a tapped button's action goes to the navigator.
  struct AlertPresenter<Route: Hashable & Sendable>: ViewModifier {
    let displayed: DisplayedNavigation<Route>

    func body(content: Content) -> some View {
      let shown = displayed.alert
      content
        .alert(
          shown?.content.title ?? "", isPresented: isPresented(.alert, shown), presenting: shown
        ) { alert in
          buttons(alert)
        } message: { alert in
          if let message = alert.content.message { Text(message) }
        }
        .confirmationDialog(
          shown?.content.title ?? "", isPresented: isPresented(.confirmationDialog, shown),
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

    @MainActor
    private func isPresented(_ style: AlertState.Style, _ shown: PresentedAlert?) -> Binding<Bool> {
      Binding(
        get: { shown?.content.style == style },
        set: { isShown in
          // Closed without a button of ours (or just before the button's action runs): answer
          // nil on the next turn, unless the button answered first.
          guard !isShown, let id = shown?.id else { return }
          Task { @MainActor in displayed.answerAlert(nil, to: id) }
        })
    }

    private static func role(_ role: AlertButton.Role) -> ButtonRole {
      switch role {
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }
  }
#endif
