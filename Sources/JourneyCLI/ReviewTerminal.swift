import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal of an interactive review: standard input in raw mode, so that each key press is
/// read at once and not echoed, and the alternate screen, so that the terminal shows what it
/// showed before once the review ends. ``restore()`` puts both back, and so does a SIGINT,
/// SIGTERM or SIGHUP that stops the process: golden files are written by renaming whole files,
/// so stopping at any moment leaves none half written.
final class ReviewTerminal {
  /// The terminal's settings before the review, which a signal handler puts back; set while a
  /// review has the terminal.
  nonisolated(unsafe) private static var saved: termios?

  /// The signals that stop a review, after putting the terminal back.
  private static let signals = [SIGINT, SIGTERM, SIGHUP]

  private var isRestored = false

  /// Takes the terminal on standard input, or `nil` when standard input is not one.
  init?() {
    var settings = termios()
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &settings) == 0 else { return nil }
    Self.saved = settings
    // A process started from a thread that blocks signals, as a dispatch queue's does, inherits
    // the mask: the signals that stop a review must get through.
    var stopping = sigset_t()
    sigemptyset(&stopping)
    for number in Self.signals {
      signal(number) { number in
        ReviewTerminal.putBack()
        _exit(128 + number)
      }
      sigaddset(&stopping, number)
    }
    sigprocmask(SIG_UNBLOCK, &stopping, nil)
    var raw = settings
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1  // A read waits for one byte,
      characters[Int(VTIME)] = 0  // and no longer.
    }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    Self.emit("\u{1B}[?1049h\u{1B}[?25l")
  }

  /// The terminal's columns and lines, 80 by 24 when it does not say.
  var size: (width: Int, height: Int) {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return (80, 24)
    }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Clears the screen and shows `text`.
  func show(_ text: String) {
    Self.emit("\u{1B}[H\u{1B}[2J" + text)
  }

  /// The next key the review takes, skipping other bytes and the escape sequences of arrows and
  /// function keys (down and up arrows scroll); `nil` at the end of the input.
  func readKey() -> ReviewKey? {
    while let byte = readByte() {
      guard byte == 0x1B else {
        if let key = ReviewKey(byte: byte) { return key }
        continue
      }
      // An escape sequence follows at once; a lone Escape has nothing after it.
      guard hasInput(withinMilliseconds: 30), let introducer = readByte() else { continue }
      guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { continue }
      while let final = readByte() {
        guard (0x40...0x7E).contains(final) else { continue }
        if final == UInt8(ascii: "B") { return .scrollDown }
        if final == UInt8(ascii: "A") { return .scrollUp }
        break
      }
    }
    return nil
  }

  /// Puts the terminal's settings and screen back; later calls do nothing.
  func restore() {
    guard !isRestored else { return }
    isRestored = true
    Self.putBack()
    for number in Self.signals {
      signal(number, SIG_DFL)
    }
  }

  deinit {
    restore()
  }

  /// The next byte of standard input, waiting for it; `nil` at the end of the input.
  func readByte() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      let count = read(STDIN_FILENO, &byte, 1)
      if count == 1 { return byte }
      if count < 0, errno == EINTR { continue }
      return nil
    }
  }

  /// Whether a byte comes to read within `milliseconds`, as `journey watch` waits for a key
  /// between looks at the files.
  func hasInput(withinMilliseconds milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  /// Leaves the alternate screen, shows the cursor and puts the saved settings back, with
  /// calls a signal handler may make.
  private static func putBack() {
    guard var settings = saved else { return }
    emit("\u{1B}[?25h\u{1B}[?1049l")
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
  }

  private static func emit(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
