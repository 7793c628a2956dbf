import TextUI

extension GreeterApp {
  /// The one screen: the name field, the button, the greeting and the visits.
  static func screen(_ state: State) -> Screen<Action> {
    Screen("Greeter") {
      Heading("Greeter")
      TextField("Name", text: state.name, placeholder: "Your name") { .nameChanged($0) }
      Button("Greet", isDisabled: state.isGreeting) { .greetTapped }
      if let greeting = state.greeting {
        Text(greeting)
      }
      Text("Visits: \(state.visits)")
    }
  }
}
