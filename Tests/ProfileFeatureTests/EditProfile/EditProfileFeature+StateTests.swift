import ProfileFeature
import SharedModels
import Testing

@Suite struct EditProfileStateTests {
  @Test func theFieldsStartFromTheProfile() {
    let state = EditProfileFeature.State(profile: .ada, language: .vietnamese)
    #expect(state.name == "Ada Lovelace")
    #expect(state.email == "ada@example.com")
    #expect(state.language == .vietnamese)
    #expect(!state.hasChanges)
    #expect(!state.canSave)
  }

  @Test func spacesAroundTheFieldsAreNoChange() {
    var state = EditProfileFeature.State(profile: .ada)
    state.name = "  Ada Lovelace "
    state.email = " ada@example.com\n"
    #expect(state.trimmedName == "Ada Lovelace")
    #expect(state.trimmedEmail == "ada@example.com")
    #expect(!state.hasChanges)
  }

  @Test func aChangedFieldCanBeSavedUnlessSaving() {
    var state = EditProfileFeature.State(profile: .ada)
    state.email = "ada@lovelace.org"
    #expect(state.hasChanges)
    #expect(state.canSave)
    state.isSaving = true
    #expect(!state.canSave)
  }
}
