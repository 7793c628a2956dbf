/// Journey files for the greeter, as tests put them in sandboxes.
enum Journeys {
  /// A journey that passes and takes the snapshot `greeted`.
  static let greet = """
    name: Greets by name
    tags: [smoke]
    steps:
      - launch
      - type: { text: Ada, into: Name }
      - tap: Greet
      - wait: 500ms
      - see: "Hello!"
      - snapshot: greeted
    """

  /// A journey that passes, starting from a `given`, and takes no snapshot.
  static let visits = """
    name: Counts visits
    tags: [visits, slow]
    given:
      visits: 2
    steps:
      - launch
      - see: "Visits: 3"
    """

  /// A journey that fails: the greeting never says goodbye.
  static let farewell = """
    name: Says goodbye
    tags: [smoke]
    steps:
      - launch
      - tap: Greet
      - wait: 500ms
      - see: "Goodbye!"
    """

  /// The golden text of the snapshot `greeted` of ``greet``.
  static let greetedGolden = """
    screen Greeter
      heading "Greeter"
      text field "Name" = "Ada"
      button "Greet"
      text "Hello!"
      text "Visits: 1"

    """
}
