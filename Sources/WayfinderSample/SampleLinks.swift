public import Wayfinder

extension LinkTable<SampleRoute> {
  /// The sample app's links, for the custom scheme `wayfinder` and the host
  /// `wayfinder.example`.
  ///
  /// | link | opens |
  /// |---|---|
  /// | `/a` … `/d` | that tab at its root |
  /// | `/c/two`, `/c/two/three` | screens in tab c with their back stack (any tab a–d) |
  /// | `/c/two/three/presented` | the sheet over Three in tab c (any tab a–d) |
  /// | `/cover`, `/grow` | PresentedView as a cover, GrownView growing from the centre |
  /// | `/first`, `/second/:name` | the First → Second flow |
  /// | `/onboarding`, `/onboarding/features`, `/onboarding/permissions` | onboarding steps |
  public static let sample: LinkTable<SampleRoute> = {
    var links = LinkTableBuilder<SampleRoute>(
      schemes: ["wayfinder"], hosts: ["wayfinder.example"])
    do {
      for tab in TabID.sampleTabs {
        try links.add("/\(tab)", route: .one, placement: LinkPlacement(tab: tab, asRoot: true))
        try links.add("/\(tab)/two", route: .two, placement: LinkPlacement(tab: tab))
        try links.add(
          "/\(tab)/two/three", route: .three,
          placement: LinkPlacement(tab: tab, parents: { _ in [.two] }))
        try links.add(
          "/\(tab)/two/three/presented", route: .presented,
          placement: LinkPlacement(
            tab: tab, parents: { _ in [.two, .three] }, presentation: .sampleSheet))
      }
      try links.add(
        "/cover", route: .presented, placement: LinkPlacement(presentation: .fullScreenCover))
      try links.add("/grow", route: .grown, placement: LinkPlacement(presentation: .grow))
      try links.add("/first", route: .first, placement: LinkPlacement(tab: "b"))
      try links.add(
        "/second/:name", placement: LinkPlacement(tab: "b", parents: { _ in [.first] }),
        build: { .second(name: try $0.string("name")) },
        values: { if case .second(let name) = $0 { ["name": name] } else { nil } })
      try links.add("/onboarding", route: .welcome, placement: LinkPlacement(tab: "d"))
      try links.add(
        "/onboarding/features", route: .features,
        placement: LinkPlacement(tab: "d", parents: { _ in [.welcome] }))
      try links.add(
        "/onboarding/permissions", route: .permissions,
        placement: LinkPlacement(
          tab: "d", parents: { _ in [.welcome, .features] }, presentation: .sampleSheet))
      return try links.build()
    } catch {
      preconditionFailure("the sample link table is valid: \(error)")
    }
  }()
}
