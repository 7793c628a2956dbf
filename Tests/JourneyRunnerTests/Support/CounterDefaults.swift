import Dependencies
import MockKit
import ValueCoding

/// Where the counter app keeps its count on the device.
struct CounterDefaults: Sendable {
  var saveCount: @Sendable (_ count: Int) throws -> Void

  /// Defaults kept in `world`'s `defaults` store, which survives a relaunch.
  static func mock(_ world: MockWorld) -> CounterDefaults {
    CounterDefaults { count in
      try world.store("defaults").setValue(.int(count), forKey: "count")
    }
  }

  /// The count `world` keeps, if any.
  static func storedCount(in world: MockWorld) -> Int? {
    guard case .int(let count)? = try? world.store("defaults")["count"] else { return nil }
    return count
  }
}

extension CounterDefaults: TestDependencyKey {
  static let testValue = CounterDefaults { _ in
    reportIssue("CounterDefaults.saveCount has no implementation in this test")
  }
}

extension DependencyValues {
  var counterDefaults: CounterDefaults {
    get { self[CounterDefaults.self] }
    set { self[CounterDefaults.self] = newValue }
  }
}
