import JourneyModel

@testable import JourneyRunner

/// The counter app's driver with `given` applied, not launched yet, for testing the runner's
/// parts without running a journey.
func counterDriver(
  given: Given = Given(), options: RunOptions = RunOptions(), issues: RunIssues = RunIssues()
) throws(StepError) -> AppDriver<CounterHost> {
  let driver = AppDriver(
    host: CounterHost(), options: options, scheduleSeed: options.scheduleSeed,
    log: ActionLog(recentLimit: options.recentActionCount),
    durationTexts: DurationTexts(), issues: issues)
  try driver.apply(given)
  return driver
}

/// The counter app's driver, launched.
func launchedCounter() throws(StepError) -> AppDriver<CounterHost> {
  let driver = try counterDriver()
  try driver.launch()
  return driver
}

/// The step error `body` throws; `nil` when it throws none.
func stepError(_ body: () throws -> Void) -> StepError? {
  do {
    try body()
    return nil
  } catch {
    return error as? StepError
  }
}
