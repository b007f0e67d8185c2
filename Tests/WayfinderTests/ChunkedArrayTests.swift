import PropertyBased
import Testing

@testable import Wayfinder

/// The chunked array a builder keeps its links in: the same elements, in the same order, as an
/// array, without one buffer grown by copying.
@Suite("Links: the chunked array of declarations")
struct ChunkedArrayTests {
  /// Any number of elements reads back in order, by index and whole, across chunk boundaries.
  @Test("reads back what was appended, by index and whole")
  func readsBack() async {
    let size = ChunkedArray<Int>.chunkSize
    await propertyCheck(count: 100, input: Gen.int(in: 0...(size * 4 + 3))) { count in
      var chunked = ChunkedArray<String>()
      for number in 0..<count { chunked.append("link \(number)") }
      let expected = (0..<count).map { "link \($0)" }
      #expect(chunked.count == count)
      #expect(Array(chunked) == expected)
      #expect(chunked.elements == expected)
      #expect(chunked.indices.allSatisfy { chunked[$0] == expected[$0] })
    }
  }

  /// Every chunk but the last is full, and none has room for twice a chunk's size (the
  /// allocator may round a chunk up a little): growing never made one buffer for all the
  /// elements.
  @Test("grows by whole chunks", arguments: [0, 1, 127, 128, 129, 1_000])
  func growsByChunks(count: Int) {
    let size = ChunkedArray<Int>.chunkSize
    var chunked = ChunkedArray<Int>()
    for number in 0..<count { chunked.append(number) }
    #expect(chunked.chunks.count == (count + size - 1) / size)
    #expect(chunked.chunks.dropLast().allSatisfy { $0.count == size })
    #expect(chunked.chunks.allSatisfy { $0.capacity < size * 2 })
    #expect(chunked.elements == Array(0..<count))
  }

  /// A builder's table answers for links past the first chunk as for the first: each link
  /// opens its own route and prints it back.
  @Test("a builder's links past the first chunk open and print their own routes")
  func builderLinksPastFirstChunk() throws {
    var builder = LinkTableBuilder<Int>(schemes: ["app"])
    let count = ChunkedArray<Int>.chunkSize * 2 + 5
    for number in 0..<count {
      try builder.add(
        "/item\(number)/:id", types: ["id": Int.self],
        build: { number * 1_000 + (try $0.value("id") as Int) },
        values: { $0 / 1_000 == number ? ["id": "\($0 % 1_000)"] : nil })
    }
    #expect(builder.routes.count == count)
    let table = try builder.build()
    for number in [0, 127, 128, 255, 256, count - 1] {
      #expect(try table.route(for: "app://item\(number)/7") == number * 1_000 + 7)
      #expect(table.url(for: number * 1_000 + 7)?.absoluteString == "app://item\(number)/7")
    }
  }
}
