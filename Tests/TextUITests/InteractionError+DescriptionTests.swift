import Testing
import TextUI

@Suite struct InteractionErrorDescriptionTests {
  private let login = Place.screen("Login")
  private let alert = PresentedOverlay(kind: .alert, title: "Error")
  private let sheet = PresentedOverlay(kind: .sheet, title: "EditProfile")
  private let dialog = PresentedOverlay(kind: .confirmationDialog, title: "Delete?")

  @Test func notFound() {
    #expect(
      InteractionError.notFound(
        label: "Sign Inn", place: login, suggestion: "Sign In", available: ["Email", "Sign In"]
      ).description
        == "no element labelled \"Sign Inn\" on screen Login; did you mean \"Sign In\"? "
        + "Labels on screen Login: \"Email\", \"Sign In\""
    )
    #expect(
      InteractionError.notFound(label: "X", place: login, suggestion: nil, available: ["Email"])
        .description
        == "no element labelled \"X\" on screen Login. Labels on screen Login: \"Email\""
    )
    #expect(
      InteractionError.notFound(label: "X", place: login, suggestion: nil, available: [])
        .description
        == "no element labelled \"X\" on screen Login; nothing on screen Login is interactive"
    )
    #expect(
      InteractionError.notFound(label: "X", place: login, suggestion: "Y", available: [])
        .description == "no element labelled \"X\" on screen Login; did you mean \"Y\"?"
    )
  }

  @Test func notInteractive() {
    #expect(
      InteractionError.notInteractive(
        label: "Welcome", kind: .heading, interaction: .tap, place: login, available: ["Email"]
      ).description
        == "cannot tap heading \"Welcome\" on screen Login: it only shows information. "
        + "Labels on screen Login: \"Email\""
    )
    #expect(
      InteractionError.notInteractive(
        label: "Welcome", kind: .heading, interaction: .read, place: login, available: []
      ).description
        == "heading \"Welcome\" on screen Login only shows information, so it has no state to read; "
        + "look for its text instead; nothing on screen Login is interactive"
    )
  }

  @Test func behindOverlay() {
    #expect(
      InteractionError.behindOverlay(label: "Sign In", overlay: alert, reachable: ["OK"])
        .description == "\"Sign In\" is behind alert \"Error\"; answer it first with one of: \"OK\""
    )
    #expect(
      InteractionError.behindOverlay(label: "Sign In", overlay: alert, reachable: []).description
        == "\"Sign In\" is behind alert \"Error\"; dismiss it first"
    )
    #expect(
      InteractionError.behindOverlay(label: nil, overlay: sheet, reachable: ["Save"]).description
        == "the back button is behind sheet EditProfile; dismiss it first, or use its labels: \"Save\""
    )
    #expect(
      InteractionError.behindOverlay(label: "Edit", overlay: sheet, reachable: []).description
        == "\"Edit\" is behind sheet EditProfile; dismiss it first"
    )
    #expect(
      InteractionError.behindOverlay(label: "Go", overlay: dialog, reachable: ["Delete"])
        .description
        == "\"Go\" is behind confirmation dialog \"Delete?\"; answer it first with one of: \"Delete\""
    )
  }

  @Test func ambiguous() {
    #expect(
      InteractionError.ambiguous(label: "Delete", id: nil, place: login, ids: ["a", "b"])
        .description
        == "2 elements are labelled \"Delete\" on screen Login; choose one by id: \"a\", \"b\""
    )
    #expect(
      InteractionError.ambiguous(label: "Delete", id: nil, place: login, ids: ["a", nil, "a"])
        .description
        == "3 elements are labelled \"Delete\" on screen Login and their ids (\"a\", none, \"a\") "
        + "do not tell them apart; give each a distinct id"
    )
    #expect(
      InteractionError.ambiguous(label: "Delete", id: "a", place: login, ids: ["a", "a"])
        .description
        == "2 elements are labelled \"Delete\" with id \"a\" on screen Login and their ids "
        + "(\"a\", \"a\") do not tell them apart; give each a distinct id"
    )
  }

  @Test func noSuchID() {
    #expect(
      InteractionError.noSuchID(label: "Delete", id: "c", place: login, ids: ["a", nil])
        .description
        == "no element labelled \"Delete\" on screen Login has id \"c\"; "
        + "ids of the elements labelled \"Delete\": \"a\", none"
    )
  }

  @Test func wrongKindForEveryKindOfControl() {
    let cases: [(ElementKind, Interaction, String)] = [
      (.textField, .tap, "cannot tap text field \"L\"; type into it or clear it"),
      (
        .secureField, .select,
        "cannot select an option in secure field \"L\"; type into it or clear it"
      ),
      (.picker, .type, "cannot type into picker \"L\"; select one of its options"),
      (.toggle, .clear, "cannot clear toggle \"L\"; tap or switch it"),
      (.button, .toggle, "cannot switch button \"L\"; tap it"),
      (.row, .type, "cannot type into row \"L\"; tap it"),
      (.tab, .select, "cannot select an option in tab \"L\"; tap it"),
      (.backButton, .tap, "cannot tap back button \"L\"; go back instead"),
      (.button, .answer, "cannot answer with button \"L\"; tap it"),
    ]
    for (kind, interaction, message) in cases {
      #expect(
        InteractionError.wrongKind(label: "L", kind: kind, interaction: interaction).description
          == message
      )
    }
  }

  @Test func disabled() {
    #expect(
      InteractionError.disabled(label: "Sign In", kind: .button, interaction: .tap).description
        == "cannot tap button \"Sign In\": it is disabled"
    )
  }

  @Test func noSuchOption() {
    #expect(
      InteractionError.noSuchOption(
        option: "Drak", picker: "Theme", suggestion: "Dark", options: ["Light", "Dark"]
      ).description
        == "picker \"Theme\" has no option \"Drak\"; did you mean \"Dark\"? Options: \"Light\", \"Dark\""
    )
  }

  @Test func alreadySet() {
    #expect(
      InteractionError.alreadySet(toggle: "Wi-Fi", isOn: true).description
        == "toggle \"Wi-Fi\" is already on"
    )
  }

  @Test func backButtons() {
    #expect(
      InteractionError.noBackButton(place: login).description == "screen Login has no back button")
    #expect(
      InteractionError.severalBackButtons(place: .overlay(sheet), labels: ["A", "B"]).description
        == "sheet EditProfile has 2 back buttons (\"A\", \"B\"), so going back is ambiguous; "
        + "show at most one navigation bar with a back button"
    )
  }

  @Test func dismissing() {
    #expect(
      InteractionError.nothingToDismiss(screen: "Edit Profile").description
        == "nothing is presented on top of screen \"Edit Profile\", so there is nothing to dismiss"
    )
    #expect(
      InteractionError.notDismissible(overlay: dialog, choices: ["Delete", "Cancel"]).description
        == "confirmation dialog \"Delete?\" cannot be dismissed; answer it with one of: "
        + "\"Delete\", \"Cancel\""
    )
    #expect(
      InteractionError.notDismissible(overlay: sheet, choices: ["Save"]).description
        == "sheet EditProfile cannot be dismissed; use one of its labels: \"Save\""
    )
    #expect(
      InteractionError.notDismissible(overlay: alert, choices: []).description
        == "alert \"Error\" cannot be dismissed; it has nothing to interact with"
    )
  }

  @Test func answering() {
    #expect(
      InteractionError.nothingToAnswer(place: .overlay(sheet)).description
        == "no alert or confirmation dialog is up on sheet EditProfile, so there is nothing to answer"
    )
  }
}
