// An app's switch over a Wayfinder error or diagnostic without `@unknown default`: the enums are
// `@nonexhaustive` (cases may be added in a minor version), so scripts/check-adapters must
// reject this file on the line marked WRONG, as an app's build would.
import Wayfinder

func fix(for diagnostic: NavigationDiagnostic) -> String {
  switch diagnostic {  // WRONG: no @unknown default
  case .unregisteredTransition: "register the transition"
  case .detentNotOffered: "offer the detent"
  case .missingRouteRegistry: "give the restorer a registry"
  case .unregisteredModuleRoute: "register the module's route type"
  case .restorationFailed: "check the schema version"
  case .transitionEndNotReported: "show screens through the host"
  }
}
