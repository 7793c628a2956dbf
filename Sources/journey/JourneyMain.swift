import AppJourneyHost
import JourneyCLI

/// `journey`: runs, lists and checks the app's journeys; `journey --help` tells how.
@main
struct JourneyMain {
  static func main() {
    JourneyTool.main(host: AppJourneyHost())
  }
}
