import BenchSupport
import Benchmark
import Wayfinder

/// Registers every navigator pair.
func registerNavigatorBenchmarks() {
  for (index, name) in navigatorPairNames.enumerated() {
    Benchmark("navigator \(name)") { benchmark async in
      let iterations = benchmark.scaledIterations
      let measurement = MeasurementBox(benchmark)
      await MainActor.run {
        let pair = navigatorPairs()[index]
        let count = EventCount()
        let navigator = benchNavigator(count)
        measurement.benchmark.startMeasurement()
        for i in iterations { pair.navigator(navigator, i) }
        measurement.benchmark.stopMeasurement()
        precondition(count.value > 0, "no event was delivered")
        blackHole(navigator)
      }
    }
    Benchmark("router \(name)") { benchmark async in
      let iterations = benchmark.scaledIterations
      let measurement = MeasurementBox(benchmark)
      await MainActor.run {
        let pair = navigatorPairs()[index]
        let router = HandRouter()
        router.push(contentsOf: (0..<9).map { .index($0) })
        measurement.benchmark.startMeasurement()
        for i in iterations { pair.router(router, i) }
        measurement.benchmark.stopMeasurement()
        blackHole(router)
      }
    }
  }
}

/// Lets the main actor start and stop a benchmark's measurement, so that building the navigator
/// is not measured; the benchmark waits for the main actor meanwhile.
final class MeasurementBox: @unchecked Sendable {
  let benchmark: Benchmark
  init(_ benchmark: Benchmark) { self.benchmark = benchmark }
}
