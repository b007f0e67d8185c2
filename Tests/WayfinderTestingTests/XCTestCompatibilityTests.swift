import Wayfinder
import WayfinderSample
import WayfinderTesting
import XCTest

/// TestNavigator reports failures by throwing, so it works unchanged in XCTest.
final class XCTestCompatibilityTests: XCTestCase {
  func testSecondFlowInXCTest() throws {
    // XCTest runs test methods on the main thread.
    try MainActor.assumeIsolated {
      let test = TestNavigator(NavigationState<SampleRoute>.sampleStart)
      try test.send({ try $0.push(.first) }, expecting: { try $0.push(.first) })
      let line = #line + 2
      XCTAssertThrowsError(
        try test.send({ try $0.push(.two) }, expecting: { try $0.push(.three) })
      ) { error in
        // The failure names the test's line, which XCTest's own report of it does not.
        XCTAssertEqual((error as? TestNavigatorFailure)?.line, line)
        XCTAssertEqual((error as? TestNavigatorFailure)?.code, .stateDiffers)
      }
    }
  }
}
