import Dependencies
import MockKit
import ValueCoding

/// The notes' API: a search and a save.
public struct NotesClient: Sendable {
  /// The titles of the notes that match a query.
  public var search: @Sendable (String) async throws -> [String]
  /// Saves a note's text.
  public var save: @Sendable (String) async throws -> Void

  /// The `notes` mock: by default a search answers two titles after 400 ms, and a save succeeds
  /// after 300 ms, as long as the editor takes to close.
  public static let mockDescriptor = MockDescriptor(
    "notes",
    summary: "The notes' API.",
    endpoints: [
      MockEndpointDescriptor(
        "search", arguments: ["query"], output: [String].self, errors: [],
        default: .answer(["Shopping list", "Trip ideas"], latency: .milliseconds(400)),
        summary: "Answers the titles of the notes that match the query."),
      MockEndpointDescriptor(
        "save", arguments: ["text"], errors: [],
        default: .answer(nil, latency: .milliseconds(300)),
        summary: "Saves a note."),
    ]
  )

  /// A client answered by `world`'s `notes` mock.
  public static func mock(_ world: MockWorld) -> NotesClient {
    NotesClient(
      search: { query in
        try await world.respond(mockDescriptor.name, "search", arguments: ["query": .string(query)], as: [String].self)
      },
      save: { text in
        try await world.respond(mockDescriptor.name, "save", arguments: ["text": .string(text)])
      })
  }
}

extension NotesClient: TestDependencyKey {
  public static let testValue = NotesClient(search: { _ in [] }, save: { _ in })
}

extension DependencyValues {
  /// The notes' API.
  public var notesClient: NotesClient {
    get { self[NotesClient.self] }
    set { self[NotesClient.self] = newValue }
  }
}
