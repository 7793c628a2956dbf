import ExploreFeature
import SharedModels
import Testing
import TextUI

@Suite struct CategoryScreenTests {
  @Test func development() throws {
    let screen = ExploreFeature.screen(ExploreFeature.State(destination: .category(.development)))
    #expect(screen.render() == """
      screen Category
        navigation "Development" back "Explore"
        image chevron.left.forwardslash.chevron.right
        text "Build apps and services."
        section "Topics"
          row "Swift" >
          row "Concurrency" >
          row "Testing" >
      """)
    #expect(try screen.tap("Concurrency") == .categoryTopicTapped("Concurrency"))
    #expect(try screen.back() == .backButtonTapped)
  }

  @Test func everyCategory() {
    let expected: [ExploreCategory: String] = [
      .design: """
        screen Category
          navigation "Design" back "Explore"
          image paintbrush
          text "Craft interfaces people love."
          section "Topics"
            row "Typography" >
            row "Color Theory" >
            row "Prototyping" >
        """,
      .learning: """
        screen Category
          navigation "Learning" back "Explore"
          image book
          text "Grow your skills every day."
          section "Topics"
            row "Online Courses" >
            row "Study Techniques" >
            row "Certifications" >
        """,
      .business: """
        screen Category
          navigation "Business" back "Explore"
          image briefcase
          text "Turn ideas into ventures."
          section "Topics"
            row "Startups" >
            row "Marketing" >
            row "Leadership" >
        """,
    ]
    for (category, render) in expected {
      #expect(ExploreFeature.screen(ExploreFeature.State(destination: .category(category))).render() == render)
    }
  }

  @Test func vietnamese() {
    let names: [(ExploreCategory, String, String)] = [
      (.development, "Lập trình", "Xây dựng ứng dụng và dịch vụ."),
      (.design, "Thiết kế", "Tạo nên giao diện được yêu thích."),
      (.learning, "Học tập", "Nâng cao kỹ năng mỗi ngày."),
      (.business, "Kinh doanh", "Biến ý tưởng thành doanh nghiệp."),
    ]
    for (category, name, message) in names {
      let screen = ExploreFeature.screen(
        ExploreFeature.State(language: .vietnamese, destination: .category(category)))
      #expect(screen.visibleTexts.prefix(4) == [name, "Khám phá", message, "Chủ đề"])
    }
    #expect(
      ExploreFeature.screen(
        ExploreFeature.State(language: .vietnamese, destination: .category(.learning))
      ).render() == """
        screen Category
          navigation "Học tập" back "Khám phá"
          image book
          text "Nâng cao kỹ năng mỗi ngày."
          section "Chủ đề"
            row "Online Courses" >
            row "Study Techniques" >
            row "Certifications" >
        """)
  }
}
