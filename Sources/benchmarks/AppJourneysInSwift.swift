import AppFeature
import SharedModels

/// A handful of this app's journeys of `Scenarios/`, written again in Swift step for step on an
/// ``AppDevice``: signing in, a debounced search, a setting kept over a relaunch (three examples
/// rows), and the tab bar (four rows). Each method follows its YAML file line by line, a subflow
/// inlined where the file runs it; the harness runs ``files`` for the same journeys.
struct AppJourneysInSwift {
  /// The journey files these journeys are written from.
  static let files = [
    "Scenarios/Auth/sign-in.yaml",
    "Scenarios/Explore/search-after-debounce.yaml",
    "Scenarios/Settings/theme-picker-persists.yaml",
    "Scenarios/Root/tab-bar-opens-each-tab.yaml",
  ]

  /// Runs every journey and examples row once; returns the steps taken.
  func run() -> Int {
    var steps = signIn() + searchAfterDebounce()
    let themeRows: [(from: String, option: String, stored: Theme)] = [
      ("auto", "Light", .light), ("light", "Dark", .dark), ("dark", "Auto", .auto),
    ]
    for (from, option, stored) in themeRows {
      steps += themePickerPersists(from: from, option: option, stored: stored)
    }
    let tabRows: [(tab: String, id: Tab, from: String, text: String)] = [
      ("Home", .home, "Settings", "Good evening, Ada"), ("Explore", .explore, "Home", "Popular Searches"),
      ("Profile", .profile, "Home", "Edit Profile"), ("Settings", .settings, "Home", "Danger Zone"),
    ]
    for (tab, id, from, text) in tabRows {
      steps += tabBarOpensEachTab(tab: tab, id: id, from: from, text: text)
    }
    return steps
  }

  /// `Auth/sign-in.yaml`.
  private func signIn() -> Int {
    let device = AppDevice(given: ["onboardingCompleted": true], goldenFolder: "Scenarios/Auth/__snapshots__/sign-in")
    device.launch()
    device.showsScreen("Login")
    device.see("Welcome Back")
    device.type("ada@example.com", into: "Email")
    device.type("correct-horse", into: "Password")
    device.tap("Sign In")
    device.see("Signing in")
    device.snapshot("login-signing-in")
    device.wait(.milliseconds(500))
    device.showsScreen("Login")
    device.see("Signing in")
    device.waitUntilScreen("Home", atMost: .seconds(5))
    device.see("Good evening, Ada")
    device.expect { $0.user.profile?.email == "ada@example.com" && $0.navigation.selectedTab == .home }
    device.expectCalls([
      "auth": [
        ("login", ["email": "ada@example.com", "password": "correct-horse"]),
        ("fetchProfile", ["accessToken": "access-token-ada"]),
      ],
      "keychain": [
        ("load", ["key": "accessToken"]),
        ("save", ["key": "accessToken", "value": "access-token-ada"]),
        ("save", ["key": "refreshToken", "value": "refresh-token-ada"]),
        ("load", ["key": "accessToken"]),
      ],
    ])
    device.settle()
    device.end()
    return device.steps
  }

  /// `Explore/search-after-debounce.yaml`.
  private func searchAfterDebounce() -> Int {
    let device = AppDevice(
      given: ["signedIn": true, "onboardingCompleted": true],
      goldenFolder: "Scenarios/Explore/__snapshots__/search-after-debounce")
    device.subflow {
      device.launch()
      device.showsScreen("Home")
    }
    device.tap("Explore")
    device.showsScreen("Explore")
    device.see("Popular Searches")
    device.see("Trending")
    device.snapshot("explore-browse")
    device.type("swift", into: "Search")
    device.see("Searching")
    device.see("Clear")
    device.notSee("Popular Searches")
    device.wait(.milliseconds(299))
    device.expectCalls(["search": []])
    device.wait(.milliseconds(1))
    device.expectCalls(["search": [("search", ["query": "swift"])]])
    device.snapshot("explore-searching")
    device.wait(.milliseconds(399))
    device.see("Searching")
    device.wait(.milliseconds(1))
    device.see("SwiftUI Essentials")
    device.see("Swift Concurrency")
    device.notSee("Design Systems")
    device.notSee("Searching")
    device.snapshot("explore-results")
    device.type(" ", into: "Search")
    device.wait(.seconds(1))
    device.expectCalls(["search": []])
    device.see("SwiftUI Essentials")
    device.tap("Swift Concurrency")
    device.showsScreen("Search Result")
    device.see("Async functions, tasks and actors")
    device.snapshot("search-result")
    device.back()
    device.showsScreen("Explore")
    device.see("SwiftUI Essentials")
    device.expect { $0.explore?.query == "swift " }
    device.settle()
    device.end()
    return device.steps
  }

  /// A row of `Settings/theme-picker-persists.yaml`.
  private func themePickerPersists(from: String, option: String, stored: Theme) -> Int {
    let device = AppDevice(
      given: [
        "onboardingCompleted": true, "signedIn": true,
        "preferences": ["theme": .string(from), "language": "en", "notificationsEnabled": true],
      ],
      goldenFolder: "Scenarios/Settings/__snapshots__/theme-picker-persists")
    device.subflow {
      device.launch()
      device.showsScreen("Home")
      device.tap("Settings")
      device.showsScreen("Settings")
    }
    device.settle()
    device.select(option, in: "Theme")
    device.settle()
    device.expect { $0.user.preferences.theme == stored }
    device.expectCalls([
      "storage": [
        ("load", ["key": "userPreferences"]),
        ("load", ["key": "onboardingCompleted"]),
        ("load", ["key": "userProfile"]),
        ("load", ["key": "minAppVersion"]),
        ("load", ["key": "userPreferences"]),
        (
          "save",
          [
            "key": "userPreferences",
            "value": ["theme": .string(stored.rawValue), "language": "en", "notificationsEnabled": true],
          ]
        ),
      ]
    ])
    device.relaunch()
    device.showsScreen("Home")
    device.tap("Settings")
    device.settle()
    device.expect { $0.user.preferences.theme == stored }
    device.snapshot("settings-theme-\(stored.rawValue)")
    device.end()
    return device.steps
  }

  /// A row of `Root/tab-bar-opens-each-tab.yaml`.
  private func tabBarOpensEachTab(tab: String, id: Tab, from: String, text: String) -> Int {
    let device = AppDevice(
      given: ["onboardingCompleted": true, "signedIn": true],
      goldenFolder: "Scenarios/Root/__snapshots__/tab-bar-opens-each-tab")
    device.launch()
    device.settle()
    device.tap(from)
    device.showsScreen(from)
    device.tap(tab)
    device.showsScreen(tab)
    device.see(text)
    device.expect { $0.navigation.selectedTab == id && $0.navigation.route == .main }
    device.settle()
    device.snapshot("tab-bar-\(id.rawValue)")
    device.end()
    return device.steps
  }
}
