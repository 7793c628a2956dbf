/// A value made once in each language the app's texts are available in, such as the part of a
/// screen that depends on nothing but its texts: built with the table of one language, shared by
/// every screen of that language built after, rather than made again for each.
public struct ByLanguage<Value: Sendable>: Sendable {
  private let english: Value
  private let vietnamese: Value

  /// The value `make` makes in each language, each made once, here.
  public init(_ make: (Language) -> Value) {
    english = make(.english)
    vietnamese = make(.vietnamese)
  }

  /// The value made in `language`.
  public subscript(language: Language) -> Value {
    switch language {
    case .english: english
    case .vietnamese: vietnamese
    }
  }
}
