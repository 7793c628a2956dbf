import Dependencies
import Foundation
import Synchronization

/// UUIDs counting up from `00000000-0000-0000-0000-000000000000` across every launch of one
/// journey's app, so that a relaunched app does not hand out the identifiers of what it saved
/// before.
final class UUIDSequence: Sendable {
  private let next = Mutex<UInt64>(0)

  /// A generator taking the next UUID of the sequence on each call.
  var generator: UUIDGenerator {
    UUIDGenerator { [self] in
      let number = next.withLock { value in
        defer { value += 1 }
        return value
      }
      return Self.uuid(number)
    }
  }

  /// The UUID whose last twelve hex digits are `number`.
  static func uuid(_ number: UInt64) -> UUID {
    let byte = { (shift: UInt64) in UInt8(truncatingIfNeeded: number >> shift) }
    return UUID(
      uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, byte(40), byte(32), byte(24), byte(16), byte(8), byte(0)))
  }
}
