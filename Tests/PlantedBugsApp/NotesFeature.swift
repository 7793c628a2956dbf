import CasePaths
import Dependencies
import ReducerCore
import TextUI

/// A small notes app with two races planted on demand, each harmless in the order work usually
/// comes in and wrong in another a device may take: typing in "Search" searches for each query,
/// and "New note" opens an editor whose "Save" saves the note while the editor closes.
public struct NotesFeature: Reducer {
  /// The races planted.
  public struct Races: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// A new query does not cancel the search of the one before, so an older answer that comes
    /// last shows under the newer query.
    public static let staleSearchAnswer = Races(rawValue: 1 << 0)
    /// A save that finishes after its editor closed still writes "Saved" into the editor's
    /// status, which then shows on the notes.
    public static let saveIntoClosedEditor = Races(rawValue: 1 << 1)

    /// Both races.
    public static let all: Races = [.staleSearchAnswer, .saveIntoClosedEditor]
  }

  public struct State: Codable, Equatable, Sendable {
    public var query = ""
    /// The query whose answer shows, if one came.
    public var resultsQuery: String?
    public var results: [String] = []
    /// The editor's text while it is open.
    public var editor: String?
    /// The editor's status, such as "Saved".
    public var editorStatus: String?
    public var notes: [String] = []

    public init() {}
  }

  @CasePathable
  public enum Action: Decodable, Equatable, Sendable {
    case queryChanged(String)
    case searchAnswered(query: String, results: [String])
    case newNoteTapped
    case editorChanged(String)
    case saveTapped
    case saved(String)
    case editorClosed
  }

  enum CancelID: Hashable, Sendable {
    case search
  }

  /// How long the editor takes to close once "Save" is tapped.
  static let closingTime = Duration.milliseconds(300)

  let races: Races
  @Dependency(\.continuousClock) var clock
  @Dependency(\.notesClient) var notesClient

  public init(races: Races) {
    self.races = races
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      let search = Effect<Action>.run { [notesClient] send in
        let results = try await notesClient.search(query)
        await send(.searchAnswered(query: query, results: results))
      }
      return races.contains(.staleSearchAnswer)
        ? search : search.cancellable(id: CancelID.search, cancelInFlight: true)

    case .searchAnswered(let query, let results):
      state.resultsQuery = query
      state.results = results
      return .none

    case .newNoteTapped:
      state.editor = ""
      state.editorStatus = nil
      return .none

    case .editorChanged(let text):
      state.editor = text
      return .none

    case .saveTapped:
      guard let text = state.editor else { return .none }
      state.editorStatus = "Saving"
      return .merge(
        .run { [notesClient] send in
          try await notesClient.save(text)
          await send(.saved(text))
        },
        .run { [clock] send in
          try await clock.sleep(for: Self.closingTime)
          await send(.editorClosed)
        })

    case .saved(let text):
      state.notes.append(text)
      if state.editor != nil || races.contains(.saveIntoClosedEditor) {
        state.editorStatus = "Saved"
      }
      return .none

    case .editorClosed:
      state.editor = nil
      state.editorStatus = nil
      return .none
    }
  }

  /// The notes with their search, and the editor in a sheet on top while it is open.
  public static func screen(_ state: State) -> Screen<Action> {
    let notes = Screen<Action>("Notes") {
      NavigationBar("Notes")
      TextField("Search", text: state.query, placeholder: "Search notes") { .queryChanged($0) }
      if let resultsQuery = state.resultsQuery {
        Text("Results for \(resultsQuery)")
      }
      List {
        for result in state.results {
          Row(result)
        }
      }
      if let status = state.editorStatus {
        Banner(status)
      }
      Button("New note") { .newNoteTapped }
    }
    guard let text = state.editor else { return notes }
    return notes.sheet(
      Sheet("Editor") {
        TextField("Note", text: text, placeholder: "Write something") { .editorChanged($0) }
        if let status = state.editorStatus {
          Banner(status)
        }
        Button("Save", isDisabled: text.isEmpty) { .saveTapped }
      })
  }
}
