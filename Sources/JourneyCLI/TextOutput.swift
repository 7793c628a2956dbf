import Foundation

/// Where a command writes text: standard output or error, or a buffer in tests.
public protocol TextOutput: AnyObject {
  /// Whether the text goes to a terminal, where progress lines and colour make sense.
  var isTerminal: Bool { get }
  /// Writes `text` as it is.
  func write(_ text: String)
}

/// Standard output or standard error of the process.
public final class StandardStream: TextOutput {
  private let handle: FileHandle
  public let isTerminal: Bool

  private init(handle: FileHandle, descriptor: Int32) {
    self.handle = handle
    isTerminal = isatty(descriptor) == 1
  }

  /// Standard output.
  public static func output() -> StandardStream {
    StandardStream(handle: .standardOutput, descriptor: STDOUT_FILENO)
  }

  /// Standard error.
  public static func error() -> StandardStream {
    StandardStream(handle: .standardError, descriptor: STDERR_FILENO)
  }

  public func write(_ text: String) {
    handle.write(Data(text.utf8))
  }
}

/// Text kept in memory, for running the tool in-process, as tests do.
public final class TextBuffer: TextOutput {
  /// What was written.
  public private(set) var text = ""
  public let isTerminal: Bool

  /// Makes an empty buffer, which acts as a terminal if `isTerminal`.
  public init(isTerminal: Bool = false) {
    self.isTerminal = isTerminal
  }

  public func write(_ text: String) {
    self.text += text
  }
}
