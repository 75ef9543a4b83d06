// Stand-in declarations of the SwiftUI API an app's entry point and its scenes use (the app
// protocol, scenes, a window group, scene storage, and the view modifiers the app playground
// Examples/ColorList.swiftpm calls), each signature taken from Apple's documentation, so that the
// playground's sources type-check on Linux with the adapter's (see SwiftUIStandIns.swift). Only
// the check targets compile them. The playground's `@main` line is in a file of its own that no
// check compiles (a check target is a library, linked into a test bundle that has its own entry
// point), so `App.main()` is not declared here.
#if !canImport(SwiftUI)
  import Foundation

  // MARK: - The app and its scenes

  /// https://developer.apple.com/documentation/swiftui/app
  /// `@MainActor @preconcurrency protocol App` (iOS 14, macOS 11, tvOS 14, watchOS 7), with
  /// https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
  /// (`associatedtype Body : Scene`),
  /// https://developer.apple.com/documentation/swiftui/app/body-swift.property
  /// (`@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`) and
  /// https://developer.apple.com/documentation/swiftui/app/init()
  /// (`@MainActor @preconcurrency init()`).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @MainActor @preconcurrency
  public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
  }

  /// https://developer.apple.com/documentation/swiftui/scene
  /// `@MainActor @preconcurrency protocol Scene` (iOS 14, macOS 11, tvOS 14, watchOS 7), with
  /// https://developer.apple.com/documentation/swiftui/scene/body-swift.property
  /// (`@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`) and its
  /// `associatedtype Body : Scene`.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @MainActor @preconcurrency
  public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  }

  /// Primitive scenes have `Body == Never`, as primitive views do: SwiftUI's interface declares
  /// `extension Never: Scene` beside `extension Never: View` (the stored documentation lists
  /// neither conformance).
  extension Never: Scene {}

  /// https://developer.apple.com/documentation/swiftui/scenebuilder
  /// `@resultBuilder struct SceneBuilder` (iOS 14, macOS 11, tvOS 14, watchOS 7). Only the
  /// builder method an app of one scene needs, with the `Scene` constraint of the SDKs before
  /// Xcode 27 (the stricter of the two, as for the stand-in `ViewBuilder`).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @resultBuilder
  public struct SceneBuilder {
    /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    /// `static func buildBlock<Content>(_ content: Content) -> Content where Content : Scene`;
    /// the stored documentation shows the overload group's newest member,
    /// `static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene where
    /// repeat each Content : Scene`, which a single scene also matches.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
      content
    }
  }

  /// https://developer.apple.com/documentation/swiftui/windowgroup
  /// `nonisolated struct WindowGroup<Content> where Content : View`, a `Scene` (iOS 14,
  /// macOS 11, tvOS 14, watchOS 7). The stand-in scene is primitive (SwiftUI's `body` is
  /// `some Scene`).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public nonisolated struct WindowGroup<Content>: Scene where Content: View {
    /// The window's content (not SwiftUI API).
    public let content: Content

    /// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
    /// `nonisolated init(@ContentBuilder content: () -> Content)`, the form of Xcode 26's SDKs
    /// (the stored documentation, of a newer SDK, lists it beside `init(makeContent:)`).
    public nonisolated init(@ViewBuilder content: () -> Content) {
      self.content = content()
    }

    /// Never called: a stand-in is never rendered.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  // MARK: - Scene storage

  /// https://developer.apple.com/documentation/swiftui/scenestorage
  /// `@frozen @propertyWrapper struct SceneStorage<Value>`, a `DynamicProperty` and `Sendable`
  /// (iOS 14, macOS 11, tvOS 14, watchOS 7). The stand-in keeps its value in memory for the
  /// life of the property, as `State` does; SwiftUI keeps it per scene, across launches.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @frozen @propertyWrapper
  public struct SceneStorage<Value>: DynamicProperty {
    /// The key the value is saved under (not SwiftUI API).
    public let key: String
    private let box: StandInSceneStorageBox<Value>

    /// The string form of
    /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
    /// (an overload group; the page shows its `RawRepresentable` member,
    /// `init(wrappedValue: Value, _ key: String) where Value : RawRepresentable,
    /// Value.RawValue == Int`): `init(wrappedValue: Value, _ key: String) where Value == String`.
    public init(wrappedValue: Value, _ key: String) where Value == String {
      self.key = key
      box = StandInSceneStorageBox(wrappedValue)
    }

    /// https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
    /// `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }
  }

  /// SwiftUI's `SceneStorage` is `Sendable` whatever its value ("Conforms To: DynamicProperty,
  /// Sendable, SendableMetatype", https://developer.apple.com/documentation/swiftui/scenestorage).
  extension SceneStorage: Sendable {}

  /// The storage of a stand-in `SceneStorage`: SwiftUI keeps a scene's values outside the view
  /// value, and reads and writes them on the main thread. Not SwiftUI API.
  public final class StandInSceneStorageBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  // MARK: - Events

  extension View {
    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    /// `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View` (iOS 13,
    /// macOS 10.15, tvOS 13, watchOS 6)
    public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View {
      StandInModifiedView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    /// `nonisolated func onChange<V>(of value: V, initial: Bool = false,
    /// _ action: @escaping (V, V) -> Void) -> some View where V : Equatable` (iOS 17,
    /// macOS 14, tvOS 17, watchOS 10, visionOS 1)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public nonisolated func onChange<V>(
      of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some View where V: Equatable {
      StandInModifiedView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
    /// `nonisolated func onOpenURL(perform action: @escaping (URL) -> ()) -> some View` (iOS 14,
    /// macOS 11, tvOS 14, watchOS 7); `()` is spelled `Void` here, the same type.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public nonisolated func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
      StandInModifiedView()
    }
  }
#endif
