import AppFeature
import SharedModels
import Testing
import ValueCoding

/// The state as journeys read it.
@Suite struct AppFeatureStateTests {
  private func value(at path: String, in state: AppFeature.State) throws -> Value {
    try ValueEncoder().encode(state).lookup(ValuePath(parsing: path))
  }

  @Test func aSignedInStateReadsByPath() throws {
    let state = signedInState(tab: .explore)
    #expect(try value(at: "user.profile.email", in: state) == "ada@example.com")
    #expect(try value(at: "user.isAuthenticated", in: state) == true)
    #expect(try value(at: "user.preferences.language", in: state) == "en")
    #expect(try value(at: "navigation.route", in: state) == "main")
    #expect(try value(at: "navigation.selectedTab", in: state) == "explore")
    #expect(try value(at: "navigation.pendingDeepLink", in: state) == nil)
    #expect(try value(at: "network.isConnected", in: state) == true)
    #expect(try value(at: "network.connectionType", in: state) == "wifi")
    #expect(try value(at: "network.pendingRequestsCount", in: state) == 0)
    #expect(try value(at: "config.featureFlags.enableAnalytics", in: state) == true)
    #expect(try value(at: "config.appVersion", in: state) == "1.0.0")
    #expect(try value(at: "config.buildNumber", in: state) == "100")
    #expect(try value(at: "explore.query", in: state) == "")
    #expect(try value(at: "settings.profile.name", in: state) == "Ada Lovelace")
    #expect(try value(at: "login", in: state) == nil)
  }

  @Test func aSignedOutStateSaysSo() throws {
    let state = AppFeature.State()
    #expect(try value(at: "user.profile", in: state) == nil)
    #expect(try value(at: "user.isAuthenticated", in: state) == false)
    #expect(try value(at: "navigation.route", in: state) == "launching")
  }

  @Test func theStateDecodesFromItsEncoding() throws {
    for state in [AppFeature.State(), loginState(email: "ada@example.com"), signedInState()] {
      let encoded = try ValueEncoder().encode(state)
      #expect(try ValueDecoder().decode(AppFeature.State.self, from: encoded) == state)
    }
  }

  @Test func theVersionAndBuildAreTheAppsOwn() {
    let state = AppFeature.State(appVersion: AppVersion(major: 2, minor: 4), buildNumber: "731")
    #expect(state.config.appVersion.description == "2.4.0")
    #expect(state.config.buildNumber == "731")
    #expect(state.config.featureFlags == FeatureFlags())
    #expect(state.navigation == NavigationState(route: .launching, selectedTab: .home))
    #expect(state.network == NetworkState(isConnected: true, connectionType: .wifi))
  }
}
