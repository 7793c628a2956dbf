import CasePaths
import ReducerCore
import TextUI

/// A reading shelf: an app made only for reading its types, with one of each kind of part the
/// reference tells apart. Its state holds scalars, optionals that are `nil` and not `nil` at
/// launch, a choice, a list, a mapping, a nested structure with a renamed key, an enumeration
/// with payloads, a child feature it always holds, a child feature it may hold, a presented
/// child the probe cannot make up, and a structure the probe cannot make up that gives no
/// example.
struct ShelfApp: Reducer {
  struct State: Codable, Sendable {
    var title = "Shelf"
    var shelfSize = 0
    var rating = 0.0
    var isPublic = false
    var note: String?
    var lastOpenedPage: Int? = 12
    var sorting = Sorting.byTitle
    var books: [Book] = []
    var tagCounts: [String: Int] = [:]
    var owner = Owner()
    var loading = Loading.idle
    var reader = ReaderFeature.State()
    var search: SearchFeature.State?
    var editor: EditorFeature.State?
    var archived: Archive?
  }

  @CasePathable
  enum Action: Decodable, Sendable {
    case appeared
    case titleChanged(String)
    case ratingChanged(stars: Int)
    case bookMoved(Int, to: Int)
    case sortingPicked(Sorting)
    case bookAdded(Book)
    case bookRenamed(at: Int, title: String, subtitle: String?)
    case noteChanged(String?)
    case reader(ReaderFeature.Action)
    case search(SearchFeature.Action)
    case editor(PresentationAction<EditorFeature.Action>)
  }

  /// The order of the shelf's books: an enumeration of raw values.
  enum Sorting: String, Codable, CaseIterable, Sendable {
    case byTitle, byAuthor, byDate
  }

  struct Book: Codable, Sendable {
    var title: String
    var pages: Int
  }

  /// The shelf's owner: a nested structure whose state key `verified` names no property.
  struct Owner: Codable, Sendable {
    var name = "Ada"
    var isVerified = false
    var email: String?

    enum CodingKeys: String, CodingKey {
      case name
      case isVerified = "verified"
      case email
    }
  }

  /// An enumeration whose cases hold nothing, one unlabelled value, and several labelled ones.
  enum Loading: Codable, Sendable {
    case idle
    case loaded([Book])
    case failed(reason: String, retries: Int)
  }

  /// Books put away: a structure whose identifier refuses made-up text, so the probe cannot
  /// make one up, and which gives no ``StateExample``.
  struct Archive: Codable, Sendable {
    var lastBook: BookID
    var count: Int
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.reader, action: \.reader) { ReaderFeature() }
    Reduce<State, Action> { state, action in
      switch action {
      case .appeared:
        state.search = SearchFeature.State()
      case .titleChanged(let title):
        state.title = title
      case .ratingChanged(let stars):
        state.rating = Double(stars)
      case .bookMoved(let from, let to):
        state.books.insert(state.books.remove(at: from), at: to)
      case .sortingPicked(let sorting):
        state.sorting = sorting
      case .bookAdded(let book):
        state.books.append(book)
      case .bookRenamed(let index, let title, let subtitle):
        state.books[index].title = [title, subtitle].compactMap(\.self).joined(separator: ": ")
      case .noteChanged(let note):
        state.note = note
      case .reader, .search, .editor:
        break
      }
      return .none
    }
    .ifLet(\.search, action: \.search) { SearchFeature() }
    .ifLet(\.editor, action: \.editor) { EditorFeature() }
  }

  static func screen(_ state: State) -> Screen<Action> {
    Screen("Shelf") {
      Text(state.title)
    }
  }
}

/// An identifier checked when decoded: empty text is refused, so the probe cannot make one up.
struct BookID: Codable, Sendable {
  var rawValue: String

  init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard !text.isEmpty else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "an empty book ID"))
    }
    rawValue = text
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// The page being read: a child feature the shelf always holds.
struct ReaderFeature: Reducer {
  struct State: Codable, Sendable {
    var page = 1
    var bookmark: Int?
  }

  enum Action: Decodable, Sendable {
    case pageTurned
    case jumped(toPage: Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .pageTurned: state.page += 1
    case .jumped(let page): state.page = page
    }
    return .none
  }
}

/// A search of the shelf: a child feature the shelf holds once it appeared.
struct SearchFeature: Reducer {
  struct State: Codable, Sendable {
    var query = ""
    var results: [ShelfApp.Book] = []
  }

  enum Action: Decodable, Sendable {
    case queryChanged(String)
    case resultTapped(ShelfApp.Book)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case .queryChanged(let query) = action { state.query = query }
    return .none
  }
}

/// A book's editor, presented over the shelf: its state holds a ``BookID``, so the probe reads
/// its paths from its ``StateExample``.
struct EditorFeature: Reducer {
  struct State: Codable, Sendable {
    var book: BookID
    var draft = ""
    var chapters: [String] = []
  }

  enum Action: Decodable, Sendable {
    case draftChanged(String)
    case saveTapped
    case delegate(Delegate)

    enum Delegate: Decodable, Sendable {
      case saved(BookID)
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case .draftChanged(let draft) = action { state.draft = draft }
    return .none
  }
}
