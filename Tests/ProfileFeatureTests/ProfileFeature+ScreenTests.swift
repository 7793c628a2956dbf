import ProfileFeature
import SharedModels
import Testing
import TextUI

@Suite struct ProfileScreenTests {
  @Test func loaded() {
    let state = ProfileFeature.State(profile: .ada, stats: .loaded(.sample))
    #expect(ProfileFeature.screen(state).render() == """
      screen Profile
        navigation "Profile"
        image person.crop.circle.fill
        heading "Ada Lovelace"
        text "ada@example.com"
        section "Stats"
          row "Posts" detail "24"
          row "Followers" detail "1,280"
          row "Following" detail "180"
        button "Edit Profile" image pencil
        button "Share Profile" image square.and.arrow.up
        section "Activity"
          row "Favorites" image heart subtitle "Things you loved" >
          row "Saved" image bookmark subtitle "Saved for later" >
          row "History" image clock subtitle "Recently viewed" >
      """)
  }

  @Test func beforeAppearing() {
    let state = ProfileFeature.State(profile: .ada)
    #expect(ProfileFeature.screen(state).render() == """
      screen Profile
        navigation "Profile"
        image person.crop.circle.fill
        heading "Ada Lovelace"
        text "ada@example.com"
        section "Stats"
          row "Posts" detail "–"
          row "Followers" detail "–"
          row "Following" detail "–"
        button "Edit Profile" image pencil
        button "Share Profile" image square.and.arrow.up
        section "Activity"
          row "Favorites" image heart subtitle "Things you loved" >
          row "Saved" image bookmark subtitle "Saved for later" >
          row "History" image clock subtitle "Recently viewed" >
      """)
  }

  @Test func loading() {
    let state = ProfileFeature.State(profile: .ada, stats: .loading)
    #expect(ProfileFeature.screen(state).render() == """
      screen Profile
        navigation "Profile"
        image person.crop.circle.fill
        heading "Ada Lovelace"
        text "ada@example.com"
        section "Stats"
          progress "Loading stats"
        button "Edit Profile" image pencil
        button "Share Profile" image square.and.arrow.up
        section "Activity"
          row "Favorites" image heart subtitle "Things you loved" >
          row "Saved" image bookmark subtitle "Saved for later" >
          row "History" image clock subtitle "Recently viewed" >
      """)
  }

  @Test func failedOffline() {
    let state = ProfileFeature.State(profile: .ada, stats: .failed(.noConnection))
    #expect(ProfileFeature.screen(state).render() == """
      screen Profile
        navigation "Profile"
        image person.crop.circle.fill
        heading "Ada Lovelace"
        text "ada@example.com"
        section "Stats"
          error "No internet connection"
          button "Retry"
        button "Edit Profile" image pencil
        button "Share Profile" image square.and.arrow.up
        section "Activity"
          row "Favorites" image heart subtitle "Things you loved" >
          row "Saved" image bookmark subtitle "Saved for later" >
          row "History" image clock subtitle "Recently viewed" >
      """)
  }

  @Test func failedOtherwise() throws {
    let state = ProfileFeature.State(profile: .ada, stats: .failed(.unexpected))
    let screen = ProfileFeature.screen(state)
    #expect(screen.contains(text: "Couldn't load stats"))
    #expect(!screen.contains(text: "No internet connection"))
    #expect(try screen.tap("Retry") == .statsRetryButtonTapped)
  }

  @Test func vietnamese() {
    let state = ProfileFeature.State(profile: .ada, language: .vietnamese, stats: .loaded(.sample))
    #expect(ProfileFeature.screen(state).render() == """
      screen Profile
        navigation "Hồ sơ"
        image person.crop.circle.fill
        heading "Ada Lovelace"
        text "ada@example.com"
        section "Thống kê"
          row "Bài viết" detail "24"
          row "Người theo dõi" detail "1.280"
          row "Đang theo dõi" detail "180"
        button "Chỉnh sửa hồ sơ" image pencil
        button "Chia sẻ hồ sơ" image square.and.arrow.up
        section "Hoạt động"
          row "Yêu thích" image heart subtitle "Những thứ bạn yêu thích" >
          row "Đã lưu" image bookmark subtitle "Lưu để xem sau" >
          row "Lịch sử" image clock subtitle "Đã xem gần đây" >
      """)
  }

  @Test func vietnameseLoadingAndFailed() throws {
    let loading = ProfileFeature.State(profile: .ada, language: .vietnamese, stats: .loading)
    #expect(ProfileFeature.screen(loading).contains(text: "Đang tải thống kê"))
    let offline = ProfileFeature.State(
      profile: .ada, language: .vietnamese, stats: .failed(.noConnection))
    #expect(ProfileFeature.screen(offline).contains(text: "Không có kết nối Internet"))
    let failed = ProfileFeature.State(
      profile: .ada, language: .vietnamese, stats: .failed(.unexpected))
    #expect(ProfileFeature.screen(failed).contains(text: "Không thể tải thống kê"))
    #expect(try ProfileFeature.screen(failed).tap("Thử lại") == .statsRetryButtonTapped)
  }

  @Test func everyElementSendsItsAction() throws {
    let screen = ProfileFeature.screen(ProfileFeature.State(profile: .ada, stats: .loaded(.sample)))
    #expect(try screen.tap("Edit Profile") == .editProfileButtonTapped)
    #expect(try screen.tap("Share Profile") == .shareProfileButtonTapped)
    #expect(try screen.tap("Favorites") == .menuItemTapped(.favorites))
    #expect(try screen.tap("Saved") == .menuItemTapped(.saved))
    #expect(try screen.tap("History") == .menuItemTapped(.history))
    #expect(screen.labels == ["Edit Profile", "Share Profile", "Favorites", "Saved", "History"])
  }

  // MARK: Edit Profile

  @Test func editProfileSheet() throws {
    let state = ProfileFeature.State(
      profile: .ada, stats: .loaded(.sample),
      destination: .editProfile(EditProfileFeature.State(profile: .ada)))
    let screen = ProfileFeature.screen(state)
    #expect(screen.render() == """
      screen Profile
        navigation "Profile"
        image person.crop.circle.fill
        heading "Ada Lovelace"
        text "ada@example.com"
        section "Stats"
          row "Posts" detail "24"
          row "Followers" detail "1,280"
          row "Following" detail "180"
        button "Edit Profile" image pencil
        button "Share Profile" image square.and.arrow.up
        section "Activity"
          row "Favorites" image heart subtitle "Things you loved" >
          row "Saved" image bookmark subtitle "Saved for later" >
          row "History" image clock subtitle "Recently viewed" >
      sheet "Edit Profile"
        navigation "Edit Profile"
          button "Cancel" [cancel]
          button "Save" [disabled]
        text field "Name" = "Ada Lovelace"
        text field "Email" = "ada@example.com"
      """)
    #expect(screen.topmostName == "Edit Profile")
    #expect(
      try screen.type(" King", into: "Name")
        == .destination(.presented(.editProfile(.nameChanged("Ada Lovelace King")))))
    #expect(
      try screen.clear("Email") == .destination(.presented(.editProfile(.emailChanged("")))))
    #expect(try screen.tap("Cancel") == .destination(.presented(.editProfile(.cancelButtonTapped))))
    #expect(try screen.dismiss() == .destination(.dismiss))
    #expect(throws: InteractionError.disabled(label: "Save", kind: .button, interaction: .tap)) {
      try screen.tap("Save")
    }
  }

  @Test func editProfileSheetWhileSavingCannotBeSwipedAway() throws {
    var editing = EditProfileFeature.State(profile: .ada, isSaving: true)
    editing.name = "Ada King"
    let state = ProfileFeature.State(profile: .ada, destination: .editProfile(editing))
    let screen = ProfileFeature.screen(state)
    #expect(
      throws: InteractionError.notDismissible(
        overlay: PresentedOverlay(kind: .sheet, title: "Edit Profile"), choices: ["Cancel", "Save", "Name", "Email"])
    ) {
      try screen.dismiss()
    }
  }

  // MARK: Share Profile

  @Test func shareProfileSheet() throws {
    let state = ProfileFeature.State(
      profile: .ada, stats: .loaded(.sample),
      destination: .shareProfile(ShareProfileFeature.State(profile: .ada)))
    let screen = ProfileFeature.screen(state)
    #expect(screen.render() == """
      screen Profile
        navigation "Profile"
        image person.crop.circle.fill
        heading "Ada Lovelace"
        text "ada@example.com"
        section "Stats"
          row "Posts" detail "24"
          row "Followers" detail "1,280"
          row "Following" detail "180"
        button "Edit Profile" image pencil
        button "Share Profile" image square.and.arrow.up
        section "Activity"
          row "Favorites" image heart subtitle "Things you loved" >
          row "Saved" image bookmark subtitle "Saved for later" >
          row "History" image clock subtitle "Recently viewed" >
      sheet "Share Profile"
        navigation "Share Profile"
          button "Done"
        image person.crop.circle.fill
        heading "Ada Lovelace"
        text "https://example.com/profile/user-ada"
        section "Share via"
          button "Messages" image message
          button "Mail" image envelope
      """)
    #expect(
      try screen.tap("Mail") == .destination(.presented(.shareProfile(.shareTargetTapped(.mail)))))
    #expect(try screen.tap("Done") == .destination(.presented(.shareProfile(.doneButtonTapped))))
    #expect(try screen.dismiss() == .destination(.dismiss))
  }
}
