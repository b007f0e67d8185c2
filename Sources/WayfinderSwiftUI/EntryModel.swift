#if canImport(SwiftUI)
  public import SwiftUI
  import Wayfinder

  /// The model of the screen this view is in, kept by the window's `EntryStore`: made the
  /// first time the screen reads it, the same one for every view of the screen and across
  /// tab switches and sheets over it, and released once the screen is gone and the
  /// transition that removed it has ended — not while it is still sliding away.
  ///
  /// ```swift
  /// @MainActor @Observable final class CartModel { var items: [Int] = [] }
  ///
  /// struct CartScreen: View {
  ///   @EntryModel private var cart = CartModel()
  ///
  ///   var body: some View {
  ///     Text("\(cart.items.count) items")
  ///   }
  /// }
  /// ```
  ///
  /// A screen may keep one model of each type. In a view that no host shows as a screen (a
  /// preview), the model is kept by the view itself, as `@State` would keep it.
  @propertyWrapper
  @MainActor
  public struct EntryModel<Model: AnyObject>: DynamicProperty {
    /// The model of a view shown outside any screen.
    private final class Bare {
      var model: Model?
    }

    @Environment(\.screenContext) private var context
    @Environment(\.anyNavigator) private var navigator
    @State private var bare = Bare()
    private let make: () -> Model

    /// Declares the screen's model, made by `make` the first time the screen reads it.
    ///
    /// ```swift
    /// @MainActor final class DraftModel { var text = "" }
    ///
    /// struct ComposeScreen: View {
    ///   @EntryModel private var draft = DraftModel()
    ///   var body: some View { Text(draft.text) }
    /// }
    /// ```
    /// - Parameter make: Makes the model; called once per screen.
    public init(wrappedValue make: @autoclosure @escaping () -> Model) {
      self.make = make
    }

    /// The screen's model.
    public var wrappedValue: Model {
      if let navigator, let entry = context?.entryID {
        return navigator.entryModel(for: entry, make: make)
      }
      if let model = bare.model { return model }
      let model = make()
      bare.model = model
      return model
    }
  }
#endif
