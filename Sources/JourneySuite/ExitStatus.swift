/// How a `journey` command ends, as its process exit code.
public enum ExitStatus: Int32, Hashable, Sendable {
  /// Everything asked for passed.
  case passed = 0
  /// A journey failed, or the run found a problem that fails it (an obsolete golden file in CI
  /// mode, a golden file that could not be written).
  case failed = 1
  /// The input was invalid: bad arguments, a path that names nothing, a journey file that does
  /// not load. Valid journeys still run; this status wins over ``failed``.
  case invalidInput = 2
}
