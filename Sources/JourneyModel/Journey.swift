import ValueCoding

/// One user journey, ready to run: loaded from a `.yaml` file, with subflows inlined and, for a
/// journey with an examples table, one `Journey` per row.
public struct Journey: Hashable, Sendable {
  /// The journey file's path, as the loader was given it.
  public var file: String
  /// The journey's name; for an examples row, the name followed by the row, as in
  /// `Login validation [email: "", password: ""]`.
  public var name: String
  /// What the journey is about.
  public var description: String?
  /// Its tags, such as `smoke` and the feature's name.
  public var tags: [String]
  /// The world and app before the first step.
  public var given: Given
  /// The steps, in order.
  public var steps: [Step]
  /// Whether every action effects deliver must be received and nothing may be in flight at the
  /// end.
  public var exhaustive: Bool
  /// The schedule the journey runs under, its top-level `schedule`: the seed that orders the work
  /// due at the same virtual instant and draws the mocks' latencies. `nil` runs it under the
  /// runner's schedule; a journey that fails only under one schedule records it here.
  public var schedule: UInt64?
  /// The examples row this journey runs, if it came from an examples table.
  public var example: ExampleRow?
  /// Where the journey's `name` is.
  public var location: FileLocation

  /// Makes a journey.
  public init(
    file: String, name: String, description: String? = nil, tags: [String] = [],
    given: Given = Given(), steps: [Step], exhaustive: Bool = false, schedule: UInt64? = nil,
    example: ExampleRow? = nil, location: FileLocation
  ) {
    self.file = file
    self.name = name
    self.description = description
    self.tags = tags
    self.given = given
    self.steps = steps
    self.exhaustive = exhaustive
    self.schedule = schedule
    self.example = example
    self.location = location
  }

  /// The name that identifies the journey in reports: the file and the name.
  public var identifier: String {
    "\(file) › \(name)"
  }
}

/// One row of a journey's examples table: the values substituted for `${variable}`.
public struct ExampleRow: Hashable, Sendable {
  /// The row's position in the table, from 1.
  public var number: Int
  /// The variables and their values, in the order the row lists them.
  public var values: [(name: String, value: String)]
  /// Where the row is.
  public var location: FileLocation

  /// Makes a row.
  public init(number: Int, values: [(name: String, value: String)], location: FileLocation) {
    self.number = number
    self.values = values
    self.location = location
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.number == rhs.number && lhs.location == rhs.location
      && lhs.values.map(\.name) == rhs.values.map(\.name)
      && lhs.values.map(\.value) == rhs.values.map(\.value)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(number)
    hasher.combine(location)
    for (name, value) in values {
      hasher.combine(name)
      hasher.combine(value)
    }
  }
}
