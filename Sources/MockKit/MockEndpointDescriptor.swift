import ValueCoding

/// One endpoint of a mock as a journey sees it: its name, the names of the arguments its calls
/// record, the errors it can fail with, what it does unless told otherwise, and a check that an
/// answer has the shape of its output.
public struct MockEndpointDescriptor: Sendable {
  /// The endpoint's name, as journeys write it: `login`.
  public let name: String
  /// The keys of the arguments each call records, in order.
  public let argumentNames: [String]
  /// The raw values of the client's errors this endpoint can fail with; empty when it cannot fail.
  public let errorNames: [String]
  /// What the endpoint does until a journey configures it otherwise.
  public let defaultBehavior: MockBehavior
  /// One sentence on what the endpoint does and how its answer is used.
  public let summary: String

  private let answerProblems: @Sendable (Value) -> [ValueDecodingError]

  /// Describes an endpoint whose answer is decoded as `Output`.
  ///
  /// - Parameters:
  ///   - name: The endpoint's name.
  ///   - arguments: The keys of the arguments each call records.
  ///   - output: The type answers decode to.
  ///   - errors: The raw values of the errors it can fail with.
  ///   - defaultBehavior: What it does until configured otherwise.
  ///   - summary: One sentence on what it does.
  public init<Output: Decodable & Sendable>(
    _ name: String,
    arguments: [String] = [],
    output: Output.Type,
    errors: [String] = [],
    default defaultBehavior: MockBehavior,
    summary: String
  ) {
    self.init(
      name, arguments: arguments, errors: errors, default: defaultBehavior, summary: summary
    ) { answer in
      DecodedValues.mockAnswers.problems(decoding: Output.self, from: answer)
    }
  }

  /// Describes an endpoint that returns nothing: its answer must be `null`.
  ///
  /// - Parameters:
  ///   - name: The endpoint's name.
  ///   - arguments: The keys of the arguments each call records.
  ///   - errors: The raw values of the errors it can fail with.
  ///   - defaultBehavior: What it does until configured otherwise.
  ///   - summary: One sentence on what it does.
  public init(
    _ name: String,
    arguments: [String] = [],
    errors: [String] = [],
    default defaultBehavior: MockBehavior,
    summary: String
  ) {
    self.init(
      name, arguments: arguments, errors: errors, default: defaultBehavior, summary: summary
    ) { answer in
      guard answer == .null else {
        return [
          ValueDecodingError(
            path: .root,
            problem: .typeMismatch(expected: "null (this endpoint answers nothing)", found: answer.kindName))
        ]
      }
      return []
    }
  }

  private init(
    _ name: String,
    arguments: [String],
    errors: [String],
    default defaultBehavior: MockBehavior,
    summary: String,
    answerProblems: @escaping @Sendable (Value) -> [ValueDecodingError]
  ) {
    self.name = name
    self.argumentNames = arguments
    self.errorNames = errors
    self.defaultBehavior = defaultBehavior
    self.summary = summary
    self.answerProblems = answerProblems
  }

  /// Every way `answer` does not decode as the endpoint's output, each with its path inside
  /// `answer` (see ``/ValueCoding/ValueDecoder/problems(decoding:from:limit:)``); empty when it decodes.
  public func problems(ofAnswer answer: Value) -> [ValueDecodingError] {
    answerProblems(answer)
  }
}

extension ValueDecoder {
  /// The decoder of mock answers, written by hand in journeys: unknown keys are typos.
  static let mockAnswers = ValueDecoder(rejectsUnknownKeys: true)
}
