/// Encodes `Encodable` values as ``Value``s, deterministically: the same value always gives the
/// same result.
///
/// - Mapping keys come in the order the type encodes them; synthesized conformances encode
///   properties in declaration order. Dictionaries and sets, whose own order changes from run to
///   run, come sorted: dictionary keys by number when they all are integers, otherwise as text;
///   set elements (and the pairs of dictionaries with other kinds of keys) by their
///   ``Value/rendered`` text.
/// - `Date` becomes ISO 8601 text in UTC (`2024-05-01T09:30:00Z`, with `.250` milliseconds only
///   when there are some); `URL` and `UUID` their text; `Duration` its
///   `Duration.journeyDescription` (`1.5s`); ``Value`` itself stays as it is.
/// - Enumerations come in the layout Swift synthesizes: `{caseName: {_0: value}}`.
/// - An optional that is `nil` becomes `null` when encoded on its own or in a list. Synthesized
///   conformances skip `nil` optional properties (they call `encodeIfPresent`); this encoder
///   writes them as `null` anyway while ``includesNilOptionals`` is on, so that state dumps show
///   every property.
public struct ValueEncoder: Sendable {
  /// Whether `nil` optional properties are written as `null` (on by default) rather than left
  /// out.
  public var includesNilOptionals: Bool
  /// Where the encodings of the top-level properties are kept, to take again for properties equal
  /// to those encoded last time; `nil` to encode every property every time.
  public var memo: ValueEncodingMemo?

  /// Creates an encoder.
  public init(includesNilOptionals: Bool = true, memo: ValueEncodingMemo? = nil) {
    self.includesNilOptionals = includesNilOptionals
    self.memo = memo
  }

  /// Encodes `value`.
  ///
  /// - Throws: ``ValueEncodingError`` when part of `value` cannot be represented.
  public func encode<T: Encodable>(_ value: T) throws(ValueEncodingError) -> Value {
    try encode(value, selection: nil)
  }

  /// Encodes only what lies at `paths` in `value`, and the mappings on the way there with only
  /// the keys that lead to them: what is left out is not encoded at all, which makes reading a
  /// few paths of a large value cheap. A path that goes through a list takes the list whole.
  ///
  /// Looking up one of `paths` in the result finds what it finds in ``encode(_:)``'s result; a
  /// lookup that fails may fail differently, since keys off the paths are missing.
  ///
  /// - Throws: ``ValueEncodingError`` when part of what is encoded cannot be represented.
  public func encode<T: Encodable>(_ value: T, only paths: some Sequence<ValuePath>) throws(ValueEncodingError)
    -> Value
  {
    try encode(value, selection: PathSelection.of(Array(paths)))
  }

  private func encode<T: Encodable>(_ value: T, selection: PathSelection?) throws(ValueEncodingError) -> Value {
    let session = EncodingSession(includesNilOptionals: includesNilOptionals, memo: memo)
    do {
      return try session.encode(value, under: nil, at: nil, selection: selection)
    } catch let error as ValueEncodingError {
      throw error
    } catch {
      throw ValueEncodingError(path: .root, problem: .rejected(String(describing: error)))
    }
  }
}
