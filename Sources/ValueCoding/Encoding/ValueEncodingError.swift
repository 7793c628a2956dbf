/// Why a value could not be encoded as a ``Value``, and where in it.
public struct ValueEncodingError: Error, Equatable, Sendable {
  /// What was wrong with the value.
  public enum Problem: Equatable, Sendable {
    /// An unsigned integer (shown as written) too large for ``Value/int(_:)``.
    case integerOutOfRange(String)
    /// A date (seconds since 1970) outside the years 0001 to 9999, which ISO 8601 text cannot hold.
    case dateOutOfRange(secondsSince1970: Double)
    /// A type's own encoding code refused to encode, with this explanation.
    case rejected(String)
  }

  /// Where in the encoded value the problem is.
  public var path: ValuePath
  /// What the problem is.
  public var problem: Problem

  /// Creates an error.
  public init(path: ValuePath, problem: Problem) {
    self.path = path
    self.problem = problem
  }
}

extension ValueEncodingError: CustomStringConvertible {
  /// The error as one line of text, for example "cannot encode 18446744073709551615 at count:
  /// integers must lie between -9223372036854775808 and 9223372036854775807".
  public var description: String {
    let location = path.location
    switch problem {
    case .integerOutOfRange(let integer):
      return "cannot encode \(integer) at \(location): integers must lie between \(Int.min) and "
        + "\(Int.max)"
    case .dateOutOfRange(let seconds):
      return "cannot encode the date \(seconds) seconds after 1970 at \(location): only years "
        + "0001 to 9999 can be written"
    case .rejected(let explanation):
      return "cannot encode the value at \(location): \(explanation)"
    }
  }
}
