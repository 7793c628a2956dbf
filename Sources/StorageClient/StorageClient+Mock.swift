import MockKit
import ValueCoding

extension StorageClient {
  /// A client backed by `world`'s `storage` store, so that what it saves survives a relaunch;
  /// every call is logged and takes the latency its behaviour sets.
  public static func mock(_ world: MockWorld) -> StorageClient {
    let name = mockDescriptor.name
    return StorageClient(
      load: { key in
        try await world.respond(name, "load", arguments: ["key": .string(key)])
        return try world.store(name)[key]
      },
      save: { key, value in
        try await world.respond(name, "save", arguments: ["key": .string(key), "value": value])
        try world.store(name).setValue(value, forKey: key)
      },
      remove: { key in
        try await world.respond(name, "remove", arguments: ["key": .string(key)])
        try world.store(name).removeValue(forKey: key)
      }
    )
  }

  /// The `storage` mock and its store, which holds any value; it starts empty unless a journey
  /// fills it. Its endpoints answer nothing themselves: loads read the store, saves and removes
  /// change it.
  public static let mockDescriptor = MockDescriptor(
    "storage",
    summary: "The app's key-value storage.",
    endpoints: [
      MockEndpointDescriptor(
        "load", arguments: ["key"], default: .answer(nil),
        summary: "Returns the value the store holds under the key, or nothing."),
      MockEndpointDescriptor(
        "save", arguments: ["key", "value"], default: .answer(nil),
        summary: "Stores the value under the key."),
      MockEndpointDescriptor(
        "remove", arguments: ["key"], default: .answer(nil),
        summary: "Removes the key from the store."),
    ],
    stores: [
      MockStoreDescriptor("storage", holds: ValueCoding.Value.self, summary: "Any value under string keys.")
    ]
  )
}
