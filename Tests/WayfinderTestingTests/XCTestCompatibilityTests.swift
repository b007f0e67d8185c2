import Wayfinder
import WayfinderSample
import WayfinderTesting
import XCTest

/// TestNavigator reports failures by throwing, so it works unchanged in XCTest.
final class XCTestCompatibilityTests: XCTestCase {
  func testProductFlowInXCTest() throws {
    // XCTest runs test methods on the main thread.
    try MainActor.assumeIsolated {
      let test = TestNavigator(NavigationState<SampleRoute>.sampleStart)
      try test.send({ try $0.push(.product(1)) }, expecting: { try $0.push(.product(1)) })
      let line = #line + 2
      XCTAssertThrowsError(
        try test.send({ try $0.push(.reviews(1)) }, expecting: { try $0.push(.photos(1)) })
      ) { error in
        // The failure names the test's line, which XCTest's own report of it does not.
        XCTAssertEqual((error as? TestNavigatorFailure)?.line, line)
        XCTAssertEqual((error as? TestNavigatorFailure)?.code, .stateDiffers)
      }
    }
  }
}
