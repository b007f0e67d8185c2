public import Wayfinder

/// What Wayfinder Shop sells: the products a link may name, and how a category is spelled.
///
/// ```swift
/// SampleCatalog.name(of: 2)  // "Rain Jacket"
/// ```
public enum SampleCatalog {
  /// A product of the catalog.
  public struct Product: Sendable {
    /// Its number, as links write it.
    public let id: Int
    /// Its name.
    public let name: String
  }

  /// The products, numbered from 1.
  public static let products = [
    Product(id: 1, name: "Trail Runner"), Product(id: 2, name: "Rain Jacket"),
    Product(id: 3, name: "Wool Socks"), Product(id: 4, name: "Day Pack"),
  ]

  /// The sizes the size picker offers.
  public static let sizes = ["S", "M", "L"]

  /// The name of product `id`, or `"Product <id>"` when the catalog has no such product.
  /// - Parameter id: A product number.
  /// - Returns: The name.
  public static func name(of id: Int) -> String {
    products.first { $0.id == id }?.name ?? "Product \(id)"
  }

  /// Refuses a product number the catalog does not have.
  /// - Parameter id: A product number read from a link.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public static func check(product id: Int) throws(LinkError) {
    guard products.contains(where: { $0.id == id }) else {
      throw .invalidParameter(name: "id", value: "\(id)", expected: "1 to \(products.count)")
    }
  }

  /// Refuses a category name that is not lowercase letters and dashes (1 to 30 of them).
  /// - Parameter name: A category read from a link.
  /// - Throws: ``LinkError/invalidParameter(name:value:expected:)``.
  public static func check(category name: String) throws(LinkError) {
    let allowed = name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }
    guard allowed, (1...30).contains(name.count) else {
      throw .invalidParameter(
        name: "categories", value: name, expected: "lowercase letters and dashes")
    }
  }
}
