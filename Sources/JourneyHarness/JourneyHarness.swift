// The journey harness in one import: a host plugs the app in (JourneyHosting, JourneyModel,
// JourneyReference), and a program loads, checks, runs, explores and reports journeys with the
// rest.
@_exported import JSONCoding
@_exported import JourneyCoverage
@_exported import JourneyExplore
@_exported import JourneyFiles
@_exported import JourneyHosting
@_exported import JourneyLoader
@_exported import JourneyModel
@_exported import JourneyReference
@_exported import JourneyReports
@_exported import JourneyRunner
@_exported import JourneySuite
@_exported import JourneySuiteCheck
