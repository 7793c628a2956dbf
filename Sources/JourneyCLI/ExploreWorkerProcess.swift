import Foundation
import JSONCoding
import Prelude
import Synchronization
import ValueCoding

/// A worker process of the explore command: started on demand, sent jobs one at a time, and
/// started again after it dies. It is used by one thread at a time, the one its pool hands it to.
final class ExploreWorkerProcess: @unchecked Sendable {
  private let executable: String
  private let arguments: [String]
  private let workingDirectory: String
  /// How long one step may take in wall time before the worker is stopped.
  private let stepTimeout: Duration
  private var process: Process?
  private var input: FileHandle?
  private var output: FileHandle?
  private var errors: ErrorTail?
  /// Stops the worker running when a step of its job takes too long.
  private var watchdog: Watchdog?
  /// The jobs written to the worker running.
  private var jobLines = ExploreJobLines()
  /// The lines the worker running wrote.
  private var lines = ExploreLines()
  /// The worker's progress file (see ``ExploreProgressFile``), open for reading.
  private var progressFile: (path: String, handle: FileHandle)?
  /// What the worker wrote on standard output that no line read yet.
  private var buffer = Data()
  /// How many bytes at the start of ``buffer`` are known to hold no line break.
  private var scanned = 0
  /// Numbers the progress files of this process's workers.
  private static let progressFiles = Atomic(0)

  init(executable: String, arguments: [String], workingDirectory: String, stepTimeout: Duration) {
    self.executable = executable
    self.arguments = arguments
    self.workingDirectory = workingDirectory
    self.stepTimeout = stepTimeout
  }

  /// What a job's worker wrote before it ended without answering.
  struct Progress: Sendable {
    /// The steps exploring started, as a journey file writes them: the last is the one the
    /// worker was in.
    var steps: [String] = []
    /// The violation exploring found, when the worker ended while shrinking it.
    var shrinking: ViolationRecord?
  }

  /// How a job ended.
  enum Outcome: Sendable {
    /// The worker answered.
    case answered(ExploreAnswer)
    /// The worker died during the job; `message` is the fatal error it printed, or how it ended.
    case crashed(message: String, Progress)
    /// A step took longer than the step timeout, and the worker was stopped.
    case stopped(Progress)
    /// The worker wrote a line of the explore protocol that does not read, or said it could not
    /// read the job or write its answer, as `message` says: a defect of the tool rather than of
    /// the app. The worker was stopped, since its end of the protocol may no longer match.
    case failed(message: String)
  }

  /// Runs `job` in the worker, starting one if none runs.
  func run(_ job: ExploreJob) throws -> Outcome {
    if process == nil { try start() }
    guard process != nil else { return .crashed(message: "the worker ended", Progress()) }
    let data = Data((jobLines.line(of: job) + "\n").utf8)
    let jobStart = progressFile.map { ExploreProgressFile.length(of: $0.handle.fileDescriptor) } ?? 0
    // A worker whose step takes too long is stopped; its output then ends like a crash's.
    watchdog?.arm()
    defer { watchdog?.disarm() }
    input?.write(data)
    var progress = Progress()
    while let line = nextLine() {
      watchdog?.reset()
      let read: ExploreLine
      do {
        read = try lines.line(from: String(decoding: line, as: UTF8.self))
      } catch where error.field == 0 {
        // Not a line of the protocol: the worker printed it before setting its output apart.
        continue
      } catch {
        stop()
        return .failed(message: "a line of the worker does not read: \(error)")
      }
      switch read {
      case .shrinks(let violation): progress.shrinking = violation
      case .answer(let answer): return .answered(answer)
      case .fails(let message):
        stop()
        return .failed(message: message)
      }
    }
    if let handle = progressFile?.handle {
      progress.steps = ExploreProgressFile.steps(in: ExploreProgressFile.records(of: handle, after: jobStart))
    }
    return finish(progress, stopped: watchdog?.hasFired ?? false)
  }

  /// Ends the worker.
  func stop() {
    try? input?.close()
    process?.waitUntilExit()
    process = nil
    endWatchdog()
    removeProgressFile()
  }

  private func start() throws {
    removeProgressFile()
    let number = Self.progressFiles.add(1, ordering: .relaxed).newValue
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("journey-explore-\(getpid())-\(number).progress").path
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forReadingAtPath: path)
    else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
    progressFile = (path, handle)
    let progressDescriptor = handle.fileDescriptor
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments + ["--progress", path]
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
    self.errors = ErrorTail(errors.fileHandleForReading)
    watchdog = Watchdog(process: process, limit: stepTimeout) { ExploreProgressFile.length(of: progressDescriptor) }
    jobLines = ExploreJobLines()
    lines = ExploreLines()
    buffer = Data()
    scanned = 0
  }

  /// The next line the worker wrote, or `nil` when its output ended. Each byte is looked at once,
  /// however many chunks a long line comes in.
  private func nextLine() -> Data? {
    while true {
      let newline = buffer.withUnsafeBytes { bytes in
        bytes[scanned...].firstIndex(of: UInt8(ascii: "\n"))
      }
      if let newline {
        let line = buffer.prefix(newline)
        // What follows is copied, so that the bytes of lines read are let go.
        buffer = buffer.withUnsafeBytes { Data($0[(newline + 1)...]) }
        scanned = 0
        return line
      }
      scanned = buffer.count
      guard let chunk = output?.availableData, !chunk.isEmpty else { return nil }
      buffer.append(chunk)
    }
  }

  private func endWatchdog() {
    watchdog?.cancel()
    watchdog = nil
  }

  private func removeProgressFile() {
    guard let (path, handle) = progressFile else { return }
    try? handle.close()
    try? FileManager.default.removeItem(atPath: path)
    progressFile = nil
  }

  /// Waits for the dead worker and says how it ended: crashed with its `Fatal error` line when
  /// it printed one, otherwise stopped when its watchdog stopped it, or crashed with its status.
  private func finish(_ progress: Progress, stopped: Bool) -> Outcome {
    guard let process else { return .crashed(message: "the worker ended", progress) }
    process.waitUntilExit()
    let text = errors?.text() ?? ""
    self.process = nil
    endWatchdog()
    if let line = text.split(separator: "\n").first(where: { $0.contains("Fatal error") }),
      let range = line.range(of: "Fatal error")
    {
      return .crashed(message: String(line[range.lowerBound...]), progress)
    }
    if stopped { return .stopped(progress) }
    let status = process.terminationStatus
    return .crashed(
      message: process.terminationReason == .uncaughtSignal
        ? "the app was killed by signal \(status)" : "the app exited with status \(status)",
      progress)
  }

  /// Where watchdogs check: a queue of their own, so that they fire even when every thread of
  /// the global queues is blocked reading a worker.
  private static let watchdogs = DispatchQueue(label: "explore.watchdogs")

  /// Stops a worker whose progress file's records did not grow during a job, and which wrote no
  /// line, for its limit, a tenth of the limit (at most a second) after that: a step that does not
  /// finish, since the worker records each step in the file as it starts. SIGKILL, since a process
  /// can ignore the SIGTERM of `terminate()`. One watches a worker for all its jobs, armed while
  /// one runs, since making and cancelling a timer for every job cost a hundredth of exploring.
  private final class Watchdog: @unchecked Sendable {
    /// Whether a job runs, the length of the progress file's records last seen, and since when
    /// nothing moved.
    private let last: Mutex<(isArmed: Bool, length: Int, since: ContinuousClock.Instant)>
    private let fired = Atomic(false)
    private let timer = DispatchSource.makeTimerSource(queue: ExploreWorkerProcess.watchdogs)
    private let progressLength: @Sendable () -> Int

    init(process: Process, limit: Duration, progressLength: @escaping @Sendable () -> Int) {
      self.progressLength = progressLength
      last = Mutex((false, 0, .now))
      let interval = min(limit / 10, .seconds(1)).inSeconds
      timer.schedule(deadline: .now() + interval, repeating: interval)
      timer.setEventHandler { [weak self] in
        guard let self, process.isRunning else { return }
        let length = progressLength()
        let now = ContinuousClock.now
        let isStuck = last.withLock { last in
          guard last.isArmed else { return false }
          if length != last.length { (last.length, last.since) = (length, now) }
          return now - last.since > limit
        }
        guard isStuck, !fired.exchange(true, ordering: .relaxed) else { return }
        kill(process.processIdentifier, SIGKILL)
      }
      timer.resume()
    }

    /// Whether it stopped the worker.
    var hasFired: Bool { fired.load(ordering: .relaxed) }

    /// Starts watching a job, which starts now.
    func arm() {
      let length = progressLength()
      last.withLock { $0 = (true, length, .now) }
    }

    /// Stops watching: the job ended.
    func disarm() {
      last.withLock { $0.isArmed = false }
    }

    /// Starts the limit again: a line came.
    func reset() {
      last.withLock { $0.since = .now }
    }

    func cancel() {
      timer.cancel()
    }
  }

  /// What a worker writes to standard error, read as it comes on a thread of its own, so that a
  /// worker writing more than a pipe holds never blocks; the last 64 KiB are kept, where a fatal
  /// error is.
  private final class ErrorTail: @unchecked Sendable {
    private static let kept = 64 * 1024
    private let tail = Mutex(Data())
    private let ended = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
      Thread { [self] in
        while case let chunk = handle.availableData, !chunk.isEmpty {
          self.tail.withLock { tail in
            tail.append(chunk)
            if tail.count > Self.kept { tail = Data(tail.suffix(Self.kept)) }
          }
        }
        self.ended.signal()
      }.start()
    }

    /// The text kept, once the worker's standard error ended.
    func text() -> String {
      ended.wait()
      ended.signal()
      return String(decoding: tail.withLock { $0 }, as: UTF8.self)
    }
  }
}
