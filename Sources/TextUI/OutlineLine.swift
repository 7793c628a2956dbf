/// One line of a rendered screen: its depth and its words, some of which are texts a person can
/// read.
struct OutlineLine: Equatable {
  /// A piece of a line.
  enum Token: Equatable {
    /// Structure, written as is: `button`, `[disabled]`, `#row-1`.
    case word(String)
    /// A visible text, written quoted.
    case text(String)
    /// Visible texts written quoted and separated by commas, such as a picker's options.
    case texts([String])
  }

  let depth: Int
  var tokens: [Token]

  /// The texts a person can read on this line, in order, empty ones left out.
  var visibleTexts: [String] {
    tokens.flatMap { token -> [String] in
      switch token {
      case .word: []
      case .text(let text): [text]
      case .texts(let texts): texts
      }
    }
    .filter { !$0.isEmpty }
  }
}
