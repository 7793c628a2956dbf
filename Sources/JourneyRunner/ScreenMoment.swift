/// A moment of a journey's app between actions: until the app processes another action or
/// launches again, its state, and so its screen, stay the same.
struct ScreenMoment: Equatable {
  /// The number of launches so far.
  let launch: Int
  /// The number of actions processed so far.
  let actionsProcessed: Int
}
