import Foundation
import SharedModels

extension ExploreFeature {
  /// What the explore screens show.
  public struct State: Equatable, Sendable, Codable {
    /// The language of the texts; the parent keeps it in sync with the preferences.
    public var language: Language
    /// The text in the search field, as typed.
    public var query: String
    /// Where the search for ``query`` stands.
    public var search: SearchPhase
    /// The screen pushed on top of Explore, if any.
    public var destination: Destination?

    /// Makes a state; the defaults show the browse view.
    public init(
      language: Language = .english,
      query: String = "",
      search: SearchPhase = .browsing,
      destination: Destination? = nil
    ) {
      self.language = language
      self.query = query
      self.search = search
      self.destination = destination
    }

    /// How many requests Explore has under way: one while a query is being searched, its
    /// debounce included, since a newer query replaces the search rather than adding one.
    public var requestsInFlight: Int {
      search == .searching ? 1 : 0
    }

    /// The query as it is searched: without leading and trailing white space.
    public var trimmedQuery: String {
      query.trimmingWhiteSpace()
    }
  }
}
