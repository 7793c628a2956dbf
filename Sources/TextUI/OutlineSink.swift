/// Receives the outline of a screen as ``OutlineWriter`` walks it: lines, and in each line its
/// words and the texts a person can read.
protocol OutlineSink: ~Copyable {
  /// Starts a new line at `depth`.
  mutating func startLine(depth: Int)
  /// Structure, written bare: `button`, `[disabled]`, `#row-1`. Built only by sinks that use it.
  mutating func word(_ word: @autoclosure () -> String)
  /// A visible text, written quoted.
  mutating func text(_ text: String)
  /// Visible texts written quoted and separated by commas, such as a picker's options.
  mutating func texts(_ texts: [String])
  /// Whether the sink needs nothing more of the outline, so that the writer stops early.
  var isComplete: Bool { get }
}

extension OutlineSink where Self: ~Copyable {
  /// A sink takes the whole outline unless it says otherwise.
  var isComplete: Bool { false }
}
