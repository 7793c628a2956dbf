import TextUI

extension CounterApp {
  /// The counter, or its history when pushed; alerts and sheets on top.
  static func screen(_ state: State) -> Screen<Action> {
    if state.isShowingHistory {
      return Screen("History") {
        NavigationBar("History", back: "Counter") { .navigation(.historyClosed) }
        if state.history.isEmpty {
          Text("No resets yet")
        }
        for (index, count) in state.history.enumerated() {
          Text("Reset \(index + 1) at \(count)")
        }
      }
    }
    return Screen("Counter") {
      if !state.isOnline {
        Banner("You're offline")
      }
      NavigationBar("Counter") {
        Button("About") { .navigation(.aboutTapped) }
      }
      Heading("Count: \(state.count)")
      if let goal = state.goal {
        Text("Goal: \(goal)")
      }
      if let saveStatus = state.saveStatus {
        Text(saveStatus)
      }
      TextField("Label", text: state.label, placeholder: "Name this counter") { .counter(.labelChanged($0)) }
      Toggle("Sound", isOn: state.isSoundOn) { .counter(.soundToggled($0)) }
      Picker("Step", selection: state.step, options: [1, 5, 10], title: { "\($0)" }) {
        .counter(.stepSelected($0))
      }
      Button("Start", isDisabled: state.isRunning) { .counter(.startTapped) }
      Button("Stop", isDisabled: !state.isRunning) { .counter(.stopTapped) }
      Button("Reset", role: .destructive) { .counter(.resetTapped) }
      Button("Save") { .save(.tapped) }
      Button("History", badge: state.history.isEmpty ? nil : "\(state.history.count)") {
        .navigation(.historyTapped)
      }
      Button("Leak") { .leakTapped }
      if state.isConfirmingReset {
        Alert("Reset counter?", message: "The count goes back to 0.") {
          Button("Reset", role: .destructive) { .counter(.resetConfirmed) }
          Button("Cancel", role: .cancel) { .counter(.resetCancelled) }
        }
      }
      if state.isShowingAbout {
        Sheet("About", onDismiss: { .navigation(.aboutDismissed) }) {
          Text("Counter 1.0")
        }
      }
    }
  }
}
