import OnboardingFeature
import SharedModels
import Testing
import TextUI

@Suite struct OnboardingFeatureScreenTests {
  @Test func welcome() {
    #expect(OnboardingFeature.screen(OnboardingFeature.State()).render() == """
      screen Onboarding
        button "Skip"
        image hand.wave.fill
        heading "Welcome"
        text "Everything you need, in one place."
        page 1 of 3
        button "Next"
      """)
  }

  @Test func secure() {
    #expect(OnboardingFeature.screen(OnboardingFeature.State(page: .secure)).render() == """
      screen Onboarding
        button "Skip"
        image lock.shield.fill
        heading "Secure"
        text "Your data is protected with industry-standard security."
        page 2 of 3
        button "Next"
      """)
  }

  @Test func fastIsTheLastPage() {
    #expect(OnboardingFeature.screen(OnboardingFeature.State(page: .fast)).render() == """
      screen Onboarding
        image bolt.fill
        heading "Fast"
        text "Lightning-fast performance for a smooth experience."
        page 3 of 3
        button "Get Started"
      """)
  }

  @Test func completingDisablesTheButtons() {
    let state = OnboardingFeature.State(page: .secure, isCompleting: true)
    #expect(OnboardingFeature.screen(state).render() == """
      screen Onboarding
        button "Skip" [disabled]
        image lock.shield.fill
        heading "Secure"
        text "Your data is protected with industry-standard security."
        page 2 of 3
        button "Next" [disabled]
      """)
  }

  @Test func vietnamese() {
    #expect(OnboardingFeature.screen(OnboardingFeature.State(language: .vietnamese)).render() == """
      screen Onboarding
        button "Bỏ qua"
        image hand.wave.fill
        heading "Chào mừng"
        text "Mọi thứ bạn cần, ở cùng một nơi."
        page 1 of 3
        button "Tiếp theo"
      """)
    let secure = OnboardingFeature.State(language: .vietnamese, page: .secure)
    #expect(OnboardingFeature.screen(secure).render() == """
      screen Onboarding
        button "Bỏ qua"
        image lock.shield.fill
        heading "An toàn"
        text "Dữ liệu của bạn được bảo vệ theo tiêu chuẩn bảo mật hàng đầu."
        page 2 of 3
        button "Tiếp theo"
      """)
    let fast = OnboardingFeature.State(language: .vietnamese, page: .fast)
    #expect(OnboardingFeature.screen(fast).render() == """
      screen Onboarding
        image bolt.fill
        heading "Nhanh chóng"
        text "Hiệu năng cực nhanh cho trải nghiệm mượt mà."
        page 3 of 3
        button "Bắt đầu"
      """)
  }

  @Test func everyButtonSendsItsAction() throws {
    let first = OnboardingFeature.screen(OnboardingFeature.State())
    #expect(try first.tap("Next") == .nextButtonTapped)
    #expect(try first.tap("Skip") == .skipButtonTapped)
    #expect(first.labels == ["Skip", "Next"])
    let last = OnboardingFeature.screen(OnboardingFeature.State(page: .fast))
    #expect(try last.tap("Get Started") == .getStartedButtonTapped)
    #expect(last.labels == ["Get Started"])
  }
}
