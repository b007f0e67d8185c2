/// An array that grows by adding chunks of ``chunkSize`` elements rather than by copying
/// itself into one twice as large: what a builder gathers one element at a time, when the
/// elements are large (a link's whole declaration).
///
/// A grown array copies every element it holds into fresh memory at each doubling, and the
/// memory it leaves is large enough for the allocator to hand back to the system, so that the
/// next build meets it again as fresh pages: at 10,000 links, about six megabytes copied and
/// touched anew per build for two megabytes kept. Here each element is written once, into a
/// chunk of at most ``chunkSize`` elements; only the short list of chunks grows.
///
/// ```swift
/// var links = ChunkedArray<Int>()
/// for number in 0..<1_000 { links.append(number) }
/// links[999]  // 999: chunk 7, place 103
/// ```
@usableFromInline
struct ChunkedArray<Element> {
  /// The elements a chunk holds when it is full: 2 to the power ``chunkShift``.
  @usableFromInline static var chunkSize: Int { 1 << chunkShift }
  /// An index's chunk is the index shifted right by this much.
  @usableFromInline static var chunkShift: Int { 7 }
  /// The chunks, each full but the last. The first grows as an array does, so that a small
  /// table keeps no more than it needs; the others are made whole.
  @usableFromInline var chunks: [[Element]] = []
  /// The number of elements.
  @usableFromInline private(set) var count = 0

  /// An empty array.
  @inlinable init() {}

  /// The elements in one array, copied a chunk at a time.
  /// - Complexity: O(count).
  var elements: [Element] {
    var all: [Element] = []
    all.reserveCapacity(count)
    for chunk in chunks { all.append(contentsOf: chunk) }
    return all
  }

  /// Adds `element` at the end.
  /// - Complexity: O(1); a new chunk is made every ``chunkSize`` elements.
  @inlinable
  mutating func append(_ element: consuming Element) {
    if count < Self.chunkSize {
      if chunks.isEmpty { chunks.append([]) }
    } else if count & (Self.chunkSize - 1) == 0 {
      var chunk: [Element] = []
      chunk.reserveCapacity(Self.chunkSize)
      chunks.append(chunk)
    }
    chunks[chunks.count - 1].append(consume element)
    count += 1
  }
}

extension ChunkedArray: RandomAccessCollection {
  @inlinable var startIndex: Int { 0 }
  @inlinable var endIndex: Int { count }

  /// The element at `index`. Inlined, reading one of its properties loads that property
  /// alone, as with an array.
  @inlinable
  subscript(index: Int) -> Element {
    // Out of range is caught by the chunks' own bounds checks: a chunk holds only what was
    // appended to it.
    chunks[index &>> Self.chunkShift][index & (Self.chunkSize - 1)]
  }
}

extension ChunkedArray: Sendable where Element: Sendable {}
