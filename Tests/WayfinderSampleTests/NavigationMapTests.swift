import Foundation
import Testing
import Wayfinder
import WayfinderSample
import WayfinderTraces

@MainActor
@Suite("The navigation map of Wayfinder Shop")
struct NavigationMapTests {
  @Test("every link of the table opens with the sample values, and is on the map once")
  func everyLink() {
    let map = NavigationMap.sample()
    let links = map.screens.flatMap(\.links)
    #expect(links.map(\.pattern).sorted() == LinkTable.sample.patterns.sorted())
    #expect(links.allSatisfy { $0.problem == nil && $0.example != nil })
    // Every example link opens again, from the shop's tabs or from the mail's split view.
    for link in links {
      let example = link.example ?? ""
      let opens = [NavigationState<SampleRoute>.sampleStart, .mailStart].contains { start in
        (try? LinkTable.sample.target(for: example, base: start)) != nil
      }
      #expect(opens, "\(example)")
    }
  }

  @Test("a link's way: the tab, the screens under it, how the last is shown")
  func ways() throws {
    let map = NavigationMap.sample()
    let link = try #require(
      map.screens.flatMap(\.links).first { $0.pattern == "/welcome/notifications" })
    #expect(link.example == "wayfinder://welcome/notifications")
    #expect(
      link.path.map(\.node) == ["tab:shop", "catalog", "welcome", "features", "notifications"])
    #expect(link.path.map(\.how) == [.tab, .root, .push, .push, .sheet])
    let photos = try #require(map.screens.first { $0.name == "photos" })
    #expect(photos.links.first?.path.map(\.how) == [.tab, .root, .push, .cover])
    let message = try #require(map.screens.first { $0.name == "message" })
    #expect(message.links.first?.parameters == ["box: String", "id: Int"])
    #expect(message.links.first?.path.map(\.how) == [.root, .column(.content), .column(.detail)])
    #expect(map.tabs == ["shop", "search", "account"])
    let sheet = try #require(map.edges.first { $0.from == "features" && $0.to == "notifications" })
    #expect(sheet.how == .sheet && sheet.declared && sheet.visits == 0)
  }

  @Test("a move is written as the text the exports show, and read back from it")
  func movesAsText() throws {
    let map = NavigationMap.sample()
    let json = String(decoding: try JSONEncoder().encode(map), as: UTF8.self)
    for text in ["tab", "root", "push", "sheet", "content", "detail"] {
      #expect(json.contains("\"how\":\"\(text)\""), "\(text)")
    }
    #expect(try JSONDecoder().decode(NavigationMap.self, from: Data(json.utf8)) == map)
    let moves: [NavigationMap.Move] = [
      .tab, .root, .push, .sheet, .cover, .column(.inspector), .custom("zoom"), .trace,
    ]
    #expect(
      moves.map(\.description)
        == ["tab", "root", "push", "sheet", "cover", "inspector", "zoom", "trace"])
    let written = try JSONEncoder().encode(moves)
    #expect(
      String(decoding: written, as: UTF8.self)
        == #"["tab","root","push","sheet","cover","inspector","zoom","trace"]"#)
    #expect(try JSONDecoder().decode([NavigationMap.Move].self, from: written) == moves)
  }

  @Test("traces count visits, add the ways people took, and name the screens none showed")
  func traces() throws {
    let navigator = Navigator(NavigationState<SampleRoute>.sampleStart, links: .sample)
    let recorder = TraceRecorder(navigator)
    try navigator.push(.product(2))
    try navigator.push(.reviews(2))
    try navigator.selectTab(SampleTab.search)
    try navigator.push(.results(query: "boots"))
    try navigator.selectTab(SampleTab.shop)
    let map = NavigationMap.sample(traces: [recorder.trace])
    #expect(map.traceCount == 1)
    #expect(map.screens.first { $0.name == "reviews" }?.visits == 2)
    #expect(map.screens.first { $0.name == "results" }?.visits == 1)
    #expect(map.unvisited.contains("quickLook"))
    #expect(!map.unvisited.contains("product") && !map.unvisited.contains("catalog"))
    // Results → Reviews (back to the shop tab) is a way no link takes: a trace's, dashed.
    let jump = try #require(map.edges.first { $0.from == "results" && $0.to == "reviews" })
    #expect(!jump.declared && jump.visits == 1)
    #expect(map.mermaid.contains("results -.->|trace ×1| reviews"))
    #expect(map.dot.contains("\"results\" -> \"reviews\" [label=\"trace ×1\", style=dashed];"))
    #expect(map.mermaid.contains("class ") && map.mermaid.contains("quickLook"))
    #expect(map.dot.contains("\"quickLook\" [label=\"quickLook\\n/quicklook/:id\", style=dashed];"))
  }

  @Test("a link no sample opens is on the map with the reason, not dropped")
  func unopened() throws {
    var builder = LinkTableBuilder<SampleRoute>(schemes: ["wayfinder"])
    try builder.add("/cart", route: .cart)
    try builder.add(
      "/mail/:box",
      build: { _ in
        throw LinkError.invalidParameter(name: "box", value: "sample", expected: "a mailbox")
      },
      values: { if case .mailbox(let box) = $0 { ["box": box] } else { nil } })
    let map = NavigationMap(links: try builder.build(), from: .sampleStart)
    let unopened = try #require(map.screens.first { $0.name == "?/mail/:box" })
    #expect(unopened.links.first?.example == nil)
    #expect(unopened.links.first?.problem?.contains("wayfinder://mail/sample") == true)
    #expect(map.mermaid.contains("_63__47_mail_47__58_box[\"?/mail/:box<br/>/mail/:box\"]"))
  }

  @Test("names and patterns are escaped in Mermaid, DOT and the page")
  func escaping() throws {
    let map = NavigationMap(
      links: try {
        var builder = LinkTableBuilder<SampleRoute>(schemes: ["wayfinder"]) { _ in
          "a \"quoted\" <b>|name</b>"
        }
        try builder.add("/cart", route: .cart)
        return try builder.build()
      }(), from: .sampleStart)
    #expect(
      map.mermaid.contains("[\"a #quot;quoted#quot; #lt;b#gt;#124;name#lt;/b#gt;<br/>/cart\"]"))
    #expect(map.dot.contains("\"a \\\"quoted\\\" <b>|name</b>\" [label="))
    let page = try map.page(title: "<script>")
    #expect(!page.contains("<b>|name"))
    #expect(page.contains("<title>&lt;script&gt;</title>"))
  }

  @Test("the README's map is an excerpt of the sample app's map as --map writes it")
  func readme() throws {
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../README.md"), encoding: .utf8)
    let block = try #require(readme.split(separator: "```mermaid\n").dropFirst().first)
    let drawn = block.prefix { _ in true }.components(separatedBy: "```").first ?? ""
    let map = NavigationMap.sample().mermaid.split(separator: "\n")
    let lines = drawn.split(separator: "\n")
    #expect(lines.first == "flowchart LR")
    #expect(lines.count >= 10, "an excerpt worth reading")
    for line in lines { #expect(map.contains(line), "the map --map writes has \(line)") }
  }
}
