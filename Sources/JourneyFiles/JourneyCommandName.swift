/// The app's journey command as messages name it when they say what to run: as the person
/// invoked it, such as `teatimer-journey`, or `<journey command>` where journeys run without it
/// and its name is not known.
public struct JourneyCommandName: Hashable, Sendable {
  /// How a person runs the command, such as `teatimer-journey`, or, from the package's folder,
  /// `swift run teatimer-journey`; nil when not known.
  public let invocation: String?

  /// The command run as `invocation`, or, nil, a command not known.
  public init(_ invocation: String?) {
    self.invocation = invocation
  }

  /// A command not known: messages show `<journey command>` in its place.
  public static let unnamed = Self(nil)

  /// The command running `arguments`, quoted as a message tells a person to type it:
  /// `'teatimer-journey run --prune'`, or `'<journey command> run --prune'` when unnamed.
  public func quoted(_ arguments: String) -> String {
    "'\(invocation ?? "<journey command>") \(arguments)'"
  }
}
