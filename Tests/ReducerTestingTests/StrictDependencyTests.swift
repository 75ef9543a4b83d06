import Foundation
import ReducerRouting
import ReducerTesting
import Testing

// Strict test dependencies: `reportIssue` fails the running test, `unimplemented` endpoints
// fail it when called, and overriding one endpoint never leaves the others silently live.

/// A client whose test value fails for every endpoint the test does not override, as TCA
/// users write it.
struct WeatherClient: Sendable {
  var forecast: @Sendable (_ city: String) async throws -> String
  var temperature: @Sendable () -> Int
  var log: @Sendable (_ event: String) -> Void
}

extension WeatherClient: DependencyKey {
  static let liveValue = WeatherClient(
    forecast: { city in "Live forecast for \(city)" },
    temperature: { 21 },
    log: { _ in }
  )
  static let testValue = WeatherClient(
    forecast: unimplemented("WeatherClient.forecast"),
    temperature: unimplemented("WeatherClient.temperature", placeholder: 0),
    log: unimplemented("WeatherClient.log")
  )
}

/// A client of every shape of endpoint `unimplemented` makes.
struct SpeechClient: Sendable {
  enum Status: Equatable, Sendable { case denied, authorized }
  var authorizationStatus: @Sendable () -> Status
  var requestAuthorization: @Sendable () async -> Status
  var startTask: @Sendable (_ request: String) async -> AsyncThrowingStream<String, any Error>
  var finishTask: @Sendable () async -> Void
  var save: @Sendable (_ data: Data) async throws -> Void
  var load: @Sendable () throws -> Data
  var fetch: @Sendable (Int, String) async throws -> [String]
  var track: @Sendable (String) -> Void

  static let unimplementedValue = SpeechClient(
    authorizationStatus: unimplemented("SpeechClient.authorizationStatus", placeholder: .denied),
    requestAuthorization: unimplemented("SpeechClient.requestAuthorization", placeholder: .denied),
    startTask: unimplemented("SpeechClient.startTask", placeholder: .finished()),
    finishTask: unimplemented("SpeechClient.finishTask"),
    save: unimplemented("SpeechClient.save"),
    load: unimplemented("SpeechClient.load"),
    fetch: unimplemented("SpeechClient.fetch"),
    track: unimplemented("SpeechClient.track")
  )
}

/// A client with only a live value: a test that overrides one endpoint leaves the others live.
struct LiveOnlyClient: Sendable {
  var fetch: @Sendable () async -> String
  var save: @Sendable (String) async -> Void
}

extension LiveOnlyClient: DependencyKey {
  static let liveValue = LiveOnlyClient(fetch: { "live" }, save: { _ in })
}

extension DependencyValues {
  var weather: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
  var liveOnly: LiveOnlyClient {
    get { self[LiveOnlyClient.self] }
    set { self[LiveOnlyClient.self] = newValue }
  }
}

private struct Forecast: Reducer {
  struct State: Equatable {
    var forecast = ""
    var temperature = 0
    var fetched = ""
  }
  enum Action: Equatable {
    case forecastTapped
    case forecastLoaded(String)
    case temperatureTapped
    case fetchTapped
    case fetched(String)
    case checkTapped(Int)
  }

  @Dependency(\.weather) var weather
  @Dependency(\.liveOnly) var liveOnly

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .forecastTapped:
      return .run { send in
        await send(.forecastLoaded(try await weather.forecast("Paris")))
      }
    case let .forecastLoaded(forecast):
      state.forecast = forecast
      return .none
    case .temperatureTapped:
      state.temperature = weather.temperature()
      return .none
    case .fetchTapped:
      return .run { send in await send(.fetched(await liveOnly.fetch())) }
    case let .fetched(value):
      state.fetched = value
      return .none
    case let .checkTapped(value):
      if value < 0 { reportIssue("A negative value reached the checker: \(value).") }
      return .none
    }
  }
}

@MainActor
@Suite struct StrictDependencyTests {
  @Test func reportIssueFailsTheRunningTest() async {
    let failures = await recordedFailures {
      reportIssue("The cache is inconsistent.")
      reportIssue()
    }
    #expect(failures == ["The cache is inconsistent.", "An issue was reported."])
  }

  @Test func reportIssueInAReducerFailsTheTestStoresTest() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Forecast.State()) { Forecast() }
      await store.send(.checkTapped(1))
      await store.send(.checkTapped(-1))
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("A negative value reached the checker: -1.") == true)
  }

  @Test func overridingOneEndpointLeavesTheOthersFailing() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Forecast.State()) {
        Forecast()
      } withDependencies: {
        $0.weather.forecast = { city in "Sunny in \(city)" }
      }
      await store.send(.forecastTapped)
      await store.receive(.forecastLoaded("Sunny in Paris")) { $0.forecast = "Sunny in Paris" }
    }
    #expect(failures == [])
  }

  @Test func anUnimplementedEndpointFailsWhenCalledAndReturnsItsPlaceholder() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Forecast.State()) {
        Forecast()
      } withDependencies: {
        $0.weather.forecast = { city in "Sunny in \(city)" }
      }
      await store.send(.temperatureTapped)
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.contains("Unimplemented: 'WeatherClient.temperature' was called") == true)
  }

  @Test func anUnimplementedThrowingEndpointThrowsUnimplementedFailure() async {
    let failures = await recordedFailures {
      await #expect(throws: UnimplementedFailure.self) {
        try await WeatherClient.testValue.forecast("Rome")
      }
      WeatherClient.testValue.log("tapped")
    }
    #expect(failures.count == 2)
    #expect(failures.first?.contains("'WeatherClient.forecast'") == true)
    #expect(failures.last?.contains("'WeatherClient.log'") == true)
  }

  @Test func everyShapeOfUnimplementedEndpointFailsOnceWhenCalled() async {
    let client = SpeechClient.unimplementedValue
    let failures = await recordedFailures {
      #expect(client.authorizationStatus() == .denied)
      #expect(await client.requestAuthorization() == .denied)
      await #expect(throws: Never.self) {
        for try await _ in await client.startTask("hello") {}
      }
      await client.finishTask()
      await #expect(throws: UnimplementedFailure.self) { try await client.save(Data()) }
      #expect(throws: UnimplementedFailure.self) { try client.load() }
      await #expect(throws: UnimplementedFailure.self) { try await client.fetch(1, "a") }
      client.track("tapped")
    }
    let names = [
      "authorizationStatus", "requestAuthorization", "startTask", "finishTask", "save", "load",
      "fetch", "track",
    ]
    #expect(failures.count == names.count)
    for (failure, name) in zip(failures, names) {
      #expect(failure.contains("Unimplemented: 'SpeechClient.\(name)' was called"))
    }
  }

  @Test func overridingOneEndpointOfAClientWithNoTestValueIsReported() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Forecast.State()) {
        Forecast()
      } withDependencies: {
        $0.liveOnly.fetch = { "mocked" }
      }
      await store.send(.fetchTapped)
      await store.receive(.fetched("mocked")) { $0.fetched = "mocked" }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.contains("to override a part of it") == true)
    #expect(failures.first?.contains("LiveOnlyClient") == true)
  }

  @Test func replacingAClientWithNoTestValueWholeReportsNothing() async {
    let failures = await recordedFailures {
      let store = TestStore(initialState: Forecast.State()) {
        Forecast()
      } withDependencies: {
        $0.liveOnly = LiveOnlyClient(fetch: { "whole" }, save: { _ in })
      }
      await store.send(.fetchTapped)
      await store.receive(.fetched("whole")) { $0.fetched = "whole" }
    }
    #expect(failures == [])
  }

  @Test func theMangledNameNamesTheBridge() {
    #expect(TestHooks.installed != nil)
    #expect(TestHooks.running != nil)
    #expect(TestHooks.running?.currentTest != nil)
  }
}
