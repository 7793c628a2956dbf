import ProfileFeature
import ReducerTesting
import SharedModels
import Testing

@Suite struct ProfileDestinationTests {
  @Test func runsTheFeatureOfThePresentedSheet() {
    let store = TestStore(
      initialState: ProfileFeature.Destination.State.editProfile(EditProfileFeature.State(profile: .ada))
    ) {
      ProfileFeature.Destination()
    }
    store.send(.editProfile(.nameChanged("Ada King"))) {
      var editing = EditProfileFeature.State(profile: .ada)
      editing.name = "Ada King"
      $0 = .editProfile(editing)
    }
    store.finish()
  }

  @Test func anActionOfASheetNotPresentedChangesNothing() {
    let store = TestStore(
      initialState: ProfileFeature.Destination.State.editProfile(EditProfileFeature.State(profile: .ada))
    ) {
      ProfileFeature.Destination()
    }
    store.send(.shareProfile(.shareTargetTapped(.messages)))
    store.finish()
  }

  @Test func aMenuScreenTakesNoSheetActions() {
    let store = TestStore(initialState: ProfileFeature.Destination.State.menuItem(.history)) {
      ProfileFeature.Destination()
    }
    store.send(.editProfile(.saveButtonTapped))
    store.send(.shareProfile(.doneButtonTapped))
    store.finish()
  }
}
