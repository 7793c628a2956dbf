import MockKit
import ValueCoding

extension URLOpenerClient {
  /// A client answered by `world`'s `urlOpener` mock; every link opened is logged.
  public static func mock(_ world: MockWorld) -> URLOpenerClient {
    URLOpenerClient(
      open: { url in
        try await world.respond(
          mockDescriptor.name, "open", arguments: ["url": .string(url.absoluteString)], as: Bool.self,
          errors: URLOpenerError.self)
      }
    )
  }

  /// The `urlOpener` mock: by default every link opens at once; answer `false` for a link nothing
  /// can open, or fail with `unavailable` for a system that fails to hand it over.
  public static let mockDescriptor = MockDescriptor(
    "urlOpener",
    summary: "Opening links outside the app.",
    endpoints: [
      MockEndpointDescriptor(
        "open", arguments: ["url"], output: Bool.self,
        errors: URLOpenerError.allCases.map(\.rawValue), default: .answer(true),
        summary: "Opens the link; answers whether it opened.")
    ]
  )
}
