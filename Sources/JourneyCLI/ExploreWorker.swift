import Foundation
import JSONCoding
import JourneyCoverage
import JourneyExplore
import JourneyHosting
import JourneyLoader
import JourneyModel
import JourneyRunner
import Prelude

/// The loop of a worker process: reads jobs, one line each (``ExploreJobLines``), runs each in
/// this process and writes its answer's lines to ``output`` (``ExploreLines``), each step's start
/// to its progress file (see ``ExploreProgressFile``). When the app traps, the process ends in the
/// middle of a job, and the command that started it reports the crash with the steps written so
/// far.
///
/// A guided answer carries the steps its journey took only when the command may keep the journey:
/// it did not fail, and it reached something that none of the journeys this worker answered before
/// reached. The command merges a worker's answers in the order the worker took their jobs, each
/// generation's after the generation before, so those journeys were merged before this one, and
/// one that reached only what they reached is new to the command in nothing.
struct ExploreWorker<Host: JourneyHost> {
  let explorer: Explorer<Host>
  let shrinkBudget: Int
  /// The progress file the command reads; `nil` for a worker started by hand.
  let progress: ExploreProgressWriter?
  /// Whether each seed's answer carries what its journey reached.
  let recordsCoverage: Bool
  /// Where the lines for the command go: in a worker process, its standard output set apart from
  /// what the app prints (``Foundation/FileHandle/standardOutputSetApart()``).
  let output: FileHandle
  /// What the recorders of this worker's seeds share of the states they meet.
  private let coverageMemory = CoverageMemory()
  /// The progress records of the steps explored so far.
  private let stepRecords = ExploreStepRecords()
  /// The texts of the candidates' steps this worker answered with so far.
  private let candidates = CandidateTexts()
  /// What the guided journeys this worker answered reached.
  private let reached = ReachedKeys()

  /// Leaves what the worker and its explorer built, above all the states their journeys met with
  /// the screens kept for them, for the end of its process to reclaim: a worker's process ends
  /// with its jobs, and freeing tens of thousands of objects one by one took about a twentieth of
  /// its time.
  func leaveForProcessEnd() {
    _ = Unmanaged.passRetained(LeftForProcessEnd(self))
  }

  /// Answers each job `nextJob` reads, in turn, until it reads none. A job whose line does not
  /// read, or whose answer cannot be written, is answered with why (``ExploreLine/fails(_:)``), so
  /// that the command reports it rather than waiting.
  func run(readingJobs nextJob: () -> String? = { readLine() }) {
    var jobs = ExploreJobLines()
    var lines = ExploreLines()
    while let line = nextJob() {
      let job: ExploreJob
      do {
        job = try jobs.job(from: line)
      } catch {
        send(ExploreLines.text(ofFailure: "the worker cannot read its job: \(error)"))
        continue
      }
      let answer = answer(to: job)
      do {
        send(try lines.text(of: answer))
      } catch {
        send(ExploreLines.text(ofFailure: "the worker cannot write its answer: \(error)"))
      }
    }
  }

  private func answer(to job: ExploreJob) -> ExploreAnswer {
    switch job {
    case .explore(let seed):
      let recorder = recordsCoverage ? CoverageRecorder(memory: coverageMemory) : nil
      var answer = answer(seed: seed, exploration: explorer.explore(seed: seed, coverage: recorder, willRun: explores))
      answer.coverage = recorder?.coverage
      return answer
    case .guided(let seed, let lead):
      let run = explorer.explore(seed: seed, lead: lead, willRun: explores)
      var answer = answer(seed: seed, exploration: run.exploration)
      let reachedNew = reached.insert(run.reach)
      answer.guided = GuidedRecord(
        candidate: reachedNew && run.exploration.violation == nil
          ? candidates.record(of: run.exploration.candidate) : nil,
        reach: run.reach)
      if recordsCoverage {
        let reached = run.reach.reached.compactMap { Coverage.Key(description: $0.key) }
        answer.coverage = Coverage(known: [], reached: Set(reached))
      }
      return answer
    case .replay(let text):
      guard let candidate = try? ExploreCandidateText.candidate(from: text) else {
        return ExploreAnswer()
      }
      return ExploreAnswer(violation: explorer.replay(candidate, willRun: replays).map(ViolationRecord.init))
    }
  }

  /// The answer for `seed`'s `exploration`: its failure shrunk, when it failed.
  private func answer(seed: UInt64, exploration: Exploration) -> ExploreAnswer {
    var answer = ExploreAnswer(
      exploredSteps: exploration.candidate.steps.count,
      deadControls: exploration.deadControls.map(DeadControlRecord.init))
    guard let violation = exploration.violation else { return answer }
    send(ExploreLines.text(ofShrinking: ViolationRecord(violation)))
    var shrinker = Shrinker(budget: shrinkBudget) { explorer.replay($0, willRun: replays) }
    let shrunk = shrinker.shrink(exploration.candidate, failingWith: violation)
    answer.violation = ViolationRecord(shrunk.violation)
    answer.journey = JourneyWriter.text(
      of: explorer.reproduction(
        of: shrunk.candidate, violation: shrunk.violation, seed: seed,
        explored: exploration.candidate.steps.count))
    answer.shrunkSteps = shrunk.candidate.steps.count
    answer.shrunkFaults = shrunk.candidate.faults.count
    answer.replays = shrunk.replays
    return answer
  }

  /// Says an explored step starts.
  private func explores(_ step: Step) {
    guard let progress else { return }
    progress.append(stepRecords.record(of: step))
  }

  /// Says a replayed step starts.
  private func replays(_: Step) {
    progress?.append(ExploreProgressFile.replayRecord)
  }

  /// Writes the line `text` to ``output``.
  private func send(_ text: String) {
    output.write(Data((text + "\n").utf8))
  }
}

/// The keys of reach (``/JourneyExplore/ReachKey``) that a worker's guided journeys reached, by
/// number.
final class ReachedKeys {
  private var isReached: [Bool] = []

  /// Notes what `reach` holds reached; returns whether it holds something not reached before.
  func insert(_ reach: Reach) -> Bool {
    var reachedNew = false
    for reached in reach.reached {
      let number = reached.thing.number
      isReached.extend(toHold: number, with: false)
      if !isReached[number] {
        isReached[number] = true
        reachedNew = true
      }
    }
    return reachedNew
  }
}

/// The progress record of each step a worker explores, written once for each kind of step: the
/// journeys explored take the same few kinds of steps again and again, and a step's record tells
/// its kind alone.
final class ExploreStepRecords {
  private var recordByKind: [StepKind: String] = [:]
  /// How many records are kept at most: those of the kinds of steps met first, which the moves
  /// drawn from a few labels and texts soon all are.
  private static var limit: Int { 4096 }

  /// The record of `step` about to run.
  func record(of step: Step) -> String {
    if let record = recordByKind[step.kind] { return record }
    let record = ExploreProgressFile.record(ofStep: ExploreCandidateText.text(ofStep: step))
    if recordByKind.count < Self.limit { recordByKind[step.kind] = record }
    return record
  }
}

/// A candidate as a journey file of its faults, schedule and steps, for sending it to a worker.
/// The file's first step is `wait: 0s`, which does nothing, so that a candidate without steps is
/// still a journey file; reading drops it.
enum ExploreCandidateText {
  static func text(of candidate: Candidate) -> String {
    let start = FileLocation(file: "candidate.yaml", line: 1, column: 1)
    return JourneyWriter.text(
      of: Journey(
        file: start.file, name: "candidate", given: Given(mocks: candidate.faults),
        steps: [Step(.wait(.zero), at: start)] + candidate.steps, schedule: candidate.schedule, location: start))
  }

  /// The text of `step` as a journey file writes it, the lines of a step in a list of steps.
  static func text(ofStep step: Step) -> String {
    JourneyWriter.stepLines(step).joined(separator: "\n")
  }

  /// The steps of the lines an explore job wrote, each a step as a journey file writes it
  /// (``text(ofStep:)``).
  static func steps(fromLines lines: [String]) throws -> [Step] {
    try candidate(from: "name: steps\nsteps:\n  - \(StepKind.Name.wait): 0s\n" + lines.joined(separator: "\n") + "\n").steps
  }

  static func candidate(from text: String) throws -> Candidate {
    let journey = try JourneyLoader(fileSystem: InMemoryFileSystem(["candidate.yaml": text]))
      .load(file: "candidate.yaml").get()[0]
    return Candidate(
      faults: journey.given.mocks, steps: Array(journey.steps.dropFirst()), schedule: journey.schedule ?? 0)
  }
}

/// A candidate as the lines between the command and its workers hold it: its faults, as
/// ``ExploreCandidateText`` writes a candidate without steps under schedule 0, each of its steps
/// as ``ExploreCandidateText/text(ofStep:)`` writes it, and its schedule.
struct CandidateRecord: Hashable, Sendable {
  var faults: String
  var steps: [String]
  var schedule: UInt64
}

/// The records of the candidates one end of the lines writes and reads, with the texts written and
/// read so far: the candidates explored take the same few kinds of steps again and again, and
/// most carry the faults of another, so that each kind of step and each list of faults is written
/// once and each text of a step or of faults is read once, rather than every candidate being
/// written and read as a journey file of its own. Reading a text is a function of the text alone,
/// so a candidate reads the same whatever was read before it. Writing is a function of what is
/// written, and faults equal as values write alike: a list of faults is either read from a text,
/// whose values' keys have their places in it (``/JourneyModel/LocatedValue/keyLocations``), or
/// made from the catalog's behaviours, whose keys come in the order they are made in, so that
/// equal faults hold their keys in the same order.
final class CandidateTexts {
  private var stepTexts: [StepKind: String] = [:]
  private var faultTexts: [Faults: String] = [:]
  private var stepsByText: [String: [Step]] = [:]
  private var faultsByText: [String: [MockChange]] = [:]
  /// How many texts of each kind are kept at most: those met first, which the moves drawn from a
  /// few labels and texts and the faults drawn from the catalog's endpoints soon all are.
  private static var limit: Int { 4096 }

  /// The record of `candidate`.
  func record(of candidate: Candidate) -> CandidateRecord {
    CandidateRecord(
      faults: Self.kept(Faults(changes: candidate.faults), in: &faultTexts) {
        ExploreCandidateText.text(of: Candidate(faults: $0.changes, steps: []))
      },
      steps: candidate.steps.map { step in
        Self.kept(step.kind, in: &stepTexts) { _ in ExploreCandidateText.text(ofStep: step) }
      },
      schedule: candidate.schedule)
  }

  /// The candidate `record` holds: the faults its text of faults holds and the steps each of its
  /// texts of steps holds, in order.
  ///
  /// - Throws: What reading a text that is not a journey file's throws.
  func candidate(from record: CandidateRecord) throws -> Candidate {
    let faults = try Self.kept(record.faults, in: &faultsByText) { try ExploreCandidateText.candidate(from: $0).faults }
    var steps: [Step] = []
    for text in record.steps {
      steps += try Self.kept(text, in: &stepsByText) { try ExploreCandidateText.steps(fromLines: [$0]) }
    }
    return Candidate(faults: faults, steps: steps, schedule: record.schedule)
  }

  /// A list of faults as ``faultTexts`` finds it: hashed by the mocks and endpoints it changes
  /// alone, which tell most lists apart without hashing the values of their behaviours, and
  /// compared whole.
  private struct Faults: Hashable {
    let changes: [MockChange]

    static func == (lhs: Faults, rhs: Faults) -> Bool {
      lhs.changes == rhs.changes
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(changes.count)
      for change in changes {
        hasher.combine(change.mock)
        hasher.combine(change.endpoint)
      }
    }
  }

  /// What `key` writes or reads as: as `known` keeps it, or made by `make` and kept while there is
  /// room.
  private static func kept<Key: Hashable, Kept>(
    _ key: Key, in known: inout [Key: Kept], by make: (Key) throws -> Kept
  ) rethrows -> Kept {
    if let kept = known[key] { return kept }
    let kept = try make(key)
    if known.count < limit { known[key] = kept }
    return kept
  }
}

extension FileHandle {
  /// The process's standard output, for an explore worker's lines alone: the descriptor is
  /// duplicated, and standard output is pointed at `/dev/null`, so that what the app prints is
  /// dropped rather than mixed into the lines, where text printed without its line break would
  /// join the next answer and spoil it. Standard output itself when it cannot be set apart.
  static func standardOutputSetApart() -> FileHandle {
    fflush(nil)
    let lines = dup(STDOUT_FILENO)
    guard lines >= 0 else { return .standardOutput }
    if let null = FileHandle(forWritingAtPath: "/dev/null") {
      // The duplicate goes on writing where standard output did; `null` is closed when let go.
      dup2(null.fileDescriptor, STDOUT_FILENO)
    }
    return FileHandle(fileDescriptor: lines, closeOnDealloc: true)
  }
}

/// A worker kept until its process ends (``ExploreWorker/leaveForProcessEnd()``).
private final class LeftForProcessEnd<Host: JourneyHost> {
  let worker: ExploreWorker<Host>

  init(_ worker: ExploreWorker<Host>) {
    self.worker = worker
  }
}
