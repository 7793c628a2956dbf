import JourneyModel

/// Makes a failing candidate as small as it goes while it still fails the same way (the same
/// ``Violation/signature``), replaying each smaller candidate from scratch: schedule 0 (so that a
/// failure that needs no schedule records none), fewer steps, fewer faults, simpler typed text,
/// shorter waits. Each pass keeps what still fails and the passes
/// repeat until none makes the candidate smaller or the budget of replays is spent.
///
/// Replaying is deterministic, so the result depends only on the candidate and the replay: the
/// same failure always shrinks to the same journey.
public struct Shrinker {
  /// Replays a candidate and gives its first violation, or `nil` when it runs clean.
  public let replay: (Candidate) -> Violation?
  /// The most replays to make.
  public let budget: Int
  private var replays = 0

  /// Makes a shrinker.
  public init(budget: Int, replay: @escaping (Candidate) -> Violation?) {
    self.budget = budget
    self.replay = replay
  }

  /// The shrunk candidate and its violation, with how many replays it took.
  public struct Result: Hashable, Sendable {
    public var candidate: Candidate
    public var violation: Violation
    public var replays: Int
  }

  /// Shrinks `candidate`, which fails with `violation`.
  public mutating func shrink(_ candidate: Candidate, failingWith violation: Violation) -> Result {
    var best = (candidate: Self.truncated(candidate, to: violation), violation: violation)
    var improved = true
    while improved, replays < budget {
      improved = false
      for pass in 0..<5 {
        let smaller: Best? =
          switch pass {
          case 0: removeSchedule(best)
          case 1: removeSteps(best)
          case 2: removeFaults(best)
          case 3: simplifyTexts(best)
          default: shortenWaits(best)
          }
        if let smaller {
          best = smaller
          improved = true
        }
      }
    }
    return Result(candidate: best.candidate, violation: best.violation, replays: replays)
  }

  private typealias Best = (candidate: Candidate, violation: Violation)

  /// `candidate` when it fails the same way as `violation`, cut after its failing step.
  private mutating func attempt(_ candidate: Candidate, like violation: Violation) -> Best? {
    guard replays < budget else { return nil }
    replays += 1
    guard let found = replay(candidate), found.signature == violation.signature else { return nil }
    return (Self.truncated(candidate, to: found), found)
  }

  private static func truncated(_ candidate: Candidate, to violation: Violation) -> Candidate {
    var truncated = candidate
    truncated.steps = Array(candidate.steps.prefix(violation.stepCount))
    return truncated
  }

  /// Runs the candidate under schedule 0, the app's own order, when it has another.
  private mutating func removeSchedule(_ best: Best) -> Best? {
    guard best.candidate.schedule != 0 else { return nil }
    var unscheduled = best.candidate
    unscheduled.schedule = 0
    return attempt(unscheduled, like: best.violation)
  }

  /// Removes runs of steps, halving their length down to one, from the end backwards.
  private mutating func removeSteps(_ best: Best) -> Best? {
    var current = best
    var changed = false
    var size = max(1, current.candidate.steps.count / 2)
    while size >= 1 {
      var start = current.candidate.steps.count - size
      while start >= 0 {
        var steps = current.candidate.steps
        steps.removeSubrange(start..<min(start + size, steps.count))
        var shorter = current.candidate
        shorter.steps = steps
        if let smaller = attempt(shorter, like: current.violation) {
          current = smaller
          changed = true
        }
        start = min(start, current.candidate.steps.count) - size
      }
      size /= 2
    }
    return changed ? current : nil
  }

  /// Removes faults one at a time.
  private mutating func removeFaults(_ best: Best) -> Best? {
    var current = best
    var changed = false
    var index = current.candidate.faults.count - 1
    while index >= 0 {
      var faults = current.candidate.faults
      faults.remove(at: index)
      var fewer = current.candidate
      fewer.faults = faults
      if let smaller = attempt(fewer, like: current.violation) {
        current = smaller
        changed = true
      }
      index -= 1
    }
    return changed ? current : nil
  }

  /// Replaces typed text by simpler text: empty, one letter, then the text without its last or
  /// first half, quarter, eighth, and so on down to one character. The passes repeat, so a
  /// failure that needs at least `n` characters of a long text, or its last ones, shrinks to
  /// those in a number of replays that grows with the logarithm of the text's length.
  private mutating func simplifyTexts(_ best: Best) -> Best? {
    simplifySteps(best) { kind in
      guard case .type(let text, let field) = kind, !text.isEmpty else { return [] }
      let count = text.count
      var shorter: [String] = ["", "a"]
      for dropped in sequence(first: count / 2, next: { $0 > 1 ? $0 / 2 : nil }) where dropped > 0 {
        shorter += [String(text.dropLast(dropped)), String(text.dropFirst(dropped))]
      }
      var tried: Set<String> = []
      return shorter
        .filter { ($0.count < count || ($0.count == count && $0 < text)) && tried.insert($0).inserted }
        .map { StepKind.type(text: $0, into: field) }
    }
  }

  /// Replaces waits by shorter ones: a tenth, then a half.
  private mutating func shortenWaits(_ best: Best) -> Best? {
    simplifySteps(best) { kind in
      guard case .wait(let duration) = kind, duration > .milliseconds(1) else { return [] }
      return [duration / 10, duration / 2].filter { $0 > .zero }.map(StepKind.wait)
    }
  }

  /// Tries, for each step, the simpler kinds `simpler` proposes, keeping the first that fails
  /// the same way.
  private mutating func simplifySteps(_ best: Best, _ simpler: (StepKind) -> [StepKind]) -> Best? {
    var current = best
    var changed = false
    var index = 0
    while index < current.candidate.steps.count {
      for kind in simpler(current.candidate.steps[index].kind) {
        var simpler = current.candidate
        simpler.steps[index].kind = kind
        if let smaller = attempt(simpler, like: current.violation) {
          current = smaller
          changed = true
          break
        }
      }
      index += 1
    }
    return changed ? current : nil
  }
}
