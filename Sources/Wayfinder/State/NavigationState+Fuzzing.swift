/// What the fuzzers, a package of their own, check from outside this package. Not API: it is
/// reached with `@_spi(Benchmarks) import Wayfinder`, and it is neither documented nor counted
/// in the public surface.
@_spi(Benchmarks)
extension NavigationState {
  /// The first invariant the state breaks, or `nil`: every public way to make a state keeps
  /// them, so a fuzzer that finds one has found a bug.
  public var brokenInvariant: InvariantViolation? { firstViolation() }

  /// How many entries the state holds, every stack and layer: the size a benchmark reports.
  public var entryCount: Int { allEntries.count }
}

@_spi(Benchmarks)
extension StateRestorer {
  /// The format versions this build reads, for a fuzzer that writes headers of each.
  public static var formatVersions: ClosedRange<Int> { readableVersions }
}
