import Foundation
import JourneyCLI
import PlantedBugsApp

/// The inbox with the bugs named by `PLANTED_BUGS` (a number, the raw value of ``PlantedBugs``)
/// planted, as a journey tool: what the command-line tests explore.
let bugs = PlantedBugs(rawValue: Int(ProcessInfo.processInfo.environment["PLANTED_BUGS"] ?? "") ?? 0)
JourneyTool.main(host: InboxJourneyHost(bugs: bugs))
