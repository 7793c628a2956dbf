import SharedModels
import Testing

struct ByLanguageTests {
  @Test func eachLanguageGivesTheValueMadeInIt() {
    let greetings = ByLanguage { language in
      switch language {
      case .english: "Hello"
      case .vietnamese: "Xin chào"
      }
    }
    #expect(greetings[.english] == "Hello")
    #expect(greetings[.vietnamese] == "Xin chào")
  }

  @Test func eachValueIsMadeOnceWhenTheTableIsMade() {
    var made: [Language] = []
    let codes = ByLanguage { language in
      made.append(language)
      return language.rawValue
    }
    _ = (codes[.english], codes[.vietnamese], codes[.english])
    #expect(made == Language.allCases)
  }
}
