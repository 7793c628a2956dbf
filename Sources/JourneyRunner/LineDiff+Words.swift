extension LineDiff {
  /// The difference from the line `old` to the line `new` word by word, as ``LineDiff`` aligns
  /// lines: each of ``lines`` is a word of ``words(of:)``, the same in both, removed or added.
  /// Joined, the same and removed words make `old`, the same and added ones `new`.
  public init(wordsFrom old: String, to new: String) {
    self.init(from: Self.words(of: old), to: Self.words(of: new))
  }

  /// The words of `line`: each run of letters and digits, each run of spaces, and every other
  /// character alone, so that a changed number or name is marked apart from the punctuation
  /// around it.
  public static func words(of line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var currentKind: Character.WordKind?
    for character in line {
      let kind = character.wordKind
      if kind == currentKind, kind != .other {
        current.append(character)
      } else {
        if !current.isEmpty { words.append(current) }
        current = String(character)
        currentKind = kind
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}

extension Character {
  /// What kind of part of a word a character is, for ``LineDiff/words(of:)``.
  fileprivate enum WordKind {
    case alphanumeric
    case space
    case other
  }

  fileprivate var wordKind: WordKind {
    if isLetter || isNumber || self == "_" { return .alphanumeric }
    if isWhitespace { return .space }
    return .other
  }
}

extension LineDiff {
  /// The difference from the text `old` to the text `new`, line by line, a newline at the end
  /// of either ending its last line rather than starting an empty one.
  public init(textFrom old: String, to new: String) {
    func lines(of text: String) -> [String] {
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if text.hasSuffix("\n") || text.isEmpty { lines.removeLast() }
      return lines
    }
    self.init(from: lines(of: old), to: lines(of: new))
  }
}
