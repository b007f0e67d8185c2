import BenchSupport
import Benchmark
import Wayfinder

/// Registers every navigator pair: `navigator NAME` and `router NAME`.
func registerNavigatorBenchmarks() {
  for (index, name) in navigatorPairNames.enumerated() {
    registerOnMainActor("navigator \(name)") {
      let count = EventCount()
      let navigator = benchNavigator(count)
      let step = navigatorPairs()[index].navigator
      return (
        { step(navigator, $0) },
        {
          precondition(count.value > 0, "no event was delivered")
          blackHole(navigator)
        }
      )
    }
    registerOnMainActor("router \(name)") {
      let router = benchRouter()
      let step = navigatorPairs()[index].router
      return ({ step(router, $0) }, { blackHole(router) })
    }
  }
}

/// Registers a benchmark that runs on the main actor: `make` builds what is measured (not
/// measured itself) and returns one iteration and a check to run afterwards.
func registerOnMainActor(
  _ name: String,
  make: @escaping @MainActor @Sendable () -> (@MainActor (Int) -> Void, @MainActor () -> Void)
) {
  Benchmark(name) { benchmark async in
    let iterations = benchmark.scaledIterations
    let measurement = MeasurementBox(benchmark)
    await MainActor.run {
      let (step, check) = make()
      measurement.benchmark.startMeasurement()
      for i in iterations { step(i) }
      measurement.benchmark.stopMeasurement()
      check()
    }
  }
}

/// Lets the main actor start and stop a benchmark's measurement, so that building the navigator
/// is not measured; the benchmark waits for the main actor meanwhile.
final class MeasurementBox: @unchecked Sendable {
  let benchmark: Benchmark
  init(_ benchmark: Benchmark) { self.benchmark = benchmark }
}
