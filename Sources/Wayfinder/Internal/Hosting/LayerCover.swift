extension DisplayedLevel {
  /// Whether the content this level presents from is covered by a custom layer, drawn in place
  /// over it: the covered content must then be hidden from VoiceOver and from touches (rule
  /// Q26). A sheet or a cover is presented by UIKit, which makes what is under it inert itself.
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// content
  ///   .accessibilityHidden(level.coversContent)
  ///   .allowsHitTesting(!level.coversContent)
  /// ```
  package var coversContent: Bool { custom != nil }
}

extension PageSequence {
  /// Whether `page` is the one on top of the sequence's pages (a sheet page aside): the only
  /// one VoiceOver reads and touches reach; the pages under it are inert (rule Q26).
  ///
  /// <!-- snippet: skip: an excerpt of a SwiftUI host's views -->
  /// ```swift
  /// pageView(page).accessibilityHidden(!sequence.isTop(page)).allowsHitTesting(sequence.isTop(page))
  /// ```
  /// - Parameter page: One of ``pages``.
  /// - Returns: Whether it is the top page.
  package func isTop(_ page: Page) -> Bool {
    page.position == pages.last?.position
  }
}
