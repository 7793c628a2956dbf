import MockKit
import ValueCoding

extension KeychainClient {
  /// A client backed by `world`'s `keychain` store, so that what it saves survives a relaunch;
  /// every call is logged and takes the latency its behaviour sets.
  public static func mock(_ world: MockWorld) -> KeychainClient {
    let name = mockDescriptor.name
    return KeychainClient(
      load: { key in
        try await world.respond(name, "load", arguments: ["key": .string(key)])
        guard case .string(let text) = try world.store(name)[key] else { return nil }
        return text
      },
      save: { key, value in
        try await world.respond(name, "save", arguments: ["key": .string(key), "value": .string(value)])
        try world.store(name).setValue(.string(value), forKey: key)
      },
      delete: { key in
        try await world.respond(name, "delete", arguments: ["key": .string(key)])
        try world.store(name).removeValue(forKey: key)
      }
    )
  }

  /// The `keychain` mock and its store, which holds text; it starts empty unless a journey fills
  /// it. Its endpoints answer nothing themselves: loads read the store, saves and deletes change it.
  public static let mockDescriptor = MockDescriptor(
    "keychain",
    summary: "The secure store for secrets.",
    endpoints: [
      MockEndpointDescriptor(
        "load", arguments: ["key"], default: .answer(nil),
        summary: "Returns the text the store holds under the key, or nothing."),
      MockEndpointDescriptor(
        "save", arguments: ["key", "value"], default: .answer(nil),
        summary: "Stores the text under the key."),
      MockEndpointDescriptor(
        "delete", arguments: ["key"], default: .answer(nil),
        summary: "Removes the key from the store."),
    ],
    stores: [
      MockStoreDescriptor("keychain", holds: String.self, summary: "Text under string keys.")
    ]
  )
}
