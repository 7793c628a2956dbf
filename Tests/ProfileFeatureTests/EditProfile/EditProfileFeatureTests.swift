import ConcurrencyExtras
import Dependencies
import ProfileClient
import ProfileFeature
import ReducerTesting
import SharedModels
import Testing
import ValueCoding

@Suite struct EditProfileFeatureTests {
  // MARK: Editing

  @Test func typingChangesTheFieldsAndClearsTheMessages() {
    var state = EditProfileFeature.State(profile: .ada, formError: .missingName, failure: .noConnection)
    state.name = ""
    let store = TestStore(initialState: state) { EditProfileFeature() }
    store.send(.nameChanged("Ada")) {
      $0.name = "Ada"
      $0.formError = nil
      $0.failure = nil
    }
    store.send(.emailChanged("ada@")) { $0.email = "ada@" }
    store.finish()
  }

  @Test func aMissingNameClearsWhenTheNameChangesAndOnlyThen() {
    var state = EditProfileFeature.State(profile: .ada, formError: .missingName)
    state.name = ""
    let store = TestStore(initialState: state) { EditProfileFeature() }
    store.send(.emailChanged("ada@lovelace.org")) { $0.email = "ada@lovelace.org" }
    store.send(.nameChanged("A")) {
      $0.name = "A"
      $0.formError = nil
    }
    store.finish()
  }

  @Test(arguments: [
    EditProfileFeature.State(profile: .ada, formError: .invalidEmail),
    EditProfileFeature.State(profile: .ada, failure: .invalidEmail),
  ])
  func anEmailErrorClearsWhenTheEmailChangesAndOnlyThen(state: EditProfileFeature.State) {
    let store = TestStore(initialState: state) { EditProfileFeature() }
    store.send(.nameChanged("Ada King")) { $0.name = "Ada King" }
    store.send(.emailChanged("ada@lovelace.org")) {
      $0.email = "ada@lovelace.org"
      $0.formError = nil
      $0.failure = nil
    }
    store.finish()
  }

  @Test func changingTheEmailClearsAFailedSave() {
    let store = TestStore(
      initialState: EditProfileFeature.State(profile: .ada, failure: .invalidEmail)
    ) {
      EditProfileFeature()
    }
    store.send(.emailChanged("ada@lovelace.org")) {
      $0.email = "ada@lovelace.org"
      $0.failure = nil
    }
    store.finish()
  }

  // MARK: Validation

  @Test func saveWithoutChangesSendsNothing() {
    let store = TestStore(initialState: EditProfileFeature.State(profile: .ada)) {
      EditProfileFeature()
    }
    store.send(.saveButtonTapped)
    store.finish()
  }

  @Test func anEmptyNameIsAskedForBeforeAnyRequest() {
    let store = TestStore(initialState: Self.editing(name: "   ")) { EditProfileFeature() }
    store.send(.saveButtonTapped) { $0.formError = .missingName }
    store.finish()
  }

  @Test(arguments: ["ada", "ada@", "ada@example", "ada example@example.com", "@example.com"])
  func aMalformedEmailIsRejectedBeforeAnyRequest(email: String) {
    let store = TestStore(initialState: Self.editing(email: email)) { EditProfileFeature() }
    store.send(.saveButtonTapped) { $0.formError = .invalidEmail }
    store.finish()
  }

  // MARK: Saving

  @Test func savingSendsTheTrimmedFieldsStoresTheProfileAndTellsTheParent() throws {
    let sent = LockIsolated<[String]>([])
    let stored = LockIsolated<[String: Value]>([:])
    let saved = UserProfile(
      id: "user-ada", name: "Ada King", email: "ada@lovelace.org", avatarURL: UserProfile.ada.avatarURL)
    let store = TestStore(
      initialState: Self.editing(name: " Ada King ", email: "ada@lovelace.org ")
    ) {
      EditProfileFeature()
    } withDependencies: {
      $0.profileClient.updateProfile = { name, email in
        sent.withValue { $0 += [name, email] }
        return saved
      }
      $0.storageClient.save = { key, value in stored.withValue { $0[key] = value } }
    }
    store.send(.saveButtonTapped) { $0.isSaving = true }
    store.receive(.saveSucceeded(saved)) {
      $0.isSaving = false
      $0.profile = saved
      $0.name = "Ada King"
      $0.email = "ada@lovelace.org"
    }
    store.receive(.delegate(.saved(saved)))
    #expect(sent.value == ["Ada King", "ada@lovelace.org"])
    let storedProfile = try #require(stored.value[ProfileFeature.profileStorageKey])
    #expect(try ValueDecoder().decode(UserProfile.self, from: storedProfile) == saved)
    #expect(stored.value.count == 1)
    store.finish()
  }

  @Test func savingShowsProgressUntilTheServerAnswers() {
    let store = TestStore(initialState: Self.editing(name: "Ada King")) {
      EditProfileFeature()
    } withDependencies: {
      $0.profileClient.updateProfile = { name, email in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: .milliseconds(500))
        return UserProfile(id: "user-ada", name: name, email: email)
      }
      $0.storageClient.save = { _, _ in }
    }
    let saved = UserProfile(id: "user-ada", name: "Ada King", email: "ada@example.com")
    store.send(.saveButtonTapped) { $0.isSaving = true }
    store.send(.saveButtonTapped)
    store.send(.cancelButtonTapped)
    store.advance(by: .milliseconds(500))
    store.receive(.saveSucceeded(saved)) {
      $0.isSaving = false
      $0.profile = saved
    }
    store.receive(.delegate(.saved(saved)))
    store.finish()
  }

  @Test(arguments: [
    (ProfileError.invalidEmail, ProfileFailure.invalidEmail),
    (.noConnection, .noConnection),
    (.server, .unexpected),
  ])
  func aFailedSaveKeepsTheSheetOpenWithTheReason(error: ProfileError, failure: ProfileFailure) {
    let store = TestStore(initialState: Self.editing(name: "Ada King")) {
      EditProfileFeature()
    } withDependencies: {
      $0.profileClient.updateProfile = { _, _ in throw error }
    }
    store.send(.saveButtonTapped) { $0.isSaving = true }
    store.receive(.saveFailed(failure)) {
      $0.isSaving = false
      $0.failure = failure
    }
    store.finish()
  }

  @Test func aProfileThatCannotBeStoredIsNotReportedSaved() {
    let store = TestStore(initialState: Self.editing(name: "Ada King")) {
      EditProfileFeature()
    } withDependencies: {
      $0.profileClient.updateProfile = { name, email in
        UserProfile(id: "user-ada", name: name, email: email)
      }
      $0.storageClient.save = { _, _ in throw UnexpectedError() }
    }
    store.send(.saveButtonTapped) { $0.isSaving = true }
    store.receive(.saveFailed(.unexpected)) {
      $0.isSaving = false
      $0.failure = .unexpected
    }
    store.finish()
  }

  @Test func savingAgainAfterAFailureClearsIt() {
    var state = Self.editing(name: "Ada King")
    state.failure = .noConnection
    let store = TestStore(initialState: state) {
      EditProfileFeature()
    } withDependencies: {
      $0.profileClient.updateProfile = { _, _ in throw ProfileError.noConnection }
    }
    store.send(.saveButtonTapped) {
      $0.isSaving = true
      $0.failure = nil
    }
    store.receive(.saveFailed(.noConnection)) {
      $0.isSaving = false
      $0.failure = .noConnection
    }
    store.finish()
  }

  // MARK: Cancelling

  @Test func cancelTellsTheParent() {
    let store = TestStore(initialState: Self.editing(name: "Ada King")) { EditProfileFeature() }
    store.send(.cancelButtonTapped)
    store.receive(.delegate(.cancelled))
    store.finish()
  }

  /// Edit Profile on Ada's profile with the fields changed.
  private static func editing(
    name: String = UserProfile.ada.name, email: String = UserProfile.ada.email
  ) -> EditProfileFeature.State {
    var state = EditProfileFeature.State(profile: .ada)
    state.name = name
    state.email = email
    return state
  }
}
