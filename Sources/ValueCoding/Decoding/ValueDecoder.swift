/// Decodes `Decodable` types from ``Value``s, with errors that say where and what went wrong.
///
/// Beyond the standard library's types it reads:
/// - `Date` from ISO 8601 date-time text (`2024-05-01T09:30:00Z`, with optional fractional
///   seconds and offset), `URL` and `UUID` from their text, `Duration` from duration text (`300ms`,
///   `1.5s`, `1h30m`; see ``parseDuration(_:)``); ``Value`` itself as is.
/// - Integers from whole numbers written either way (`3` or `3.0`) within the type's range, and
///   floating-point numbers from any number.
/// - Enumerations with `String` raw values from their raw values, suggesting the closest raw value
///   when the text is not one.
/// - Enumerations with associated values in the layout Swift synthesizes (`{caseName: {_0:
///   value}}`, `{caseName: {label: value}}`, `{caseName: {}}`), and in two shorter forms: a bare
///   `caseName` string for a case without values, and `{caseName: value}` for a case with one
///   unlabelled value. So `{settings: {languageChanged: vi}}` decodes as
///   `.settings(.languageChanged(.vi))` and `logoutTapped` as `.logoutTapped`.
///
/// Names are suggested for misspelled keys, raw values and cases from what the type asked for; a
/// type whose coding keys (or raw-value cases) are `CaseIterable` also gets the full list.
public struct ValueDecoder: Sendable {
  /// Whether keys of a mapping that the decoded type never asked for are errors. Off by default;
  /// turn it on for hand-written input, where an unknown key is most likely a typo.
  public var rejectsUnknownKeys: Bool

  /// Creates a decoder.
  public init(rejectsUnknownKeys: Bool = false) {
    self.rejectsUnknownKeys = rejectsUnknownKeys
  }

  /// Decodes a `type` from `value`.
  ///
  /// - Throws: ``ValueDecodingError`` for the first problem found, with its path in `value`.
  public func decode<T: Decodable>(_ type: T.Type, from value: Value) throws(ValueDecodingError)
    -> T
  {
    let session = DecodingSession(rejectsUnknownKeys: rejectsUnknownKeys)
    do {
      return try session.decode(type, from: value, at: .root)
    } catch let error as ValueDecodingError {
      throw error
    } catch {
      throw ValueDecodingError(path: .root, problem: .rejected(String(describing: error)))
    }
  }
}
