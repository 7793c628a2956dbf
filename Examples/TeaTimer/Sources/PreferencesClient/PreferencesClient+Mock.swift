import MockKit

extension PreferencesClient {
  /// The key the strength is stored under in the `preferences` store.
  public static let strengthKey = "strength"

  /// A client backed by `world`'s `preferences` store, so that what it saves survives a
  /// relaunch; every call is logged and takes the latency its behaviour sets.
  public static func mock(_ world: MockWorld) -> PreferencesClient {
    let name = mockDescriptor.name
    return PreferencesClient(
      loadStrength: {
        try await world.respond(name, "loadStrength", arguments: [:])
        guard let stored = try world.store(name)[strengthKey] else { return nil }
        return try ValueDecoder().decode(Strength.self, from: stored)
      },
      saveStrength: { strength in
        let value = ValueCoding.Value.string(strength.rawValue)
        try await world.respond(name, "saveStrength", arguments: ["strength": value])
        try world.store(name).setValue(value, forKey: strengthKey)
      }
    )
  }

  /// The `preferences` mock and its store, which starts empty unless a journey fills it. Its
  /// endpoints answer nothing themselves: loads read the store, saves change it.
  public static let mockDescriptor = MockDescriptor(
    "preferences",
    summary: "The device's storage of the person's preferences.",
    endpoints: [
      MockEndpointDescriptor(
        "loadStrength", default: .answer(nil),
        summary: "Returns the strength the store holds, or nothing."),
      MockEndpointDescriptor(
        "saveStrength", arguments: ["strength"], default: .answer(nil),
        summary: "Stores the strength."),
    ],
    stores: [
      MockStoreDescriptor("preferences", holds: Strength.self, summary: "The strength under `strength`.")
    ]
  )
}
