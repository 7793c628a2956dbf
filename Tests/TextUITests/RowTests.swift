import Testing
import TextUI

@Suite struct RowTests {
  @Test func rendersEveryAttributeAndTheChevronOfATappableRow() {
    let screen = Screen<TestAction>("Profile") {
      Row("Version", detail: "1.0.0")
      Row(
        "Favorites", id: "favorites", image: "heart", subtitle: "Things you loved", detail: "12",
        badge: "2"
      ) { .tapped("Favorites") }
      Row("History", subtitle: "Recently viewed", isDisabled: true) { .tapped("History") }
    }
    #expect(
      screen.render() == """
        screen Profile
          row "Version" detail "1.0.0"
          row "Favorites" #favorites image heart subtitle "Things you loved" detail "12" badge "2" >
          row "History" subtitle "Recently viewed" [disabled] >
        """)
    #expect(
      screen.visibleTexts == [
        "Version", "1.0.0", "Favorites", "Things you loved", "12", "2", "History",
        "Recently viewed",
      ]
    )
  }

  @Test func tappingATappableRowSendsItsAction() throws {
    let screen = Screen<TestAction>("Profile") {
      Row("Favorites") { .tapped("Favorites") }
    }
    #expect(try screen.tap("Favorites") == .tapped("Favorites"))
    #expect(screen.labels == ["Favorites"])
  }

  @Test func aRowWithoutActionIsNotInteractive() {
    let screen = Screen<TestAction>("Settings") {
      Row("Version", detail: "1.0.0")
      Row("Support") { .tapped("Support") }
    }
    #expect(screen.labels == ["Support"])
    #expect(
      errorMessage { try screen.tap("Version") }
        == "cannot tap row \"Version\" on screen Settings: it only shows information. "
        + "Labels on screen Settings: \"Support\""
    )
  }

  @Test func aDisabledRowRefusesTaps() {
    let screen = Screen<TestAction>("Profile") {
      Row("History", isDisabled: true) { .tapped("History") }
    }
    #expect(
      errorMessage { try screen.tap("History") } == "cannot tap row \"History\": it is disabled")
  }

  @Test func rowsWithTheSameTitleAreToldApartByID() throws {
    let screen = Screen<TestAction>("Inbox") {
      Row("Delete", id: "row-1") { .tapped("row-1") }
      Row("Delete", id: "row-2") { .tapped("row-2") }
    }
    #expect(try screen.tap("Delete", id: "row-2") == .tapped("row-2"))
    #expect(
      errorMessage { try screen.tap("Delete") }
        == "2 elements are labelled \"Delete\" on screen Inbox; choose one by id: \"row-1\", \"row-2\""
    )
    #expect(
      errorMessage { try screen.tap("Delete", id: "row-9") }
        == "no element labelled \"Delete\" on screen Inbox has id \"row-9\"; "
        + "ids of the elements labelled \"Delete\": \"row-1\", \"row-2\""
    )
  }
}
