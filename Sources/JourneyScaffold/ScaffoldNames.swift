/// The names of what the scaffold adds, all made from one type name such as `Pantry`: the
/// targets `PantryJourneyHost`, `pantry-journey` and `PantryJourneyTests`, the starter feature
/// `PantryFeature` and the invariants file `Scenarios/pantry.invariants.yaml`.
struct ScaffoldNames: Equatable {
  /// The name everything is made from, an upper camel case Swift identifier.
  let base: String

  /// The names made from `base`, or `nil` when it is not an identifier of ASCII letters and digits
  /// starting with an upper case letter.
  init?(base: String) {
    guard let first = base.first, first.isASCII, first.isUppercase,
      base.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else { return nil }
    self.base = base
  }

  /// The names made from a package's name: `pantry-list`, `pantry_list` and `PantryList` all make
  /// `PantryList`; `nil` when the name holds no letter to start with.
  init?(packageName: String) {
    let words = packageName.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    self.init(base: words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
  }

  var feature: String { base + "Feature" }
  var host: String { base + "JourneyHost" }
  var tests: String { base + "JourneyTests" }

  /// The journey command, lower case words joined by hyphens: `pantry-list-journey`.
  var command: String { kebabBase + "-journey" }

  /// The invariants file, relative to the package.
  var invariantsFile: String { "Scenarios/\(kebabBase).invariants.yaml" }

  /// `base` in lower case words joined by hyphens, a word starting at each upper case letter after
  /// a lower case one or a digit, and at the last of a run of upper case letters followed by a
  /// lower case one: `URLShortener` is `url-shortener`, `Tea2Go` is `tea2-go`.
  private var kebabBase: String {
    let characters = Array(base)
    var text = ""
    for (index, character) in characters.enumerated() {
      if index > 0, character.isUppercase {
        let previous = characters[index - 1]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
          text.append("-")
        }
      }
      text.append(character)
    }
    return text.lowercased()
  }
}
