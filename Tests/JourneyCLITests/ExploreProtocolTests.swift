import Foundation
import JourneyCoverage
import JourneyExplore
import Testing

@testable import JourneyCLI

/// The lines and files between the command and its workers. The progress file's steps are read
/// back in order, the last being the one the worker was in, and the marks of replayed steps after
/// them are not steps; its records outlast their writer. Jobs and guided answers read back as they
/// were written, whatever their keys and texts hold, and a job's line that does not read names its
/// field that does not; a guided job writes only the uses of elements its worker
/// does not hold, and an answer each key of its reach its worker did not write before.
@Suite struct ExploreProtocolTests {
  @Test func theStepsOfAProgressFileAreTheExploredOnesInOrder() {
    let records = [
      ExploreProgressFile.record(ofStep: "- tap: Compose"),
      ExploreProgressFile.record(ofStep: "- type:\n    text: hello\n    into: Message"),
      ExploreProgressFile.replayRecord, ExploreProgressFile.replayRecord,
    ]
    let data = Data(records.joined().utf8)
    #expect(
      ExploreProgressFile.steps(in: data) == ["- tap: Compose", "- type:\n    text: hello\n    into: Message"])
    #expect(ExploreProgressFile.steps(in: Data()) == [])
    #expect(ExploreProgressFile.steps(in: Data([ExploreProgressFile.replayMark])) == [])
  }

  @Test func aProgressFileHoldsTheRecordsOfItsWritersAfterTheyEndAndGrowsForLongOnes() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("explore-protocol-\(getpid()).progress").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let reader = try #require(FileHandle(forReadingAtPath: path))
    #expect(ExploreProgressFile.length(of: reader.fileDescriptor) == 0)
    #expect(ExploreProgressFile.records(of: reader, after: 0).isEmpty)
    let long = "- type:\n    text: \(String(repeating: "é", count: 100_000))\n    into: Message"
    do {
      let writer = try #require(ExploreProgressWriter(path: path))
      writer.append(ExploreProgressFile.record(ofStep: "- tap: Compose"))
      #expect(ExploreProgressFile.length(of: reader.fileDescriptor) == 15)
      writer.append(ExploreProgressFile.record(ofStep: long))
    }
    let firstJob = ExploreProgressFile.length(of: reader.fileDescriptor)
    #expect(firstJob == 15 + long.utf8.count + 1)
    let writer = try #require(ExploreProgressWriter(path: path))
    writer.append(ExploreProgressFile.record(ofStep: "- tap: Send"))
    writer.append(ExploreProgressFile.replayRecord)
    #expect(
      ExploreProgressFile.steps(in: ExploreProgressFile.records(of: reader, after: 0)) == [
        "- tap: Compose", long, "- tap: Send",
      ])
    #expect(ExploreProgressFile.steps(in: ExploreProgressFile.records(of: reader, after: firstJob)) == ["- tap: Send"])
    #expect(ExploreProgressWriter(path: path + ".missing") == nil)
  }

  /// Keys holding what a line of the reach's text could be confused by.
  static let unusualKeys = [
    #"interaction Settings: button "Save""#, "element Inbox: text \"two\nlines\"", #"screen C:\new\\"#,
    "element Menu: button \"\\n is not a line break\"", "screen Crème brûlée 🍮", "element A: text \"\r\n\"",
    "screen \u{301}accent first", "", " ", "\\",
  ]

  @Test func guidedAnswersReadBackWithTheirReachesWhateverTheirKeysHoldEachKeyWrittenOnce() throws {
    let first = Reach(reached: Self.unusualKeys.enumerated().map { Reach.Reached(key: $1, step: $0 / 3) })
    let second = Reach(
      reached: [Reach.Reached(key: "screen Inbox", step: 0)]
        + Self.unusualKeys.reversed().map { Reach.Reached(key: $0, step: 7) })
    var worker = ExploreLines()
    var command = ExploreLines()
    for (index, reach) in [first, second, Reach()].enumerated() {
      // The last answer's journey is one the command does not keep, answered without its steps.
      let candidate = index < 2 ? CandidateTexts().record(of: Candidate(faults: [], steps: [])) : nil
      let record = GuidedRecord(candidate: candidate, reach: reach)
      var answer = ExploreAnswer(exploredSteps: 4)
      answer.guided = record
      let line = try worker.text(of: answer)
      #expect(!line.contains("\n"))
      #expect(line.contains("Crème brûlée") == (index == 0))
      guard case .answer(let read) = try command.line(from: line), let readReach = read.guided?.reach else {
        Issue.record("expected a guided answer in \(line)")
        return
      }
      #expect(read.guided?.candidate == record.candidate)
      #expect(read.exploredSteps == 4)
      #expect(readReach == reach)
      #expect(
        readReach.reached.map { Array($0.key.unicodeScalars) } == reach.reached.map { Array($0.key.unicodeScalars) })
    }
  }

  @Test func answersAndShrinkingReadBackWithAllTheyHoldWhateverTheirTextsHold() throws {
    let violation = ViolationRecord(
      title: "tab\there", summary: "two\nlines", message: #"C:\new\"#, signature: "", stepCount: 3)
    var answer = ExploreAnswer(
      violation: violation, exploredSteps: 40, journey: "name: shrunk\nsteps:\n  - wait: 0s\n", shrunkSteps: 2,
      shrunkFaults: 1, replays: 17,
      deadControls: [
        DeadControlRecord(signature: "tap\tSave", summary: "did nothing", allowance: "", stepCount: 5),
        DeadControlRecord(signature: "back", summary: "\\", allowance: "allow: back", stepCount: 0),
      ])
    answer.coverage = Coverage(
      known: [Coverage.Key(.screen, "Inbox"), Coverage.Key(.screen, "Home")], reached: [Coverage.Key(.screen, "Inbox")])
    var worker = ExploreLines()
    var command = ExploreLines()
    let line = try worker.text(of: answer)
    #expect(!line.contains("\n"))
    guard case .answer(let read) = try command.line(from: line) else {
      Issue.record("expected an answer in \(line)")
      return
    }
    #expect(read.violation == answer.violation)
    #expect(read.journey == answer.journey)
    #expect([read.exploredSteps, read.shrunkSteps, read.shrunkFaults, read.replays] == [40, 2, 1, 17] as [Int])
    #expect(read.deadControls == answer.deadControls)
    #expect(read.coverage == answer.coverage)
    #expect(read.guided == nil)
    guard case .shrinks(let shrinking) = try command.line(from: ExploreLines.text(ofShrinking: violation)) else {
      Issue.record("expected shrinking")
      return
    }
    #expect(shrinking == violation)
    let failure = "the worker cannot read its job: field 2 of an explore line does not read: \"explore\\tx\""
    guard case .fails(let message) = try command.line(from: ExploreLines.text(ofFailure: failure)) else {
      Issue.record("expected a failure")
      return
    }
    #expect(message == failure)
  }

  @Test(arguments: [
    ("shrinks\tt\ts\tm\tsig", 5), ("shrinks\tt\ts\tm\tsig\tthree", 5), ("answer\t1\t0\t0", 4),
    ("answer\t1\t0\t0\t0\t?", 5), ("answer\t1\t0\t0\t0\t-\t-\t1\tsig\tsummary", 7),
    ("answer\t1\t0\t0\t0\t-\t-\t0\t+\t+\tfaults\t0\t0", 13), ("answer\t1\t0\t0\t0\t-\t-\t0\t+\t-", 10),
    ("answer\t1\t0\t0\t0\t-\t-\t0\t+\tfaults\t0\t0", 9), ("answer\t1\t0\t0\t0\t-\t-\t0\t-\t+\t{", 10),
    ("answer\t1\t0\t0\t0\t-\t-\t0\t-\t-\t-", 10), ("answer\t1\t0\t0\t0\t-\t-\t0\t-", 9),
    ("fails", 1), ("fails\twhy\tmore", 2), ("answered\t1", 0),
  ])
  func aLineThatIsNotAWorkersIsAnErrorNamingTheFieldThatDoesNotRead(line: String, field: Int) {
    var command = ExploreLines()
    #expect(throws: ExploreLineError(line: line, field: field)) { try command.line(from: line) }
  }

  @Test func aReachTextWhoseLineIsNotAStepAndAKeyOrAKeysNumberDoesNotRead() {
    var command = ReachText()
    #expect(command.reach(from: "0 screen Home\n") == Reach(reached: [Reach.Reached(key: "screen Home", step: 0)]))
    let unreadable = [
      "0 screen Home", "screen Home\n", "x screen Home\n", "0 screen \\q\n", "0 screen \\\n", "0=1\n", "0=\n",
    ]
    for text in unreadable {
      #expect(command.reach(from: text) == nil, "\(text)")
    }
    let reached = [
      Reach.Reached(key: "screen Inbox", step: 2), Reach.Reached(key: "screen Inbox", step: 3),
      Reach.Reached(key: "screen Home", step: 4),
    ]
    #expect(command.reach(from: "2 screen Inbox\n3=1\n4=0\n") == Reach(reached: reached))
  }

  @Test func guidedJobsWriteOnlyTheUsesTheirWorkerDoesNotHold() throws {
    let parent = try ExploreCandidateText.candidate(
      from: "name: candidate\nschedule: 7\nsteps:\n  - wait: 0s\n  - tap: \"Say \\\"hi\\\"\"\n"
        + "  - type:\n      text: né\n      into: Name\n")
    let first = Set(Self.unusualKeys.map { "interaction \($0)" })
    let more = first.union(["interaction Inbox: button \"Archive\""])
    let jobs: [ExploreJob] = [
      .guided(seed: 1, lead: Lead(parent: nil, used: [])),
      .guided(seed: 2, lead: Lead(parent: parent, used: first)),
      .guided(seed: 3, lead: Lead(parent: nil, used: first)),
      .explore(seed: 4),
      .guided(seed: 5, lead: .uniform),
      .guided(seed: 6, lead: Lead(parent: parent, used: more)),
      .guided(seed: 7, lead: Lead(parent: nil, used: ["interaction Inbox: button \"Archive\""])),
      .replay(journey: "name: candidate\nsteps:\n  - wait: 0s\n"),
    ]
    var command = ExploreJobLines()
    var worker = ExploreJobLines()
    var lines: [String] = []
    for job in jobs {
      let line = command.line(of: job)
      #expect(!line.contains("\n"))
      lines.append(line)
      let read = try worker.job(from: line)
      switch (read, job) {
      case (.guided(let seed, let lead), .guided(let sentSeed, let sent)):
        #expect(seed == sentSeed)
        #expect(lead.used == sent.used, "seed \(seed)")
        #expect(lead.parent.map(ExploreCandidateText.text(of:)) == sent.parent.map(ExploreCandidateText.text(of:)))
      default:
        #expect(read == job)
      }
    }
    #expect(lines[1].contains("Crème brûlée"))
    #expect(!lines[2].contains("Crème brûlée"))
    #expect(!lines[5].contains("Crème brûlée") && lines[5].contains("Archive"))
    #expect(lines[6].contains("Archive"))
  }

  @Test func aCandidateReadsBackFromItsRecordAsFromItsJourneyFileWhatEachEndReadBefore() throws {
    let text =
      "name: candidate\nschedule: 7\ngiven:\n  mocks: { auth.login: { error: offline, latency: 200ms..2s } }\n"
      + "steps:\n  - wait: 0s\n  - tap: \"Say \\\"hi\\\"\"\n  - type:\n      text: né\n      into: Name\n  - back\n"
      + "  - tap: \"Say \\\"hi\\\"\"\n"
    let candidate = try ExploreCandidateText.candidate(from: text)
    let shorter = Candidate(faults: [], steps: Array(candidate.steps.suffix(2)), schedule: 0)
    let writer = CandidateTexts()
    let reader = CandidateTexts()
    for sent in [candidate, shorter, candidate] {
      let record = writer.record(of: sent)
      #expect(record.steps.count == sent.steps.count)
      #expect(ExploreCandidateText.text(of: try reader.candidate(from: record)) == ExploreCandidateText.text(of: sent))
    }
    var unreadable = writer.record(of: candidate)
    unreadable.steps[1] = "  - tap: [unclosed"
    #expect(throws: (any Error).self) { try reader.candidate(from: unreadable) }
  }

  @Test func aJobWhoseTextsHoldTabsAndEscapesReadsBack() throws {
    var command = ExploreJobLines()
    var worker = ExploreJobLines()
    let journey = "name: candidate\n\tsteps: \\t and \\n are not escapes\n"
    let used: Set<String> = ["interaction A: text \"\t\"", "interaction B: text \"\\\""]
    let line = command.line(of: .replay(journey: journey))
    #expect(!line.contains("\n") && line.split(separator: "\t").count == 2)
    #expect(try worker.job(from: line) == .replay(journey: journey))
    let guided = command.line(of: .guided(seed: 9, lead: Lead(parent: nil, used: used)))
    guard case .guided(_, let lead) = try worker.job(from: guided) else {
      Issue.record("expected a guided job in \(guided)")
      return
    }
    #expect(lead.used == used)
  }

  @Test(arguments: [
    ("", 0), ("explore", 1), ("explore\tone", 1), ("explore\t-1", 1), ("explore\t1\t2", 2), ("wander\t1", 0),
    ("replay\tbad \\q escape", 1), ("replay\tends in \\", 1), ("guided\t1\t-", 3), ("guided\t1\t?\t-", 2),
    ("guided\t1\t-\t+\t3\ta\tb", 4), ("guided\t1\t-\t=\t-2", 4), ("guided\t1\t-\t+\t99999999999999999999", 4),
    ("guided\t1\t+\tfaults\t7\t1", 5), ("guided\t1\t+\tfaults\tsoon\t0\t-", 4), ("guided\t1\t-\t-\textra", 4),
  ])
  func aLineThatIsNotAJobIsAnErrorNamingTheFieldThatDoesNotRead(line: String, field: Int) {
    var worker = ExploreJobLines()
    #expect(throws: ExploreLineError(line: line, field: field)) { try worker.job(from: line) }
  }
}
