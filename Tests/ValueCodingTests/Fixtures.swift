import Foundation
import ValueCoding

/// Types shaped like the app's state and actions, to decode and encode in tests.

struct User: Codable, Equatable {
  var name: String
  var email: String?
  var age: Int
  var profile: Profile
}

struct Profile: Codable, Equatable {
  var bio: String
  var links: [URL]
}

enum Language: String, Codable, CaseIterable, Equatable {
  case en
  case vi
  case fr
}

/// Not `CaseIterable`: suggestions must be found by probing raw values.
enum Theme: String, Codable, Equatable {
  case light
  case dark
  case system
}

enum SettingsAction: Codable, Equatable {
  case languageChanged(Language)
  case logoutTapped
  case renamed(first: String, last: String)
  case moved(Int, Int)
  case noteChanged(String?)
}

enum AppAction: Codable, Equatable {
  case settings(SettingsAction)
  case onAppear
  case login(email: String, password: String)
  case search(Filter)
}

/// An enumeration whose coding keys list themselves, so errors can name every case.
enum Tab: Codable, Equatable {
  case home
  case explore(query: String)
  case profile(Int)

  enum CodingKeys: String, CodingKey, CaseIterable {
    case home
    case explore
    case profile
  }
}

/// Coding keys that list themselves, so unknown-key errors can name every key.
struct Filter: Codable, Equatable {
  var query: String
  var limit: Int?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case query
    case limit
  }
}

struct Schedule: Codable, Equatable {
  var start: Date
  var every: Duration
  var id: UUID
}

/// Rejects its value with its own `DecodingError`.
struct EvenNumber: Codable, Equatable {
  var value: Int

  init(value: Int) {
    self.value = value
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    value = try container.decode(Int.self)
    guard value.isMultiple(of: 2) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(value) is odd")
    }
  }

  func encode(to encoder: any Encoder) throws {
    guard value.isMultiple(of: 2) else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "\(value) is odd"))
    }
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}
