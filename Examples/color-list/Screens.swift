import ReducerRouting
import TerminalNavigation

// The screen on top of the app and what one can do there, with each choice's action wrapped
// all the way from the screen to the app.

extension ColorListExample {
  static func screen(of state: AppFlow.State) -> Screen<AppFlow.Action> {
    let navigation = state.navigation
    let onStack = Set(navigation.stack.map(\.id))
    if navigation.modal != nil {
      // Info over the app: back dismisses it; the root link closes it and pops the stack in
      // one step.
      return infoScreen(
        wrap: { .modalRoute(.info($0)) }, back: .navigation(.dismiss),
        root: .openLink(DeepLink(segments: [])))
    }
    guard let top = navigation.top else {
      return listScreen(state.root, onStack: onStack, wrap: { .root($0) }, back: nil, root: nil)
    }
    let pop = AppFlow.Action.navigation(.pop)
    func wrapTop(_ action: AppFlow.Route.Action) -> AppFlow.Action { .route(top.id, action) }
    switch top {
    case let .list(list):
      return listScreen(
        list, onStack: onStack, wrap: { wrapTop(.list($0)) }, back: pop,
        root: wrapTop(.list(.rootTapped)))
    case let .color(detail):
      return colorScreen(detail, wrap: { wrapTop(.color($0)) }, popSelf: pop)
    case let .settings(settings):
      return settingsScreen(settings, wrap: { wrapTop(.settings($0)) }, popSelf: pop)
    case .info:
      return infoScreen(wrap: { wrapTop(.info($0)) }, back: pop, root: .navigation(.popToRoot))
    }
  }

  private static func listScreen(
    _ list: ColorList.State, onStack: Set<String>,
    wrap: (ColorList.Action) -> AppFlow.Action, back: AppFlow.Action?, root: AppFlow.Action?
  ) -> Screen<AppFlow.Action> {
    var choices = allColors.filter { !onStack.contains($0) }.map {
      Choice("open \($0)", wrap(.colorTapped($0)))
    }
    if !onStack.contains("settings") { choices.append(Choice("settings", wrap(.settingsTapped))) }
    choices.append(Choice("info", wrap(.infoTapped)))
    let title = list.after.map { "the list again (after \($0))" } ?? "ColorList"
    return Screen(title: title, choices: choices, back: back, root: root)
  }

  private static func colorScreen(
    _ detail: ColorDetailFlow.State, wrap: @escaping (ColorDetailFlow.Action) -> AppFlow.Action,
    popSelf: AppFlow.Action
  ) -> Screen<AppFlow.Action> {
    let navigation = detail.navigation
    if navigation.modal != nil {
      return infoScreen(
        wrap: { wrap(.modalRoute(.info($0))) }, back: wrap(.navigation(.dismiss)),
        root: wrap(.modalRoute(.info(.rootTapped))))
    }
    switch navigation.top {
    case let .settings(settings)?:
      return settingsScreen(
        settings, wrap: { wrap(.route("settings", .settings($0))) },
        popSelf: wrap(.navigation(.pop)))
    case .info?:
      return infoScreen(
        wrap: { wrap(.route("info", .info($0))) }, back: wrap(.navigation(.pop)),
        root: wrap(.route("info", .info(.rootTapped))))
    case nil:
      return Screen(
        title: detail.root.name,
        choices: [
          Choice("settings", wrap(.root(.settingsTapped))),
          Choice("info", wrap(.root(.infoTapped))),
          Choice("list", wrap(.root(.listTapped))),
        ],
        back: popSelf, root: wrap(.root(.rootTapped)))
    }
  }

  private static func settingsScreen(
    _ settings: SettingsFlow.State, wrap: @escaping (SettingsFlow.Action) -> AppFlow.Action,
    popSelf: AppFlow.Action
  ) -> Screen<AppFlow.Action> {
    let navigation = settings.navigation
    if navigation.modal != nil {
      return infoScreen(
        wrap: { wrap(.modalRoute(.info($0))) }, back: wrap(.navigation(.dismiss)),
        root: wrap(.modalRoute(.info(.rootTapped))))
    }
    switch navigation.top {
    case .about?:
      return Screen(
        title: "About", choices: [], back: wrap(.navigation(.pop)),
        root: wrap(.route("about", .about(.rootTapped))))
    case .info?:
      return infoScreen(
        wrap: { wrap(.route("info", .info($0))) }, back: wrap(.navigation(.pop)),
        root: wrap(.route("info", .info(.rootTapped))))
    case nil:
      return Screen(
        title: "SettingsHome",
        choices: [
          Choice("about", wrap(.root(.aboutTapped))),
          Choice("info", wrap(.root(.infoTapped))),
        ],
        back: popSelf, root: wrap(.root(.rootTapped)))
    }
  }

  private static func infoScreen(
    wrap: (Info.Action) -> AppFlow.Action, back: AppFlow.Action, root: AppFlow.Action
  ) -> Screen<AppFlow.Action> {
    Screen(
      title: "Info", choices: [Choice("close", wrap(.closeTapped))], back: back, root: root,
      isPresented: true)
  }
}
