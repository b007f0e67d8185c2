/// Reads a layer's ``Presentation`` straight from the compact format, without `Codable`'s
/// containers: the layout its synthesised `encode(to:)` writes, in the cases the writer
/// produces (a sheet, a full-screen cover, a custom transition).
///
/// It only ever shortens the way to the same value: anything it does not expect — an unknown
/// or repeated key, a `nil` written out, a value of another type, a selected detent outside
/// the detents — gives `nil`, and the caller decodes the value through `Presentation`'s own
/// conformance, which then decides (and names the error). The restoration benchmark
/// `restore 30` measures what this saves.
@usableFromInline
enum CompactPresentation {
  /// The presentation at the reader's position, with the reader moved past it; `nil` (and the
  /// reader wherever it stopped) when the value is not one this reads.
  @usableFromInline
  static func read(_ reader: inout CompactReader) -> Presentation? {
    try? readCase(&reader)
  }

  private static func readCase(_ reader: inout CompactReader) throws -> Presentation? {
    guard try reader.byte() == CompactTag.keyed, let (name, _) = try reader.nextKey() else {
      return nil
    }
    let presentation: Presentation
    switch name {
    case "sheet":
      guard let style = try payload(&reader, key: "style", read: sheetStyle) else { return nil }
      presentation = .sheet(style)
    case "custom":
      guard let transition = try payload(&reader, key: "transition", read: { try string(&$0) })
      else { return nil }
      presentation = .custom(TransitionName(transition))
    case "fullScreenCover":
      guard try reader.byte() == CompactTag.keyed, try reader.nextKey() == nil else { return nil }
      presentation = .fullScreenCover
    default:
      return nil
    }
    // The case's key must be the only one.
    guard try reader.nextKey() == nil else { return nil }
    return presentation
  }

  /// A case's keyed container holding exactly one value, under `key`.
  private static func payload<Value>(
    _ reader: inout CompactReader, key: String,
    read: (inout CompactReader) throws -> Value?
  ) throws -> Value? {
    guard try reader.byte() == CompactTag.keyed, let (name, _) = try reader.nextKey(),
      name == key, let value = try read(&reader), try reader.nextKey() == nil
    else { return nil }
    return value
  }

  private static func string(_ reader: inout CompactReader) throws -> String? {
    guard try reader.byte() == CompactTag.string else { return nil }
    return try reader.rawString()
  }

  private static func detent(_ reader: inout CompactReader) throws -> SheetDetent? {
    try string(&reader).flatMap { SheetDetent($0) }
  }

  /// A ``SheetStyle``: every key known and written once, the three that are not optional there.
  private static func sheetStyle(_ reader: inout CompactReader) throws -> SheetStyle? {
    guard try reader.byte() == CompactTag.keyed else { return nil }
    var detents: [SheetDetent]?
    var selected: SheetDetent??
    var indicator: SheetStyle.Visibility?
    var radius: Double??
    var disabled: Bool?
    var sizing: SheetStyle.Sizing??
    while let (name, _) = try reader.nextKey() {
      switch name {
      case "detents" where detents == nil:
        guard try reader.byte() == CompactTag.unkeyed else { return nil }
        var list: [SheetDetent] = []
        while try reader.peek() != CompactTag.end {
          guard let detent = try detent(&reader) else { return nil }
          list.append(detent)
        }
        reader.position += 1
        detents = list
      case "selectedDetent" where selected == nil:
        guard let detent = try detent(&reader) else { return nil }
        selected = .some(detent)
      case "dragIndicator" where indicator == nil:
        guard let value = try string(&reader).flatMap(SheetStyle.Visibility.init) else {
          return nil
        }
        indicator = value
      case "cornerRadius" where radius == nil:
        guard try reader.peek() != CompactTag.null else { return nil }
        radius = .some(try reader.double(path: { [] }))
      case "interactiveDismissDisabled" where disabled == nil:
        disabled = try reader.bool(path: { [] })
      case "sizing" where sizing == nil:
        guard let value = try string(&reader).flatMap(SheetStyle.Sizing.init) else { return nil }
        sizing = .some(value)
      default:
        return nil
      }
    }
    guard let detents, let indicator, let disabled else { return nil }
    let selectedDetent = selected ?? nil
    // The conformance keeps a selection outside the detents; the initialiser would drop it.
    if let selectedDetent, !detents.contains(selectedDetent) { return nil }
    return SheetStyle(
      detents: detents, selectedDetent: selectedDetent, dragIndicator: indicator,
      cornerRadius: radius ?? nil, interactiveDismissDisabled: disabled, sizing: sizing ?? nil)
  }
}
