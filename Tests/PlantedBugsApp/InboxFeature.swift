import CasePaths
import Dependencies
import ReducerCore

/// A small inbox: "Refresh" loads the messages, "Cancel" stops a load, "Compose" opens a screen
/// that autosaves a draft two seconds after it opens and sends what is typed. The bugs of
/// ``PlantedBugs`` are planted on demand.
public struct InboxFeature: Reducer {
  public struct State: Codable, Equatable, Sendable {
    public var messages: [String] = []
    public var pendingRequests = 0
    public var isLoading = false
    public var errorMessage: String?
    public var draftSaved = false
    /// The Compose screen's text while it is open.
    public var compose: String?
    public var sent: [String] = []

    public init() {}
  }

  @CasePathable
  public enum Action: Decodable, Equatable, Sendable {
    case refreshTapped
    case cancelTapped
    case fetched([String])
    case fetchFailed(String)
    case composeTapped
    case composeChanged(String)
    case sendTapped
    case backTapped
    case autosaved
    case markAllReadTapped
    case archiveTapped
  }

  enum CancelID: Hashable, Sendable {
    case fetch
    case autosave
  }

  let bugs: PlantedBugs
  @Dependency(\.continuousClock) var clock
  @Dependency(\.inboxClient) var inboxClient

  public init(bugs: PlantedBugs) {
    self.bugs = bugs
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .refreshTapped:
      guard !state.isLoading else { return .none }
      state.isLoading = true
      state.errorMessage = nil
      state.pendingRequests += 1
      if bugs.contains(.unhandledFetchError) {
        return .run { [inboxClient] send in
          await send(.fetched(try await inboxClient.fetch()))
        }
        .cancellable(id: CancelID.fetch)
      }
      return .run { [inboxClient] send in
        do {
          await send(.fetched(try await inboxClient.fetch()))
        } catch is CancellationError {
          return
        } catch {
          await send(.fetchFailed(String(describing: error)))
        }
      }
      .cancellable(id: CancelID.fetch)

    case .cancelTapped:
      state.pendingRequests -= 1
      state.isLoading = false
      return bugs.contains(.negativeCountOnCancel) ? .none : .cancel(id: CancelID.fetch)

    case .fetched(let messages):
      state.messages = messages
      state.isLoading = false
      state.pendingRequests -= 1
      return .none

    case .fetchFailed(let reason):
      state.errorMessage = "Couldn't load the inbox (\(reason))."
      state.pendingRequests -= 1
      if !bugs.contains(.flagLeftSetAfterError) {
        state.isLoading = false
      }
      return .none

    case .composeTapped:
      state.compose = ""
      state.draftSaved = false
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(2))
        await send(.autosaved)
      }
      .cancellable(id: CancelID.autosave, cancelInFlight: true)

    case .composeChanged(let text):
      state.compose = text
      return .none

    case .sendTapped:
      guard let text = state.compose else { return .none }
      state.draftSaved = false
      if bugs.contains(.crashOnLongMessage), text.count > 200 {
        let preview = Array(text.utf8)[..<140]
        let tail = Array(text.utf8)[200...240]
        fatalError("message preview overflow: \(preview.count) + \(tail.count)")
      }
      if bugs.contains(.hangOnBlankMessage), text.allSatisfy(\.isWhitespace) {
        var trimmed = text
        while trimmed.first?.isWhitespace == true {
          // Looks for the first letter, but never drops the blank it looked at.
          trimmed = String(trimmed)
        }
      }
      state.sent.append(text)
      state.compose = nil
      return .cancel(id: CancelID.autosave)

    case .backTapped:
      state.compose = nil
      state.draftSaved = false
      return bugs.contains(.effectOutlivesScreen) ? .none : .cancel(id: CancelID.autosave)

    case .autosaved:
      state.draftSaved = true
      return .none

    case .markAllReadTapped:
      return .none

    case .archiveTapped:
      return .run { _ in }
    }
  }
}
