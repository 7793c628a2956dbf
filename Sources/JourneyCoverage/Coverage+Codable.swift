/// A record as JSON: its format version, then per kind the names reached and the names known and
/// never reached, each list sorted, kinds without a name left out:
///
/// ```json
/// { "formatVersion": 1,
///   "reached": { "action": ["profile.editProfile.saveTapped"], "screen": ["Profile"] },
///   "unreached": { "action": ["profile.logoutTapped"] } }
/// ```
extension Coverage: Codable {
  /// The version of the JSON format, raised when a reader of the old one could misread the new.
  public static let formatVersion = 1

  private enum CodingKeys: String, CodingKey {
    case formatVersion, reached, unreached
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .formatVersion)
    guard version == Self.formatVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .formatVersion, in: container,
        debugDescription: "format version \(version), where this journey reads \(Self.formatVersion)")
    }
    func keys(_ codingKey: CodingKeys) throws -> Set<Key> {
      let lists = try container.decodeIfPresent([String: [String]].self, forKey: codingKey) ?? [:]
      return Set(
        try lists.flatMap { kindName, names in
          guard let kind = Kind(rawValue: kindName) else {
            throw DecodingError.dataCorruptedError(
              forKey: codingKey, in: container,
              debugDescription: "unknown kind '\(kindName)', where a kind is one of "
                + Kind.allCases.map(\.rawValue).joined(separator: ", "))
          }
          return names.map { Key(kind, $0) }
        })
    }
    let reached = try keys(.reached)
    self.init(known: try keys(.unreached).union(reached), reached: reached)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.formatVersion, forKey: .formatVersion)
    func lists(_ keys: some Sequence<Key>) -> [String: [String]] {
      Dictionary(grouping: keys, by: \.kind.rawValue).mapValues { $0.map(\.name).sorted() }
    }
    try container.encode(lists(reached), forKey: .reached)
    try container.encode(lists(known.subtracting(reached)), forKey: .unreached)
  }
}
