// The app playground on screen: one window group whose scenes each hold a store of
// `PlaygroundTabs`, a tab bar over the colour list (the views of Examples/color-list-ui/SwiftUI)
// and the tabs example's three tabs, the app's links opened through `.onOpenURL`, and the
// navigation saved with the scene (`@SceneStorage`) and restored when the scene comes back.
// Type-checked on Linux by `SwiftUIAdapterCheck` (Checks/SwiftUIAdapterCheck/AppPlayground);
// the decisions it relies on (PlaygroundTabs.swift, SavedNavigation.swift) are tested there
// (Checks/Tests/SwiftUIAdapterTests/AppPlaygroundTests.swift). `@main` is in
// Main/ColorListAppMain.swift.
#if canImport(SwiftUI) || REDUCER_ADAPTER_CHECK
  #if canImport(SwiftUI)
    import SwiftUI
  #endif
  #if !REDUCER_ADAPTER_CHECK
    import ReducerSwiftUI
  #endif
  import Foundation

  /// The app: a window group, each of whose scenes (windows) has its own store and navigation.
  struct ColorListApp: App {
    var body: some Scene {
      WindowGroup {
        PlaygroundSceneView()
      }
    }
  }

  /// One scene: its store, the navigation it saves, and the links it opens.
  ///
  /// The saved navigation is restored before the first frame (`onAppear`), unless a link the
  /// app was opened with came first: then only the link shows, as `PlaygroundTabs` decides (a
  /// link that comes after opens over the restored navigation). Every change of the navigation
  /// is saved as it happens, and the system keeps the text with the scene ("The system manages
  /// the saving and restoring of `SceneStorage` on your behalf", and "makes no guarantees as to
  /// when and how often the data will be persisted",
  /// https://developer.apple.com/documentation/swiftui/scenestorage).
  struct PlaygroundSceneView: View {
    @State private var store = Store(initialState: PlaygroundTabs.State()) { PlaygroundTabs() }
    @SceneStorage("navigation") private var savedNavigation = ""

    var body: some View {
      PlaygroundTabsView(store: store)
        .onAppear {
          store.send(.restoreSavedNavigation(savedNavigation))
          if let refusal = store.restoreRefusal { print(refusal) }
        }
        .onChange(of: store.savedNavigation) { _, navigation in
          if let text = navigation.text { savedNavigation = text }
        }
        .onOpenURL { url in
          do {
            let link = try PlaygroundTabs.link(for: url)
            store.send(.openLink(link))
          } catch {
            print(error)
          }
        }
    }
  }

  /// The tab bar: the colour list, then the tabs example's colors, news and profile, each a
  /// navigation stack over its flow. Choosing the tab shown again pops it to its root.
  struct PlaygroundTabsView: View {
    let store: StoreOf<PlaygroundTabs>

    var body: some View {
      let selection = Binding(
        store.tabBinding(selection: \.selectedTab, action: /PlaygroundTabs.Action.tab))
      // `Tab` where the SDK has it (iOS 18); `tabItem(_:)`, which it deprecates, before.
      if #available(iOS 18.0, *) {
        TabView(selection: selection) {
          Tab(value: PlaygroundTabs.Tab.list) {
            colorList
          } label: {
            Text(verbatim: "Color list")
          }
          Tab(value: PlaygroundTabs.Tab.colors) {
            colors
          } label: {
            Text(verbatim: "Colors")
          }
          Tab(value: PlaygroundTabs.Tab.news) {
            news
          } label: {
            Text(verbatim: "News")
          }
          Tab(value: PlaygroundTabs.Tab.profile) {
            profile
          } label: {
            Text(verbatim: "Profile")
          }
        }
      } else {
        TabView(selection: selection) {
          colorList
            .tabItem { Text(verbatim: "Color list") }
            .tag(PlaygroundTabs.Tab.list)
          colors
            .tabItem { Text(verbatim: "Colors") }
            .tag(PlaygroundTabs.Tab.colors)
          news
            .tabItem { Text(verbatim: "News") }
            .tag(PlaygroundTabs.Tab.news)
          profile
            .tabItem { Text(verbatim: "Profile") }
            .tag(PlaygroundTabs.Tab.profile)
        }
      }
    }

    private var colorList: some View {
      ColorListAppView(
        store: store.scope(state: \.colorList, action: /PlaygroundTabs.Action.colorList))
    }

    private var colors: some View {
      ColorsTabView(store: tabs.scope(state: \.colors, action: /AppTabs.Action.colors))
    }

    private var news: some View {
      NewsTabView(store: tabs.scope(state: \.news, action: /AppTabs.Action.news))
    }

    private var profile: some View {
      ProfileTabView(store: tabs.scope(state: \.profile, action: /AppTabs.Action.profile))
    }

    private var tabs: StoreOf<AppTabs> {
      store.scope(state: \.tabs, action: /PlaygroundTabs.Action.tabs)
    }
  }
#endif
