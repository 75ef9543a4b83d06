// Stand-in declarations of SwiftUI's view state and environment, each signature taken from
// Apple's documentation, for the adapter's sources to type-check on Linux (see
// SwiftUIStandIns.swift). Only the check targets compile them. What differed from Apple's
// declarations and was fixed is listed in Checks/README.md.
#if !canImport(SwiftUI)

  /// https://developer.apple.com/documentation/swiftui/dynamicproperty
  /// `protocol DynamicProperty` (not main-actor isolated), with
  /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
  /// `mutating func update()`, which SwiftUI implements by default.
  public protocol DynamicProperty {
    /// `mutating func update()`: "SwiftUI calls this function before rendering a view's body".
    mutating func update()
  }

  extension DynamicProperty {
    /// The default `update()`, which does nothing (the fake host calls none).
    public mutating func update() {}
  }

  /// https://developer.apple.com/documentation/swiftui/state
  /// `@frozen @propertyWrapper struct State<Value>` (the property wrapper that Xcode 26 and
  /// earlier build with; newer SDKs declare a `State` macro with the same spelling at the use
  /// site: `@State private var value = initialValue`)
  @frozen @propertyWrapper
  public struct State<Value>: DynamicProperty {
    private let box: StandInStateBox<Value>

    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    /// `init(wrappedValue value: Value)`
    public init(wrappedValue value: Value) {
      box = StandInStateBox(value)
    }

    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    /// `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }
  }

  /// The storage of a stand-in `State`: SwiftUI keeps a state's value outside the view value.
  public final class StandInStateBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  /// https://developer.apple.com/documentation/swiftui/environmentkey
  /// `protocol EnvironmentKey` with `associatedtype Value` and
  /// `static var defaultValue: Self.Value { get }`
  public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
  }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues
  /// `struct EnvironmentValues`, with
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-1mwh1
  /// `subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`
  public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
    public init() {}

    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
      get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
      set { values[ObjectIdentifier(key)] = newValue }
    }
  }

  /// https://developer.apple.com/documentation/swiftui/environment
  /// `@frozen @propertyWrapper struct Environment<Value>`, with
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  /// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)` and
  /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  /// `@inlinable var wrappedValue: Value { get }`
  @frozen @propertyWrapper
  public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
      self.keyPath = keyPath
    }

    /// The environment the fake host renders the view in: `environment(_:_:)` "sets the
    /// environment value of the specified key path to the given value" for the view it modifies
    /// and the views inside it (https://developer.apple.com/documentation/swiftui/view/environment(_:_:)).
    public var wrappedValue: Value { StandInEnvironment.current.values[keyPath: keyPath] }
  }

  extension View {
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    /// `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
    /// _ value: V) -> some View`
    public nonisolated func environment<V>(
      _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
    ) -> some View {
      StandInEnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }
  }

  /// What the stand-in `environment(_:_:)` returns: the view it modifies and the change to the
  /// environment that view renders in, which the fake host applies. Not SwiftUI API.
  public nonisolated struct StandInEnvironmentWriter: View {
    /// The view the modifier was applied to.
    public let content: any View
    /// Sets the value in the environment of `content`.
    public let apply: (inout EnvironmentValues) -> Void

    /// Never called: a stand-in is primitive.
    public var body: Never { fatalError("A stand-in is never rendered.") }
  }

  /// The environment the fake host renders a view in: it sets ``values`` around each view's
  /// `body`, and `Environment` reads it. Not SwiftUI API.
  public final class StandInEnvironment: @unchecked Sendable {
    /// The environment of the view being rendered.
    public var values = EnvironmentValues()

    /// The one environment of the process (the fake host renders on the main actor only).
    public static let current = StandInEnvironment()
  }
#endif
