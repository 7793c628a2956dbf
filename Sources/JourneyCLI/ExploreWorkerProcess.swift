import Foundation
import Prelude
import ValueCoding

/// A worker process of the explore command: started on demand, sent jobs one at a time, and
/// started again after it dies. It is used by one thread at a time, the one its pool hands it to.
final class ExploreWorkerProcess: @unchecked Sendable {
  private let executable: String
  private let arguments: [String]
  private let workingDirectory: String
  /// How long a job may take in wall time before the worker is stopped as hung.
  private let timeout: Duration
  private var process: Process?
  private var input: FileHandle?
  private var output: FileHandle?
  private var errors: Pipe?
  private var buffer = Data()

  init(executable: String, arguments: [String], workingDirectory: String, timeout: Duration) {
    self.executable = executable
    self.arguments = arguments
    self.workingDirectory = workingDirectory
    self.timeout = timeout
  }

  /// Where watchdogs wait: a queue of its own, so that they fire even when every thread of the
  /// global queues is blocked reading a worker.
  private static let watchdogs = DispatchQueue(label: "explore.watchdogs")

  /// What a crash message says of a worker stopped for taking longer than `timeout`.
  static func hangMessage(after timeout: Duration) -> String {
    "the app did not finish within \(timeout.journeyDescription) of wall time (a busy loop or a deadlock?)"
  }

  /// How a job ended; `steps` are the step lines the worker wrote before (trace jobs).
  enum Outcome: Sendable {
    /// The worker answered.
    case answered(ExploreAnswer, steps: [String])
    /// The worker died during the job; `message` is the fatal error it printed, or how it ended.
    case crashed(message: String, steps: [String])
    /// The worker took longer than its timeout and was stopped.
    case hung(steps: [String])
  }

  /// Runs `job` in the worker, starting one if none runs.
  func run(_ job: ExploreJob) throws -> Outcome {
    if process == nil { try start() }
    var data = try JSONEncoder.exploreLines.encode(job)
    data.append(UInt8(ascii: "\n"))
    input?.write(data)
    // A worker that does not answer in time is stopped; its output then ends like a crash's.
    // SIGKILL, since a process can ignore the SIGTERM of `terminate()`.
    let watchdog = DispatchWorkItem { [process] in
      if let process, process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    Self.watchdogs.asyncAfter(deadline: .now() + timeout.inSeconds, execute: watchdog)
    defer { watchdog.cancel() }
    var steps: [String] = []
    let decoder = JSONDecoder()
    while let line = nextLine() {
      guard let answer = try? decoder.decode(ExploreAnswer.self, from: line) else { continue }
      if let step = answer.step {
        steps.append(step)
        continue
      }
      return .answered(answer, steps: steps)
    }
    return finishCrashed(steps: steps)
  }

  /// Ends the worker.
  func stop() {
    try? input?.close()
    process?.waitUntilExit()
    process = nil
  }

  private func start() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory)
    var environment = ProcessInfo.processInfo.environment
    // A trap ends the worker at once, without a symbolicated backtrace that takes seconds.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    self.process = process
    self.input = input.fileHandleForWriting
    self.output = output.fileHandleForReading
    self.errors = errors
    buffer = Data()
  }

  /// The next line the worker wrote, or `nil` when its output ended.
  private func nextLine() -> Data? {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = buffer[buffer.startIndex..<newline]
        buffer = Data(buffer[(newline + 1)...])
        return Data(line)
      }
      guard let chunk = output?.availableData, !chunk.isEmpty else { return nil }
      buffer.append(chunk)
    }
  }

  /// Waits for the dead worker and says how it ended: hung when its watchdog stopped it,
  /// otherwise crashed with its `Fatal error` line when it printed one.
  private func finishCrashed(steps: [String]) -> Outcome {
    guard let process else { return .crashed(message: "the worker ended", steps: steps) }
    process.waitUntilExit()
    let text = String(decoding: errors?.fileHandleForReading.readDataToEndOfFile() ?? Data(), as: UTF8.self)
    self.process = nil
    if let line = text.split(separator: "\n").first(where: { $0.contains("Fatal error") }),
      let range = line.range(of: "Fatal error")
    {
      return .crashed(message: String(line[range.lowerBound...]), steps: steps)
    }
    let status = process.terminationStatus
    if process.terminationReason == .uncaughtSignal, status == SIGKILL {
      return .hung(steps: steps)
    }
    return .crashed(
      message: process.terminationReason == .uncaughtSignal
        ? "the app was killed by signal \(status)" : "the app exited with status \(status)",
      steps: steps)
  }
}
