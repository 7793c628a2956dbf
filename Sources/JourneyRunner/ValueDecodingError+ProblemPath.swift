import MockKit
import ValueCoding

extension ValueDecodingError {
  /// Where the problem is written: the key itself for an unknown key (the error's path is the
  /// mapping that has it), the error's path otherwise.
  var problemPath: ValuePath {
    if case .unknownKey(let key, _, _) = problem { return path.appending(key: key) }
    return path
  }
}

extension MockError {
  /// Where the problem is written inside the behaviour or stored value, down to an unknown key;
  /// `nil` for a name that is unknown as a whole.
  var problemPath: ValuePath? {
    guard case .invalidAnswer(_, _, let answerPath, let error) = self else { return path }
    return ValuePath(answerPath.components + error.problemPath.components)
  }
}
