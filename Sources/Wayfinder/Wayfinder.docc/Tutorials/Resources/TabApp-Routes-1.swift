import Wayfinder

/// Every screen of the app, and what it shows.
enum Screen: Hashable, Codable, Sendable {
  case feed
  case post(Int)
  case profile
  case compose
}
