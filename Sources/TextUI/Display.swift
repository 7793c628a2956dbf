/// An element that only shows something.
@usableFromInline enum Display: Sendable {
  case heading(String)
  case text(String)
  case errorMessage(String)
  case image(systemName: String)
  case banner(String)
  case progress(label: String?)
  case pageIndicator(page: Int, count: Int)
}
