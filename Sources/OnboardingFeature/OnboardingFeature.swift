import Dependencies
import ReducerCore
import StorageClient

/// The first-launch onboarding: the pages Welcome, Secure and Fast with a page indicator, "Next"
/// and "Skip", and "Get Started" on the last page.
///
/// "Skip" and "Get Started" store `true` under ``completedStorageKey`` and then send
/// ``Action/Delegate/completed``. The delegate is sent even when storing fails: the user is never
/// kept in the onboarding, which then shows again on the next launch; ``Action/Delegate/completionNotSaved``
/// comes first, for the parent to tell the user so.
///
/// The parent keeps ``State/language`` in sync, reads ``completedStorageKey`` at launch to decide
/// whether to show the onboarding at all, and handles ``Action/delegate(_:)`` by showing Login.
public struct OnboardingFeature: Reducer {
  /// The storage key of the "onboarding completed" flag: `true` once completed, absent before.
  public static let completedStorageKey = "onboardingCompleted"
  /// The name of the Onboarding screen.
  public static let screenName = "Onboarding"

  @Dependency(\.storageClient) var storageClient

  /// Makes the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .nextButtonTapped:
      guard !state.isCompleting, let next = state.page.next else { return .none }
      state.page = next
      return .none

    case .skipButtonTapped, .getStartedButtonTapped:
      guard !state.isCompleting else { return .none }
      state.isCompleting = true
      return .run { [storageClient] send in
        do {
          try await storageClient.save(true, forKey: Self.completedStorageKey)
        } catch is CancellationError {
          throw CancellationError()
        } catch {
          await send(.delegate(.completionNotSaved))
        }
        await send(.delegate(.completed))
      }

    case .delegate:
      return .none
    }
  }
}
