import TextUI

extension InboxFeature {
  /// The inbox, or Compose pushed on it, with the controls `bugs` plant.
  public static func screen(_ state: State, bugs: PlantedBugs = []) -> Screen<Action> {
    if let text = state.compose {
      return Screen("Compose") {
        NavigationBar("Compose", back: "Inbox") { .backTapped }
        TextField("Message", text: text, placeholder: "Say something") { .composeChanged($0) }
        Button("Send", isDisabled: text.isEmpty) { .sendTapped }
        if state.draftSaved {
          Banner("Draft saved")
        }
      }
    }
    return Screen("Inbox") {
      NavigationBar("Inbox")
      if state.draftSaved {
        Banner("Draft saved")
      }
      if state.isLoading {
        ProgressIndicator("Loading")
      }
      if let error = state.errorMessage {
        ErrorMessage(error)
      }
      List {
        for message in state.messages {
          Row(message)
        }
      }
      Button("Refresh") { .refreshTapped }
      Button("Cancel", isDisabled: !state.isLoading) { .cancelTapped }
      Button("Compose") { .composeTapped }
      if bugs.contains(.deadControl) {
        Button("Mark all read") { .markAllReadTapped }
        Button("Archive") { .archiveTapped }
      }
    }
  }
}
