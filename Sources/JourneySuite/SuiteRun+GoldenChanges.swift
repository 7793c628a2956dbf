import JourneyFiles
import JourneySuiteCheck

extension SuiteRun {
  /// The golden changes of `suite`, loaded by ``load(includingInvariants:)``, waiting for
  /// review: the pending `.new` texts and missing goldens of its valid journeys, and the golden
  /// files below the configuration's paths that none of them takes. The goldens of invalid files
  /// are left out: what those take is unknown.
  public func goldenChanges(of suite: LoadedSuite) -> [GoldenChange] {
    GoldenReview(files: goldenFiles, command: configuration.command)
      .changes(of: suite.journeys, obsolete: obsoleteFiles(of: suite))
  }
}
