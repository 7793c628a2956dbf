extension ValueDecoder {
  /// Every problem of `value` as a `type`, in the order decoding meets them, for a checker that
  /// reports all that is wrong with hand-written input in one pass; empty when `value` decodes.
  ///
  /// After each problem, decoding starts over with that part mended: an unknown key left out, a
  /// missing key filled in (a misspelt key written in its place left out with it), a value of the
  /// wrong kind or form replaced by a stand-in that meets what was expected, an unknown raw value
  /// by the closest known one, and a value nothing can stand in for (one a type's own decoding
  /// rejects, an unknown enumeration case) left out with its key. Problems of what was put in or
  /// left out are not the input's: they are mended without being reported. The search stops at
  /// a problem that cannot be mended, after reporting it, and after `limit` problems.
  public func problems<T: Decodable>(
    decoding type: T.Type, from value: Value, limit: Int = 20
  ) -> [ValueDecodingError] {
    var input = value
    var problems: [ValueDecodingError] = []
    var standIns: [ValuePath] = []
    // Every pass mends one part; a stand-in's own problems take passes of their own.
    for _ in 0..<(4 * limit) {
      let problem: ValueDecodingError
      do {
        _ = try decode(type, from: input)
        return problems
      } catch {
        problem = error
      }
      let subject = Self.subject(of: problem).components
      if !standIns.contains(where: { subject.starts(with: $0.components) }) {
        problems.append(problem)
        if problems.count == limit { return problems }
      }
      guard let mended = Self.mending(input, at: problem, standIns: standIns), mended.value != input else {
        return problems
      }
      input = mended.value
      standIns += mended.standIns
    }
    return problems
  }

  /// The part of the input `problem` is about: the key itself for a missing or unknown key, whose
  /// error's path is the mapping.
  private static func subject(of problem: ValueDecodingError) -> ValuePath {
    switch problem.problem {
    case .missingKey(let key, _), .unknownKey(let key, _, _): problem.path.appending(key: key)
    default: problem.path
    }
  }

  /// `input` with the part `problem` is about mended, and where stand-ins were put or parts left
  /// out; `nil` when it cannot be mended, or was mended before to no avail.
  private static func mending(
    _ input: Value, at problem: ValueDecodingError, standIns: [ValuePath]
  ) -> (value: Value, standIns: [ValuePath])? {
    let path = problem.path
    switch problem.problem {
    case .unknownKey(let key, _, _):
      return input.updating(path.appending(key: key)) { _ in nil }.map { ($0, []) }
    case .missingKey(let key, let presentKey):
      // The misspelling goes with it, or it would be reported again as an unknown key.
      let withoutMisspelling =
        presentKey.map { misspelt in input.updating(path.appending(key: misspelt)) { _ in nil } } ?? input
      let keyPath = path.appending(key: key)
      return withoutMisspelling?.updating(keyPath) { _ in .null }.map { ($0, [keyPath]) }
    case .typeMismatch(let expected, _), .invalidValue(let expected, _):
      guard let standIn = DecodingSession.standIn(meeting: expected) else { return nil }
      return input.updating(path) { _ in standIn }.map { ($0, [path]) }
    case .unknownValue(_, let suggestion, let knownValues):
      guard let known = suggestion ?? knownValues.first else { return nil }
      return input.updating(path) { _ in .string(known) }.map { ($0, [path]) }
    case .unknownCase, .caseCount, .missingCasePayload, .rejected:
      guard case .key? = path.components.last, !standIns.contains(path) else { return nil }
      return input.updating(path) { _ in nil }.map { ($0, [path]) }
    }
  }
}

extension Value {
  /// This value with the part at `path` replaced by `transform` of it (`nil` when it is a key
  /// the mapping lacks; a `nil` result removes the key); `nil` when `path` leads nowhere: through
  /// a key a mapping lacks, an index past a list's end or a value that holds no others.
  fileprivate func updating(_ path: ValuePath, _ transform: (Value?) -> Value?) -> Value? {
    updating(path.components[...], transform)
  }

  private func updating(
    _ components: ArraySlice<ValuePath.Component>, _ transform: (Value?) -> Value?
  ) -> Value? {
    guard let first = components.first else { return transform(self) }
    let rest = components.dropFirst()
    switch (first, self) {
    case (.key(let key), .object(var object)):
      if rest.isEmpty {
        object[key] = transform(object[key])
      } else {
        guard let updated = object[key]?.updating(rest, transform) else { return nil }
        object[key] = updated
      }
      return .object(object)
    case (.index(let index), .array(var elements)) where elements.indices.contains(index):
      guard let updated = elements[index].updating(rest, transform) else { return nil }
      elements[index] = updated
      return .array(elements)
    default:
      return nil
    }
  }
}
