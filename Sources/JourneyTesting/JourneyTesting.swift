// What a test suite names beside the suite itself: the host contract (JourneyHosting), golden
// file modes (JourneyFiles), locations (JourneyModel) and the run's report (JourneySuite).
@_exported import JourneyFiles
@_exported import JourneyHosting
@_exported import JourneyModel
@_exported import JourneySuite
