import ProfileFeature
import SharedModels
import Testing
import TextUI

@Suite struct EditProfileScreenTests {
  @Test func unchanged() {
    #expect(EditProfileFeature.screen(EditProfileFeature.State(profile: .ada)).render() == """
      screen "Edit Profile"
        navigation "Edit Profile"
          button "Cancel" [cancel]
          button "Save" [disabled]
        text field "Name" = "Ada Lovelace"
        text field "Email" = "ada@example.com"
      """)
  }

  @Test func changed() throws {
    let screen = EditProfileFeature.screen(Self.editing(name: "Ada King"))
    #expect(screen.render() == """
      screen "Edit Profile"
        navigation "Edit Profile"
          button "Cancel" [cancel]
          button "Save"
        text field "Name" = "Ada King"
        text field "Email" = "ada@example.com"
      """)
    #expect(try screen.tap("Save") == .saveButtonTapped)
  }

  @Test func emptyFieldsShowTheirPlaceholders() {
    let screen = EditProfileFeature.screen(Self.editing(name: "", email: ""))
    #expect(screen.render() == """
      screen "Edit Profile"
        navigation "Edit Profile"
          button "Cancel" [cancel]
          button "Save"
        text field "Name" = "" placeholder "Enter your name"
        text field "Email" = "" placeholder "Enter your email"
      """)
  }

  @Test func missingName() {
    var state = Self.editing(name: "")
    state.formError = .missingName
    #expect(EditProfileFeature.screen(state).render() == """
      screen "Edit Profile"
        navigation "Edit Profile"
          button "Cancel" [cancel]
          button "Save"
        text field "Name" = "" placeholder "Enter your name"
        text field "Email" = "ada@example.com"
        error "Please enter your name"
      """)
  }

  @Test func invalidEmail() {
    var state = Self.editing(email: "ada@example")
    state.formError = .invalidEmail
    #expect(EditProfileFeature.screen(state).render() == """
      screen "Edit Profile"
        navigation "Edit Profile"
          button "Cancel" [cancel]
          button "Save"
        text field "Name" = "Ada Lovelace"
        text field "Email" = "ada@example"
        error "Invalid email format"
      """)
  }

  @Test func saving() {
    var state = Self.editing(name: "Ada King")
    state.isSaving = true
    #expect(EditProfileFeature.screen(state).render() == """
      screen "Edit Profile"
        navigation "Edit Profile"
          button "Cancel" [cancel] [disabled]
          button "Save" [disabled]
        text field "Name" = "Ada King" [disabled]
        text field "Email" = "ada@example.com" [disabled]
        progress "Saving"
      """)
  }

  @Test(arguments: [
    (ProfileFailure.invalidEmail, "This email address can't be used"),
    (.noConnection, "No internet connection"),
    (.unexpected, "Couldn't save your profile. Please try again."),
  ])
  func failedSave(failure: ProfileFailure, message: String) {
    var state = Self.editing(name: "Ada King")
    state.failure = failure
    #expect(EditProfileFeature.screen(state).render() == """
      screen "Edit Profile"
        navigation "Edit Profile"
          button "Cancel" [cancel]
          button "Save"
        text field "Name" = "Ada King"
        text field "Email" = "ada@example.com"
        error "\(message)"
      """)
  }

  @Test func vietnamese() {
    var state = Self.editing(name: "", email: "ada@example")
    state.language = .vietnamese
    state.formError = .missingName
    #expect(EditProfileFeature.screen(state).render() == """
      screen "Edit Profile"
        navigation "Chỉnh sửa hồ sơ"
          button "Hủy" [cancel]
          button "Lưu"
        text field "Tên" = "" placeholder "Nhập tên của bạn"
        text field "Email" = "ada@example"
        error "Vui lòng nhập tên của bạn"
      """)
  }

  @Test func vietnameseMessages() {
    var state = Self.editing(name: "Ada King", email: "")
    state.language = .vietnamese
    state.isSaving = true
    state.formError = .invalidEmail
    state.failure = .unexpected
    #expect(EditProfileFeature.screen(state).render() == """
      screen "Edit Profile"
        navigation "Chỉnh sửa hồ sơ"
          button "Hủy" [cancel] [disabled]
          button "Lưu" [disabled]
        text field "Tên" = "Ada King" [disabled]
        text field "Email" = "" placeholder "Nhập email của bạn" [disabled]
        error "Email không đúng định dạng"
        error "Không thể lưu hồ sơ. Vui lòng thử lại."
        progress "Đang lưu"
      """)
    state.failure = .invalidEmail
    #expect(EditProfileFeature.screen(state).contains(text: "Không thể dùng địa chỉ email này"))
    state.failure = .noConnection
    #expect(EditProfileFeature.screen(state).contains(text: "Không có kết nối Internet"))
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
