import Foundation

/// What only printing reads — the links filed by print key, the tabs links select — made the
/// first time a table prints rather than when it is built, since most apps build their table
/// at launch and print later, if ever; and, for a table `@Links` compiled, its parsed
/// patterns, which matching does not read (see ``LinkPatternSource``).
///
/// Shared by every copy of a table; a lock makes the first use safe from any thread, and the
/// contents never change once made. The conformance is `@unchecked` only because `Mutex`,
/// which would let the compiler check it, needs iOS 18 and macOS 15: every access to `made`
/// and `madePatterns` holds the lock.
@usableFromInline
final class LinkPrintCache: @unchecked Sendable {
  /// The contents, once made.
  struct Contents: Sendable {
    /// The links filed by the key of the routes they print.
    let index: LinkPrintIndex
    /// The tabs some link selects.
    let tabs: Set<TabID>
  }

  private let lock = NSLock()
  private var made: Contents?
  private var madePatterns: [LinkPattern]?

  @usableFromInline init() {}

  /// Whether the contents were made (for tests).
  var isMade: Bool { lock.withLock { made != nil } }

  /// Whether the patterns were made (for tests).
  var patternsAreMade: Bool { lock.withLock { madePatterns != nil } }

  /// The patterns, made by `make` on the first call.
  func patterns(_ make: () -> [LinkPattern]) -> [LinkPattern] {
    lock.withLock {
      if let madePatterns { return madePatterns }
      let patterns = make()
      madePatterns = patterns
      return patterns
    }
  }

  /// The contents, made by `make` on the first call.
  func contents(_ make: () -> Contents) -> Contents {
    lock.withLock {
      if let made { return made }
      let contents = make()
      made = contents
      return contents
    }
  }
}
