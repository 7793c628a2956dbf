import JourneyLoader
import JourneyModel
import JourneyRunner
import PlantedBugsApp
import Testing

/// The races planted in the notes app: each journey passes under schedule 0, fails under some of
/// the first fifty schedules, fails the same way again under each of them and when it records
/// that schedule, and passes under all of them once the race is gone.
@Suite struct ScheduleJourneyTests {
  static let races: [(journey: String, race: NotesFeature.Races)] = [
    (NotesJourneyHost.searchJourney, .staleSearchAnswer),
    (NotesJourneyHost.saveJourney, .saveIntoClosedEditor),
  ]
  static let schedules = UInt64(1)...50

  func load(_ text: String) throws -> Journey {
    try JourneyLoader(fileSystem: InMemoryFileSystem(["notes.yaml": text])).load(file: "notes.yaml").get()[0]
  }

  func run(_ journey: Journey, races: NotesFeature.Races, schedule: UInt64) -> JourneyResult {
    JourneyRunner(
      host: NotesJourneyHost(races: races), snapshots: InMemorySnapshotStore(goldens: [:]),
      options: RunOptions(scheduleSeed: schedule)
    ).run(journey)
  }

  @Test(arguments: races)
  func aPlantedRaceIsFoundWithinFiftySchedulesAndEachFailureReplays(_ text: String, race: NotesFeature.Races) throws {
    let journey = try load(text)
    #expect(run(journey, races: race, schedule: 0).failure == nil)
    let failures = Self.schedules.compactMap { schedule in
      run(journey, races: race, schedule: schedule).failure.map { (schedule, $0) }
    }
    try #require(!failures.isEmpty)
    #expect(failures.count < Self.schedules.count)
    for (schedule, failure) in failures {
      #expect(run(journey, races: race, schedule: schedule).failure == failure)
    }
    let (schedule, failure) = failures[0]
    let recorded = try load(text.replacingOccurrences(of: "\nsteps:", with: "\nschedule: \(schedule)\nsteps:"))
    #expect(recorded.schedule == schedule)
    #expect(run(recorded, races: race, schedule: 0).failure?.message == failure.message)
    #expect(run(recorded, races: race, schedule: 0).failure?.location.line == failure.location.line + 1)
  }

  @Test(arguments: races)
  func withTheRaceGoneTheJourneyPassesUnderEverySchedule(_ text: String, race: NotesFeature.Races) throws {
    let journey = try load(text)
    for schedule in [0] + Self.schedules {
      let failure = run(journey, races: [], schedule: schedule).failure
      #expect(failure == nil, "schedule \(schedule): \(failure?.message ?? "")")
    }
  }

  @Test func theRacesFailTheirJourneysWithTheStaleValue() throws {
    let search = try load(NotesJourneyHost.searchJourney)
    let staleSearch = Self.schedules.lazy.compactMap {
      self.run(search, races: .staleSearchAnswer, schedule: $0).failure
    }.first
    #expect(staleSearch?.message.contains("Results for ab") == true)
    let save = try load(NotesJourneyHost.saveJourney)
    let staleStatus = Self.schedules.lazy.compactMap {
      self.run(save, races: .saveIntoClosedEditor, schedule: $0).failure
    }.first
    #expect(staleStatus?.message.contains("editorStatus") == true)
  }
}
