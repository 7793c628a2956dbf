import ReducerCore
import SettingsFeature
import SharedModels
import Testing
import TextUI

@Suite struct SettingsScreenTests {
  @Test func freshInstall() {
    #expect(SettingsFeature.screen(.ada).render() == """
      screen Settings
        navigation "Settings"
        section "Account"
          row "Name" detail "Ada Lovelace"
          row "Email" detail "ada@example.com"
        section "Preferences"
          picker "Theme" = "Auto" options "Auto", "Light", "Dark"
          row "Language" detail "English" >
        section "Notifications"
          toggle "Push Notifications" [off]
        section "About"
          row "Version" detail "1.2.0"
          row "Build" detail "42"
          row "Privacy Policy" >
          row "Terms of Service" >
          row "Support" >
        section "Danger Zone"
          button "Log Out"
          button "Delete Account" [destructive]
      """)
  }

  @Test func chosenPreferences() {
    let state = SettingsFeature.State.ada(UserPreferences(theme: .dark, notificationsEnabled: true))
    #expect(SettingsFeature.screen(state).render() == """
      screen Settings
        navigation "Settings"
        section "Account"
          row "Name" detail "Ada Lovelace"
          row "Email" detail "ada@example.com"
        section "Preferences"
          picker "Theme" = "Dark" options "Auto", "Light", "Dark"
          row "Language" detail "English" >
        section "Notifications"
          toggle "Push Notifications" [on]
        section "About"
          row "Version" detail "1.2.0"
          row "Build" detail "42"
          row "Privacy Policy" >
          row "Terms of Service" >
          row "Support" >
        section "Danger Zone"
          button "Log Out"
          button "Delete Account" [destructive]
      """)
  }

  @Test func everyElementSendsItsAction() throws {
    let screen = SettingsFeature.screen(.ada)
    #expect(try screen.select("Light", in: "Theme") == .themeSelected(.light))
    #expect(try screen.select("Dark", in: "Theme") == .themeSelected(.dark))
    #expect(try screen.select("Auto", in: "Theme") == .themeSelected(.auto))
    #expect(try screen.tap("Language") == .languageRowTapped)
    #expect(try screen.toggle("Push Notifications") == .notificationsToggled(true))
    #expect(try screen.tap("Privacy Policy") == .privacyPolicyRowTapped)
    #expect(try screen.tap("Terms of Service") == .termsOfServiceRowTapped)
    #expect(try screen.tap("Support") == .supportRowTapped)
    #expect(try screen.tap("Log Out") == .logOutButtonTapped)
    #expect(try screen.tap("Delete Account") == .deleteAccountButtonTapped)
    let on = SettingsFeature.screen(.ada(UserPreferences(notificationsEnabled: true)))
    #expect(try on.toggle("Push Notifications", to: false) == .notificationsToggled(false))
  }

  @Test func askingForNotifications() {
    var state = SettingsFeature.State.ada
    state.isRequestingNotificationPermission = true
    let screen = SettingsFeature.screen(state)
    #expect(screen.render().contains("""
        section "Notifications"
          toggle "Push Notifications" [off] [disabled]
        section "About"
      """))
    #expect(throws: InteractionError.disabled(label: "Push Notifications", kind: .toggle, interaction: .toggle)) {
      try screen.toggle("Push Notifications")
    }
  }

  @Test func notificationsDenied() {
    var state = SettingsFeature.State.ada
    state.notificationsNotice = .denied
    #expect(SettingsFeature.screen(state).render() == """
      screen Settings
        navigation "Settings"
        section "Account"
          row "Name" detail "Ada Lovelace"
          row "Email" detail "ada@example.com"
        section "Preferences"
          picker "Theme" = "Auto" options "Auto", "Light", "Dark"
          row "Language" detail "English" >
        section "Notifications"
          toggle "Push Notifications" [off]
          error "Notifications are blocked. Allow them in your device's settings."
        section "About"
          row "Version" detail "1.2.0"
          row "Build" detail "42"
          row "Privacy Policy" >
          row "Terms of Service" >
          row "Support" >
        section "Danger Zone"
          button "Log Out"
          button "Delete Account" [destructive]
      """)
  }

  @Test func notificationsRequestFailed() {
    var state = SettingsFeature.State.ada
    state.notificationsNotice = .requestFailed
    #expect(SettingsFeature.screen(state).render().contains("""
          toggle "Push Notifications" [off]
          error "Couldn't ask for permission to send notifications. Please try again."
      """))
  }

  @Test func deletingAccount() {
    var state = SettingsFeature.State.ada
    state.isDeletingAccount = true
    #expect(SettingsFeature.screen(state).render() == """
      screen Settings
        navigation "Settings"
        section "Account"
          row "Name" detail "Ada Lovelace"
          row "Email" detail "ada@example.com"
        section "Preferences"
          picker "Theme" = "Auto" options "Auto", "Light", "Dark"
          row "Language" detail "English" >
        section "Notifications"
          toggle "Push Notifications" [off]
        section "About"
          row "Version" detail "1.2.0"
          row "Build" detail "42"
          row "Privacy Policy" >
          row "Terms of Service" >
          row "Support" >
        section "Danger Zone"
          button "Log Out" [disabled]
          button "Delete Account" [destructive] [disabled]
          progress "Deleting account"
      """)
  }

  @Test func deleteConfirmation() throws {
    var state = SettingsFeature.State.ada
    state.deleteConfirmation = ConfirmationDialogState(
      title: "Delete Account?",
      message: "Your account and all of its data will be deleted. This can't be undone.",
      buttons: [
        ButtonState("Delete Account", role: .destructive, action: .confirmButtonTapped),
        ButtonState("Cancel", role: .cancel),
      ])
    let screen = SettingsFeature.screen(state)
    #expect(screen.render().hasSuffix("""
        section "Danger Zone"
          button "Log Out"
          button "Delete Account" [destructive]
      confirmation dialog "Delete Account?"
        text "Your account and all of its data will be deleted. This can't be undone."
        button "Delete Account" [destructive]
        button "Cancel" [cancel]
      """))
    #expect(try screen.answer("Delete Account") == .deleteConfirmation(.presented(.confirmButtonTapped)))
    #expect(try screen.answer("Cancel") == .deleteConfirmation(.dismiss))
    #expect(try screen.dismiss() == .deleteConfirmation(.dismiss))
  }

  @Test func deletionFailedAlert() throws {
    var state = SettingsFeature.State.ada
    state.alert = AlertState(
      title: "Couldn't Delete Account", message: "No internet connection",
      buttons: [
        ButtonState("Try Again", action: .tryDeletingAgainButtonTapped),
        ButtonState("OK", role: .cancel),
      ])
    let screen = SettingsFeature.screen(state)
    #expect(screen.render().hasSuffix("""
          button "Delete Account" [destructive]
      alert "Couldn't Delete Account"
        text "No internet connection"
        button "Try Again"
        button "OK" [cancel]
      """))
    #expect(try screen.answer("Try Again") == .alert(.presented(.tryDeletingAgainButtonTapped)))
    #expect(try screen.answer("OK") == .alert(.dismiss))
    #expect(throws: InteractionError.self) { try screen.dismiss() }
  }

  @Test func supportUnavailableAlert() {
    var state = SettingsFeature.State.ada
    state.alert = AlertState(
      title: "Couldn't Open Support", message: "Visit https://example.com/support in your browser.",
      buttons: [ButtonState("OK", role: .cancel)])
    #expect(SettingsFeature.screen(state).render().hasSuffix("""
          button "Delete Account" [destructive]
      alert "Couldn't Open Support"
        text "Visit https://example.com/support in your browser."
        button "OK" [cancel]
      """))
  }

  @Test func vietnamese() {
    let state = SettingsFeature.State.ada(
      UserPreferences(theme: .light, language: .vietnamese, notificationsEnabled: true))
    #expect(SettingsFeature.screen(state).render() == """
      screen Settings
        navigation "Cài đặt"
        section "Tài khoản"
          row "Tên" detail "Ada Lovelace"
          row "Email" detail "ada@example.com"
        section "Tùy chọn"
          picker "Giao diện" = "Sáng" options "Tự động", "Sáng", "Tối"
          row "Ngôn ngữ" detail "Tiếng Việt" >
        section "Thông báo"
          toggle "Thông báo đẩy" [on]
        section "Giới thiệu"
          row "Phiên bản" detail "1.2.0"
          row "Bản dựng" detail "42"
          row "Chính sách quyền riêng tư" >
          row "Điều khoản dịch vụ" >
          row "Hỗ trợ" >
        section "Vùng nguy hiểm"
          button "Đăng xuất"
          button "Xóa tài khoản" [destructive]
      """)
  }

  @Test func vietnameseMessages() {
    var state = SettingsFeature.State.ada(UserPreferences(language: .vietnamese))
    state.notificationsNotice = .denied
    state.isDeletingAccount = true
    let screen = SettingsFeature.screen(state)
    #expect(screen.render().contains("""
          toggle "Thông báo đẩy" [off]
          error "Thông báo đang bị chặn. Hãy cho phép trong cài đặt của thiết bị."
      """))
    #expect(screen.render().hasSuffix("""
          button "Đăng xuất" [disabled]
          button "Xóa tài khoản" [destructive] [disabled]
          progress "Đang xóa tài khoản"
      """))
    state.notificationsNotice = .requestFailed
    #expect(SettingsFeature.screen(state).contains(
      text: "Không thể xin quyền gửi thông báo. Vui lòng thử lại."))
  }

  // MARK: Pushed screens

  @Test func language() throws {
    var state = SettingsFeature.State.ada
    state.destination = .language
    let screen = SettingsFeature.screen(state)
    #expect(screen.render() == """
      screen Language
        navigation "Language" back "Settings"
        section
          picker "Language" = "English" options "English", "Tiếng Việt"
          footer "Every screen of the app switches at once."
      """)
    #expect(try screen.select("Tiếng Việt", in: "Language") == .languageSelected(.vietnamese))
    #expect(try screen.back() == .backButtonTapped)
  }

  @Test func languageInVietnamese() throws {
    var state = SettingsFeature.State.ada(UserPreferences(language: .vietnamese))
    state.destination = .language
    let screen = SettingsFeature.screen(state)
    #expect(screen.render() == """
      screen Language
        navigation "Ngôn ngữ" back "Cài đặt"
        section
          picker "Ngôn ngữ" = "Tiếng Việt" options "English", "Tiếng Việt"
          footer "Mọi màn hình của ứng dụng sẽ đổi ngay lập tức."
      """)
    #expect(try screen.select("English", in: "Ngôn ngữ") == .languageSelected(.english))
  }

  @Test func privacyPolicy() throws {
    var state = SettingsFeature.State.ada
    state.destination = .privacyPolicy
    let screen = SettingsFeature.screen(state)
    #expect(screen.render() == """
      screen "Privacy Policy"
        navigation "Privacy Policy" back "Settings"
        text "We collect only what the app needs to work: your name, your email address and your settings."
        text "Your data is never sold. It is shared only with the services that run the app, and only to run it."
        text "You can delete your account and its data at any time in Settings."
      """)
    #expect(try screen.back() == .backButtonTapped)
  }

  @Test func termsOfService() throws {
    var state = SettingsFeature.State.ada
    state.destination = .termsOfService
    let screen = SettingsFeature.screen(state)
    #expect(screen.render() == """
      screen "Terms of Service"
        navigation "Terms of Service" back "Settings"
        text "By using the app you agree to use it lawfully and to keep your sign-in details safe."
        text "What you post stays yours; you allow us to show it to the people you share it with."
        text "We may update these terms; the app will tell you before new terms apply."
      """)
    #expect(try screen.back() == .backButtonTapped)
  }

  @Test(arguments: SettingsFeature.Destination.allCases)
  func anAlertShowsOverThePushedScreen(_ destination: SettingsFeature.Destination) throws {
    var state = SettingsFeature.State.ada
    state.destination = destination
    let pushed = SettingsFeature.screen(state).render()
    state.alert = AlertState(
      title: "Couldn't Save Settings",
      message: "Your change applies now, but it may be lost when the app restarts.",
      buttons: [ButtonState("OK", role: .cancel)])
    let screen = SettingsFeature.screen(state)
    #expect(screen.render() == pushed + """

      alert "Couldn't Save Settings"
        text "Your change applies now, but it may be lost when the app restarts."
        button "OK" [cancel]
      """)
    #expect(try screen.answer("OK") == .alert(.dismiss))
    #expect(throws: InteractionError.self) { try screen.back() }
  }

  @Test func itsAlertShowsOverAScreenOutsideSettings() throws {
    var state = SettingsFeature.State.ada
    #expect(SettingsFeature.alert(state) == nil)
    state.alert = AlertState(
      title: "Couldn't Save Settings",
      message: "Your change applies now, but it may be lost when the app restarts.",
      buttons: [ButtonState("OK", role: .cancel)])
    let elsewhere = Screen<SettingsFeature.Action>("Elsewhere") { Text("Another tab") }
      .alert(SettingsFeature.alert(state))
    #expect(elsewhere.render() == """
      screen Elsewhere
        text "Another tab"
      alert "Couldn't Save Settings"
        text "Your change applies now, but it may be lost when the app restarts."
        button "OK" [cancel]
      """)
    #expect(try elsewhere.answer("OK") == .alert(.dismiss))
  }

  @Test func documentsInVietnamese() {
    var state = SettingsFeature.State.ada(UserPreferences(language: .vietnamese))
    state.destination = .privacyPolicy
    #expect(SettingsFeature.screen(state).render() == """
      screen "Privacy Policy"
        navigation "Chính sách quyền riêng tư" back "Cài đặt"
        text "Chúng tôi chỉ thu thập những gì ứng dụng cần để hoạt động: tên, địa chỉ email và các cài đặt của bạn."
        text "Dữ liệu của bạn không bao giờ bị bán. Dữ liệu chỉ được chia sẻ với các dịch vụ vận hành ứng dụng, và chỉ cho mục đích đó."
        text "Bạn có thể xóa tài khoản và dữ liệu của mình bất cứ lúc nào trong phần Cài đặt."
      """)
    state.destination = .termsOfService
    #expect(SettingsFeature.screen(state).render() == """
      screen "Terms of Service"
        navigation "Điều khoản dịch vụ" back "Cài đặt"
        text "Khi sử dụng ứng dụng, bạn đồng ý sử dụng đúng pháp luật và giữ an toàn thông tin đăng nhập."
        text "Nội dung bạn đăng vẫn thuộc về bạn; bạn cho phép chúng tôi hiển thị nội dung đó cho những người bạn chia sẻ."
        text "Chúng tôi có thể cập nhật các điều khoản này; ứng dụng sẽ báo cho bạn trước khi điều khoản mới có hiệu lực."
      """)
  }
}
