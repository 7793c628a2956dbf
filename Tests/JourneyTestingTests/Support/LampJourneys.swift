import JourneyFiles
import JourneySuite
import JourneyTesting

/// The lamp's journey tests, in CI mode as a test target declares them, naming the lamp's
/// journey command.
enum LampJourneys: JourneyTestSuite {
  static let host = LampHost()
  static let journeyCommand: String? = "lamp-journey"
}

/// The lamp's journey tests, writing missing golden files, without naming a journey command.
enum RecordingLampJourneys: JourneyTestSuite {
  static let host = LampHost()
  static let snapshotMode = SnapshotMode.record
}

/// Journey files of the lamp.
enum LampFiles {
  static let switchOn = """
    name: Switches the lamp on
    steps:
      - launch
      - tap: Switch
      - see: The lamp is on
      - snapshot: lamp-on
    """

  static let lampOnGolden = """
    screen Lamp
      text "The lamp is on"
      button "Switch"

    """

  static let switchTimes = """
    name: Switches the lamp
    steps:
      - launch
      - run: { file: switch.subflow.yaml, with: { times: "${times}" } }
    examples:
      - { times: 1 }
      - { times: 2 }
    """
}
