import ReducerRouting

// The links of the app, one segment per screen: `red/settings?modal=info` pushes red (a nested
// flow, which takes the rest), pushes the settings in it, and presents Info over them. The
// program adds the `colors` segment in front.

extension AppFlow.State: DeepLinkableFlow {
  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> AppFlow.Route
  {
    switch segment {
    case "settings": return .settings(SettingsFlow.State())
    case "info": return .info(Info.State())
    case "list":
      let after = try link.parameter("color")
      guard allColors.contains(after) || after == "root" else {
        throw link.badParameterValue("color", value: after)
      }
      return .list(ColorList.State(after: after == "root" ? nil : after))
    default:
      guard allColors.contains(segment) else {
        throw link.unknownSegment(expected: allColors + ["list", "settings", "info"])
      }
      return .color(ColorDetailFlow.State(name: segment))
    }
  }

  static func segments(for route: AppFlow.Route) -> [String] {
    switch route {
    case let .color(detail): [detail.root.name]
    case let .list(list): ["list", list.after ?? "root"]
    case .settings: ["settings"]
    case .info: ["info"]
    }
  }

  static var nestedLinks: [NestedLink<AppFlow.Route>] {
    [NestedLink(/AppFlow.Route.color), NestedLink(/AppFlow.Route.settings)]
  }
}

extension ColorDetailFlow.State: DeepLinkableFlow {
  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> ColorDetailFlow.Route
  {
    switch segment {
    case "settings": return .settings(SettingsFlow.State())
    case "info": return .info(Info.State())
    default: throw link.unknownSegment(expected: ["settings", "info"])
    }
  }

  static func segments(for route: ColorDetailFlow.Route) -> [String] {
    switch route {
    case .settings: ["settings"]
    case .info: ["info"]
    }
  }

  static var nestedLinks: [NestedLink<ColorDetailFlow.Route>] {
    [NestedLink(/ColorDetailFlow.Route.settings)]
  }
}

extension SettingsFlow.State: DeepLinkableFlow {
  static func route(for segment: String, in link: inout DeepLinkReader) throws(DeepLinkError)
    -> SettingsFlow.Route
  {
    switch segment {
    case "about": return .about(About.State())
    case "info": return .info(Info.State())
    default: throw link.unknownSegment(expected: ["about", "info"])
    }
  }

  static func segments(for route: SettingsFlow.Route) -> [String] {
    switch route {
    case .about: ["about"]
    case .info: ["info"]
    }
  }
}
