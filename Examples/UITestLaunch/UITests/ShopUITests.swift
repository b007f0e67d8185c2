// A UI test target's file: XCUITest is not in the SDK this package is type-checked with, so
// this file is fenced out there and has not been compiled; it builds in an Xcode UI test target.
#if canImport(XCTest) && canImport(UIKit)
  import XCTest
  import WayfinderScenes

  /// Starts the shop anywhere, without walking there from the catalog.
  final class ShopUITests: XCTestCase {
    @MainActor
    func testReviewsOpenedFromALink() throws {
      let app = XCUIApplication()
      app.launchArguments += TestLaunch.arguments(link: URL(string: "shop://product/4/reviews")!)
      app.launch()

      XCTAssertTrue(app.otherElements["screen.reviews"].waitForExistence(timeout: 5))
      let launch = app.otherElements[TestLaunch.launchIdentifier]
      XCTAssertEqual(launch.value as? String, "opened: openedAsWindow")
      let link = app.otherElements[TestLaunch.linkIdentifier]
      XCTAssertEqual(link.value as? String, "shop://product/4/reviews")

      app.navigationBars.buttons.element(boundBy: 0).tap()  // back
      XCTAssertTrue(app.otherElements["screen.product"].waitForExistence(timeout: 5))
      XCTAssertEqual(link.value as? String, "shop://product/4")
    }

    @MainActor
    func testABadLinkIsRefusedWithItsReason() throws {
      let app = XCUIApplication()
      app.launchArguments += TestLaunch.arguments(link: URL(string: "shop://nowhere")!)
      app.launch()

      let launch = app.otherElements[TestLaunch.launchIdentifier]
      XCTAssertTrue(launch.waitForExistence(timeout: 5))
      XCTAssertTrue((launch.value as? String)?.hasPrefix("refused:") == true)
      XCTAssertTrue(app.otherElements["screen.catalog"].exists, "the window starts as usual")
    }
  }
#endif
