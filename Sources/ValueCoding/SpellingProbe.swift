/// Finds a suggestion for a misspelled name when the valid names cannot be listed, only tested one
/// at a time (a coding key type, an enumeration's raw values).
///
/// Tries, in order: the text with its case changed, adjacent characters swapped, one character
/// deleted, one character replaced and one character inserted, using the characters of Swift
/// identifiers and `-`; the first accepted spelling wins. It therefore finds names one edit away,
/// the most common kind of typo.
enum SpellingProbe {
  /// Texts longer than this are not probed, to bound the work.
  static let maximumLength = 64

  private static let alphabet = Array(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"
  )

  /// The first spelling one edit away from `text` that `isValid` accepts, or `nil`.
  static func suggestion(near text: String, isValid: (String) -> Bool) -> String? {
    let characters = Array(text)
    guard !characters.isEmpty, characters.count <= maximumLength else { return nil }
    for candidate in caseVariants(of: text) where candidate != text && isValid(candidate) {
      return candidate
    }
    for index in characters.indices.dropLast() {
      var swapped = characters
      swapped.swapAt(index, index + 1)
      if swapped != characters, isValid(String(swapped)) { return String(swapped) }
    }
    if characters.count > 1 {
      for index in characters.indices {
        var shortened = characters
        shortened.remove(at: index)
        if isValid(String(shortened)) { return String(shortened) }
      }
      for index in characters.indices {
        for replacement in alphabet where replacement != characters[index] {
          var changed = characters
          changed[index] = replacement
          if isValid(String(changed)) { return String(changed) }
        }
      }
    }
    for index in 0...characters.count {
      for addition in alphabet {
        var lengthened = characters
        lengthened.insert(addition, at: index)
        if isValid(String(lengthened)) { return String(lengthened) }
      }
    }
    return nil
  }

  private static func caseVariants(of text: String) -> [String] {
    [
      text.lowercased(),
      text.prefix(1).lowercased() + text.dropFirst(),
      text.prefix(1).uppercased() + text.dropFirst(),
    ]
  }
}
