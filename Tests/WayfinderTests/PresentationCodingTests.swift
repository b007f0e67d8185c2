import Foundation
import Testing
import Wayfinder

/// `Presentation` has one spelling per kind (`.sheet(_:)`, `.custom(_:)`); its encoded form,
/// read by trace documents, keeps the payloads' names.
@Suite("Presentation: one spelling, a stable encoded form")
struct PresentationCodingTests {
  @Test("a sheet and a custom presentation encode their payloads by name and decode back")
  func encodedForm() throws {
    let sheet = Presentation.sheet(SheetStyle(detents: [.medium, .large]))
    let custom = Presentation.custom("grow")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let sheetJSON = try #require(String(data: try encoder.encode(sheet), encoding: .utf8))
    let customJSON = try #require(String(data: try encoder.encode(custom), encoding: .utf8))
    #expect(sheetJSON.hasPrefix(#"{"sheet":{"style":"#))
    #expect(customJSON == #"{"custom":{"transition":"grow"}}"#)
    let decoder = JSONDecoder()
    #expect(try decoder.decode(Presentation.self, from: Data(sheetJSON.utf8)) == sheet)
    #expect(try decoder.decode(Presentation.self, from: Data(customJSON.utf8)) == custom)
    #expect(Presentation.sheet() == .sheet(SheetStyle()))
  }
}
