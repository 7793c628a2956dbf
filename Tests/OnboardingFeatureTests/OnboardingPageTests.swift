import Testing

@testable import OnboardingFeature

@Suite struct OnboardingPageTests {
  @Test func pagesAreNumberedAndChainedInOrder() {
    #expect(OnboardingPage.allCases.map(\.number) == [1, 2, 3])
    #expect(OnboardingPage.allCases.map(\.next) == [.secure, .fast, nil])
  }
}
