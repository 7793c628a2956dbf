/// Why opening a link failed: the system refused it, as opposed to answering that nothing can
/// open it. Mock behaviours name these by their raw values.
public enum URLOpenerError: String, CaseIterable, Error, Sendable {
  /// The system failed while handing the link over.
  case unavailable
}
