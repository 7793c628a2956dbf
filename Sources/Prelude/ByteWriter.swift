/// UTF-8 text assembled from many short runs of bytes, such as a screen's lines or a trace's
/// JSON: appending a run costs a bounds check and a copy, where an array's `append(contentsOf:)`
/// also checks that its storage is unique and goes through generic collection code each time,
/// several times the work for runs of a few bytes.
///
/// It owns its storage, so it is not copyable: text leaves it through ``text`` or
/// ``text(in:)``.
public struct ByteWriter: ~Copyable {
  @usableFromInline var storage: UnsafeMutablePointer<UInt8>
  @usableFromInline var capacity: Int
  @usableFromInline var written = 0

  /// How many bytes have been written: where the next byte goes.
  public var count: Int { written }

  /// A writer with room for `capacity` bytes before it first grows.
  public init(capacity: Int = 256) {
    self.capacity = Swift.max(capacity, 16)
    storage = .allocate(capacity: self.capacity)
  }

  deinit {
    storage.deallocate()
  }

  @inlinable
  public mutating func append(_ byte: UInt8) {
    if written == capacity { grow(toHold: 1) }
    (storage + written).initialize(to: byte)
    written += 1
  }

  @inlinable
  public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    if capacity - written < bytes.count { grow(toHold: bytes.count) }
    (storage + written).initialize(from: source, count: bytes.count)
    written += bytes.count
  }

  /// Appends a string's UTF-8.
  @inlinable
  public mutating func append(_ string: String) {
    var string = string
    string.withUTF8 { append($0) }
  }

  /// Appends a literal's UTF-8.
  @inlinable
  public mutating func append(literal: StaticString) {
    literal.withUTF8Buffer { append($0) }
  }

  /// Appends `byte` `repetitions` times, such as the spaces of an indentation.
  @inlinable
  public mutating func append(repeating byte: UInt8, count repetitions: Int) {
    guard repetitions > 0 else { return }
    if capacity - written < repetitions { grow(toHold: repetitions) }
    (storage + written).initialize(repeating: byte, count: repetitions)
    written += repetitions
  }

  /// Appends again the bytes written in `range`, a range of what was written before.
  public mutating func appendCopy(of range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= written, "copying bytes not written yet")
    if capacity - written < range.count { grow(toHold: range.count) }
    (storage + written).initialize(from: storage + range.lowerBound, count: range.count)
    written += range.count
  }

  /// Calls `body` with the bytes written in `range`.
  public func withBytes<Result>(
    in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    precondition(range.lowerBound >= 0 && range.upperBound <= written, "reading bytes not written yet")
    return try body(UnsafeBufferPointer(start: storage + range.lowerBound, count: range.count))
  }

  /// Calls `body` with every byte written.
  public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try withBytes(in: 0..<written, body)
  }

  /// The bytes written in `range`, as text.
  public func text(in range: Range<Int>) -> String {
    withBytes(in: range) { String(decoding: $0, as: UTF8.self) }
  }

  /// Everything written, as text.
  public var text: String {
    text(in: 0..<written)
  }

  /// Makes room for `extra` more bytes, at least doubling the capacity so that appending stays
  /// linear.
  @usableFromInline
  mutating func grow(toHold extra: Int) {
    let newCapacity = Swift.max(2 * capacity, written + extra)
    let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStorage.moveInitialize(from: storage, count: written)
    storage.deallocate()
    storage = newStorage
    capacity = newCapacity
  }
}
