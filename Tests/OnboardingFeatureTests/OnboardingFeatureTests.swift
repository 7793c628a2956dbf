import ConcurrencyExtras
import Dependencies
import MockKit
import OnboardingFeature
import ReducerTesting
import StorageClient
import Testing
import ValueCoding

@Suite struct OnboardingFeatureTests {
  @Test func nextWalksThroughThePagesAndStopsOnTheLast() {
    let store = TestStore(initialState: OnboardingFeature.State()) { OnboardingFeature() }
    store.send(.nextButtonTapped) { $0.page = .secure }
    store.send(.nextButtonTapped) { $0.page = .fast }
    store.send(.nextButtonTapped)
  }

  @Test func getStartedStoresTheCompletionThenTellsTheParent() {
    let saved = LockIsolated<[String: Value]>([:])
    let store = TestStore(initialState: OnboardingFeature.State(page: .fast)) {
      OnboardingFeature()
    } withDependencies: {
      $0.storageClient.save = { key, value in saved.withValue { $0[key] = value } }
    }
    store.send(.getStartedButtonTapped) { $0.isCompleting = true }
    store.receive(.delegate(.completed))
    #expect(saved.value == [OnboardingFeature.completedStorageKey: true])
  }

  @Test(arguments: [OnboardingPage.welcome, .secure])
  func skipStoresTheCompletionFromAnyPage(page: OnboardingPage) {
    let saved = LockIsolated<[String: Value]>([:])
    let store = TestStore(initialState: OnboardingFeature.State(page: page)) {
      OnboardingFeature()
    } withDependencies: {
      $0.storageClient.save = { key, value in saved.withValue { $0[key] = value } }
    }
    store.send(.skipButtonTapped) { $0.isCompleting = true }
    store.receive(.delegate(.completed))
    #expect(saved.value == ["onboardingCompleted": true])
  }

  @Test func whileCompletingTheButtonsDoNothing() {
    let saves = LockIsolated(0)
    let store = TestStore(initialState: OnboardingFeature.State()) {
      OnboardingFeature()
    } withDependencies: {
      $0.storageClient.save = { _, _ in
        saves.withValue { $0 += 1 }
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: .milliseconds(200))
      }
    }
    store.send(.skipButtonTapped) { $0.isCompleting = true }
    store.send(.skipButtonTapped)
    store.send(.nextButtonTapped)
    store.send(.getStartedButtonTapped)
    store.advance(by: .milliseconds(200))
    store.receive(.delegate(.completed))
    #expect(saves.value == 1)
  }

  @Test func aCompletionThatCannotBeStoredIsToldAndStillLeavesTheOnboarding() {
    struct StorageFailure: Error {}
    let store = TestStore(initialState: OnboardingFeature.State()) {
      OnboardingFeature()
    } withDependencies: {
      $0.storageClient.save = { _, _ in throw StorageFailure() }
    }
    store.send(.skipButtonTapped) { $0.isCompleting = true }
    store.receive(.delegate(.completionNotSaved))
    store.receive(.delegate(.completed))
  }

  @Test func theCompletionSurvivesARelaunchInTheMockStorage() throws {
    let world = MockWorld(catalog: MockCatalog([StorageClient.mockDescriptor]))
    try world.configure("storage", "save", .answer(nil, latency: .milliseconds(50)))
    let store = TestStore(initialState: OnboardingFeature.State(page: .fast)) {
      OnboardingFeature()
    } withDependencies: {
      $0.storageClient = .mock(world)
    }
    store.send(.getStartedButtonTapped) { $0.isCompleting = true }
    store.advance(by: .milliseconds(50))
    store.receive(.delegate(.completed))
    #expect(try world.store("storage")[OnboardingFeature.completedStorageKey] == true)
  }
}
