#if canImport(SwiftUI)
  import SwiftUI
  import Wayfinder

  // SwiftUI names a custom detent by a type, and computes its height from a context that reads
  // the environment. Each slot below is one such type: it reads the app's `CustomDetents` from
  // the sheet's environment and asks it for the height of the name in its slot (the names in
  // alphabetical order), so one registry serves SwiftUI and UIKit alike.

  extension PresentationDetent {
    /// The SwiftUI detent of a slot of the app's `CustomDetents`.
    /// - Parameter slot: A slot below `CustomDetents.maximumCount`.
    /// - Returns: The detent.
    static func customSlot(_ slot: Int) -> PresentationDetent {
      switch slot {
      case 0: .custom(CustomDetentSlot0.self)
      case 1: .custom(CustomDetentSlot1.self)
      case 2: .custom(CustomDetentSlot2.self)
      case 3: .custom(CustomDetentSlot3.self)
      case 4: .custom(CustomDetentSlot4.self)
      case 5: .custom(CustomDetentSlot5.self)
      case 6: .custom(CustomDetentSlot6.self)
      default: .custom(CustomDetentSlot7.self)
      }
    }
  }

  extension CustomPresentationDetent {
    /// The height of the app's custom detent in a slot, from the sheet's environment.
    static func height(ofSlot slot: Int, in context: Context) -> CGFloat? {
      let maximum = Double(context.maxDetentValue)
      return context.wayfinderCustomDetents.height(inSlot: slot, maximum: maximum).map {
        CGFloat($0)
      }
    }
  }

  struct CustomDetentSlot0: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { height(ofSlot: 0, in: context) }
  }
  struct CustomDetentSlot1: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { height(ofSlot: 1, in: context) }
  }
  struct CustomDetentSlot2: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { height(ofSlot: 2, in: context) }
  }
  struct CustomDetentSlot3: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { height(ofSlot: 3, in: context) }
  }
  struct CustomDetentSlot4: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { height(ofSlot: 4, in: context) }
  }
  struct CustomDetentSlot5: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { height(ofSlot: 5, in: context) }
  }
  struct CustomDetentSlot6: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { height(ofSlot: 6, in: context) }
  }
  struct CustomDetentSlot7: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { height(ofSlot: 7, in: context) }
  }
#endif
