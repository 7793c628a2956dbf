import AppFeature
import ReducerTesting
import SharedModels
import Testing

/// Connectivity, requests under way and network errors.
@Suite struct AppFeatureNetworkTests {
  @Test func theStatusFollowsTheNetworkMonitor() {
    let store = TestStore(initialState: loginState()) { AppFeature() }
    store.send(.networkStatusChanged(NetworkStatus(isConnected: false, connectionType: .none))) {
      $0.network.isConnected = false
      $0.network.connectionType = .none
    }
    store.send(.networkStatusChanged(NetworkStatus(isConnected: true, connectionType: .cellular))) {
      $0.network.isConnected = true
      $0.network.connectionType = .cellular
    }
  }

  @Test func thePendingCountNeverGoesBelowZero() {
    let store = TestStore(initialState: signedInState()) { AppFeature() }
    store.send(.networkRequestCompleted)
    store.send(.networkRequestStarted) { $0.network.pendingRequestsCount = 1 }
    store.send(.networkRequestStarted) { $0.network.pendingRequestsCount = 2 }
    store.send(.networkRequestCompleted) { $0.network.pendingRequestsCount = 1 }
    store.send(.networkRequestCompleted) { $0.network.pendingRequestsCount = 0 }
    store.send(.networkRequestCompleted)
  }

  @Test func anErrorShowsUntilDismissed() {
    let store = TestStore(initialState: signedInState()) { AppFeature() }
    store.send(.networkErrorOccurred("The request timed out.")) {
      $0.network.errorMessage = "The request timed out."
    }
    store.send(.networkErrorOccurred("No internet connection")) {
      $0.network.errorMessage = "No internet connection"
    }
    store.send(.networkErrorDismissed) { $0.network.errorMessage = nil }
  }
}
