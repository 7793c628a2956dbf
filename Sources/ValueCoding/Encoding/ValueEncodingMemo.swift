/// What a ``ValueEncoder`` encoded of the properties of the value it encoded last, for one that
/// encodes a value changing little from one time to the next, such as an app's state after each
/// step: a property equal (by `==`) to the one encoded under the same key last time, for the same
/// selection, is taken as it was encoded then rather than encoded again. A property whose type is
/// not `Equatable`, or is a class, whose instance may have changed since, is encoded every time.
///
/// Only the top-level properties are kept, each in place of the last one under its key. A memo is
/// used by one encoding at a time, on one thread.
public final class ValueEncodingMemo: @unchecked Sendable {
  private struct Entry {
    /// The type of the value kept.
    let type: ObjectIdentifier
    /// Whether the value at a pointer, of ``type``, is equal to the value kept.
    let isKept: (UnsafeRawPointer) -> Bool
    /// The selection the value was encoded for, or `nil` when it was encoded whole.
    let selection: PathSelection?
    let includesNilOptionals: Bool
    let encoded: Value
  }

  private var entries: [String: Entry] = [:]

  /// Makes a memo that keeps nothing yet.
  public init() {}

  /// What `value` under `key` of the top level was encoded as last time, when it is equal to the
  /// value encoded then, for the same selection and options.
  func encoded<T>(
    _ value: T, forKey key: String, selection: PathSelection?, includesNilOptionals: Bool
  ) -> Value? {
    guard let entry = entries[key], entry.type == ObjectIdentifier(T.self), entry.selection === selection,
      entry.includesNilOptionals == includesNilOptionals,
      withUnsafePointer(to: value, { entry.isKept(UnsafeRawPointer($0)) })
    else { return nil }
    return entry.encoded
  }

  /// Keeps what `value` under `key` was encoded as, when its type compares values with `==`.
  func keep<T>(
    _ value: T, encoded: Value, forKey key: String, selection: PathSelection?, includesNilOptionals: Bool
  ) {
    guard !(T.self is AnyClass), let type = T.self as? any Equatable.Type else { return }
    // Compared as the `Equatable` type it is, found once here rather than at each comparison.
    func isKept<E: Equatable>(_: E.Type) -> (UnsafeRawPointer) -> Bool {
      let kept = withUnsafePointer(to: value) { UnsafeRawPointer($0).assumingMemoryBound(to: E.self).pointee }
      return { $0.assumingMemoryBound(to: E.self).pointee == kept }
    }
    entries[key] = Entry(
      type: ObjectIdentifier(T.self), isKept: isKept(type), selection: selection,
      includesNilOptionals: includesNilOptionals, encoded: encoded)
  }
}
