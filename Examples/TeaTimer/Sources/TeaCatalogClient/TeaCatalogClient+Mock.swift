import MockKit

extension TeaCatalogClient {
  /// A client answered by `world`'s `catalog` mock; every call is logged.
  public static func mock(_ world: MockWorld) -> TeaCatalogClient {
    TeaCatalogClient(
      teas: {
        try await world.respond(
          mockDescriptor.name, "teas", arguments: [:], as: [Tea].self, errors: TeaCatalogError.self)
      }
    )
  }

  /// The `catalog` mock: by default, after 500 ms, four teas.
  public static let mockDescriptor = MockDescriptor(
    "catalog",
    summary: "The tea shop's catalog API.",
    endpoints: [
      MockEndpointDescriptor(
        "teas", output: [Tea].self, errors: TeaCatalogError.allCases.map(\.rawValue),
        default: .answer(teas, latency: .milliseconds(500)),
        summary: "Answers every tea the shop sells, in the order it lists them.")
    ]
  )

  private static let teas: ValueCoding.Value = [
    tea("sencha", "Sencha", .green, temperature: 75, steepSeconds: 90),
    tea("assam", "Assam", .black, temperature: 95, steepSeconds: 240),
    tea("tieguanyin", "Tie Guan Yin", .oolong, temperature: 90, steepSeconds: 180),
    tea("chamomile", "Chamomile", .herbal, temperature: 100, steepSeconds: 300),
  ]

  private static func tea(
    _ id: String, _ name: String, _ kind: TeaKind, temperature: Int, steepSeconds: Int
  ) -> ValueCoding.Value {
    [
      "id": .string(id), "name": .string(name), "kind": .string(kind.rawValue),
      "temperature": .int(temperature), "steepSeconds": .int(steepSeconds),
    ]
  }
}
