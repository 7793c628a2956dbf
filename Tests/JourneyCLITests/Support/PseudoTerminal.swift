import Foundation
import HarnessTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `journey` executable run in a pseudo-terminal, as a person runs it: keys are
/// written to the terminal and what it shows is read back. Every wait is bounded, so that a
/// review that stops answering fails the test instead of hanging it.
final class PseudoTerminal {
  private let master: Int32
  /// The terminal's side the executable has, kept open here to read its settings after it ends.
  private let slave: Int32
  private let process = Process()
  /// Every byte the terminal showed, escape sequences and all.
  private var bytes: [UInt8] = []
  /// How many of ``bytes`` the waits so far looked through.
  private var mark = 0

  /// Runs `journey arguments` in `folder` in a terminal of `columns` by `rows`, in a UTF-8
  /// locale with `TERM` set, and with `environment`.
  init(
    _ arguments: [String], in folder: String, columns: UInt16 = 100, rows: UInt16 = 40,
    environment: [String: String] = [:]
  ) throws {
    let url = try #require(
      BuiltExecutable("journey").url, "the journey executable is not built; build it with 'swift build --build-tests'")
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    try #require(openpty(&master, &slave, nil, nil, &size) == 0, "cannot open a pseudo-terminal")
    self.master = master
    self.slave = slave
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.environment = ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "TERM": "xterm-256color"]
      .merging(environment) { $1 }
    let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process.standardInput = terminal
    process.standardOutput = terminal
    process.standardError = terminal
    try process.run()
  }

  deinit {
    if process.isRunning { process.terminate() }
    close(master)
    close(slave)
  }

  /// Types `keys`.
  func press(_ keys: String) {
    var bytes = Array(keys.utf8)
    _ = write(master, &bytes, bytes.count)
  }

  /// Reads what the terminal shows until `text` appears after the last wait, within `timeout`;
  /// returns what was shown since the last wait, up to and including `text`.
  @discardableResult
  func waitFor(_ text: String, timeout: Duration = .seconds(20)) throws -> String {
    let deadline = ContinuousClock.now + timeout
    while true {
      let unseen = String(decoding: bytes[mark...], as: UTF8.self)
      if let found = unseen.range(of: text) {
        let upTo = String(unseen[..<found.upperBound])
        mark += upTo.utf8.count
        return upTo
      }
      let left = deadline - ContinuousClock.now
      guard left > .zero else {
        throw PseudoTerminalError("'\(text)' did not show within \(timeout); the terminal showed since the last wait:\n\(unseen)")
      }
      readShown(withinMilliseconds: Int32(min(left.components.seconds * 1000 + 1, 1000)))
    }
  }

  /// Reads what the terminal shows within `milliseconds`, if anything.
  private func readShown(withinMilliseconds milliseconds: Int32) {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(master, &buffer, buffer.count)
    if count > 0 { bytes += buffer[..<count] }
  }

  /// Sends SIGINT to the executable, as a `kill -INT` from elsewhere does.
  func interrupt() {
    process.interrupt()
  }

  /// The executable's exit status once it ends, within `timeout`.
  func exitStatus(timeout: Duration = .seconds(20)) throws -> Int32 {
    let deadline = ContinuousClock.now + timeout
    while process.isRunning {
      guard ContinuousClock.now < deadline else {
        throw PseudoTerminalError("the executable did not end within \(timeout)")
      }
      // Reads what it shows, so that it never waits to write.
      readShown(withinMilliseconds: 50)
    }
    return process.terminationStatus
  }

  /// Whether the terminal reads lines and echoes keys, as it did before the review took it.
  var isInLineMode: Bool {
    var settings = termios()
    guard tcgetattr(slave, &settings) == 0 else { return false }
    return settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
  }
}

/// What a terminal did not show in time.
struct PseudoTerminalError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
