import MockKit
import ValueCoding

extension StorageClient {
  /// A client backed by `world`'s `storage` store, so that what it saves survives a relaunch;
  /// every call is logged and takes the latency its behaviour sets.
  public static func mock(_ world: MockWorld) -> StorageClient {
    let name = mockDescriptor.name
    return StorageClient(
      load: { key in
        try await world.respond(
          name, "load", arguments: ["key": .string(key)], errors: StorageError.self)
        return try world.store(name)[key]
      },
      save: { key, value in
        try await world.respond(
          name, "save", arguments: ["key": .string(key), "value": value], errors: StorageError.self)
        try world.store(name).setValue(value, forKey: key)
      },
      remove: { key in
        try await world.respond(
          name, "remove", arguments: ["key": .string(key)], errors: StorageError.self)
        try world.store(name).removeValue(forKey: key)
      }
    )
  }

  /// The `storage` mock and its store, which holds any value; it starts empty unless a journey
  /// fills it. Its endpoints answer nothing themselves: loads read the store, saves and removes
  /// change it. Each can fail with a ``StorageError`` by name (`unavailable`, `full`), leaving
  /// the store unchanged.
  public static let mockDescriptor = MockDescriptor(
    "storage",
    summary: "The app's key-value storage.",
    endpoints: [
      MockEndpointDescriptor(
        "load", arguments: ["key"], errors: errorNames, default: .answer(nil),
        summary: "Returns the value the store holds under the key, or nothing."),
      MockEndpointDescriptor(
        "save", arguments: ["key", "value"], errors: errorNames, default: .answer(nil),
        summary: "Stores the value under the key."),
      MockEndpointDescriptor(
        "remove", arguments: ["key"], errors: errorNames, default: .answer(nil),
        summary: "Removes the key from the store."),
    ],
    stores: [
      MockStoreDescriptor("storage", holds: ValueCoding.Value.self, summary: "Any value under string keys.")
    ]
  )

  private static let errorNames = StorageError.allCases.map(\.rawValue)
}
