import ArgumentParser
import Foundation
import JourneyFiles
import JourneyReportServer
import JourneyReports
import JourneySuite
import Prelude
import Synchronization

/// `journey show-report [REPORT]`: serves an HTML report so that its page accepts or rejects
/// its golden changes.
struct ShowReportCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "show-report",
      abstract: "Serves an HTML report on 127.0.0.1, where Accept and Reject write or drop its golden files.",
      discussion: """
        Serves the report `\(JourneyCommand.name) run --html` (or merge-reports --html) wrote, on the \
        loopback address only, at a free port (--port chooses one), and prints its address, which \
        holds a secret token new for each server; it opens nothing. Each snapshot that differs \
        from its golden file, or has none, has Accept (write the text the run took to the golden \
        file) and Reject (keep the golden, drop its .new file), for the golden files below the \
        working folder, the folder the run ran in. A change is refused when its journey file or \
        golden file is not the one the run read. Every request that is not the page's own is \
        refused and logged on standard error. Ctrl-C stops the server.
        """
    )
  }

  @Argument(help: ArgumentHelp("The HTML report.", valueName: "report"))
  var report = ".journey/report.html"

  @Option(help: ArgumentHelp("The port to listen on; 0 for a free one.", valueName: "port"))
  var port: UInt16 = 0
}

extension JourneyTool {
  /// Serves the report of `command` until the process is stopped.
  func execute(
    _ command: ShowReportCommand, files: ToolFiles, output: TextOutput, errors: TextOutput
  ) throws(UsageError) -> ExitStatus {
    let page = try files.read(command.report, as: "the HTML report")
    guard page.hasPrefix("<!DOCTYPE html>") else {
      throw UsageError(
        "'\(command.report)' is not an HTML report; write one with \(self.command.quoted("run --html <file>"))")
    }
    let report = try reviewReport(in: page, path: command.report)
    let review = GoldenReview(command: self.command)
    let root = FilePath.normalized(files.absolute("."))
    let log = LockedOutput(errors)
    let started = Self.waiting {
      try await ReportServer.start(
        page: page, root: root, port: command.port,
        changes: { report?.goldenChanges(review: review, workingDirectory: root) ?? [] },
        review: review, log: { log.write($0 + "\n") })
    }
    let server: ReportServer
    switch started {
    case .success(let started): server = started
    case .failure(let error):
      throw UsageError(
        "cannot serve on \(ReportServer.address):\(command.port): \(error); choose another --port, or 0 for a free one")
    }
    let count = report?.goldenChanges(review: review, workingDirectory: root).count ?? 0
    output.write(
      "Serving \(command.report) at \(server.url)\n"
        + (count == 0
          ? "No golden file of the report awaits review here.\n"
          : "\(ConsoleReporter.count(count, "golden change")) to accept or reject, below \(root).\n")
        + "Ctrl-C stops the server.\n")
    _ = Self.waiting { try await server.wait() }
    return .passed
  }

  /// The report `page` holds for its review, checked to be of this harness's format; `nil` when
  /// no golden file of the run awaits review.
  private func reviewReport(in page: String, path: String) throws(UsageError) -> ReportDocument? {
    guard let text = HTMLReporter.reviewReportText(inPage: page) else { return nil }
    let files = ToolFiles(workingDirectory: "/", command: command)
    let what = "an HTML report of \(command.quoted("run --html"))"
    if let problem = try files.decode(ReportDocument.FormatVersion.self, from: text, in: path, isNot: what).problem {
      throw UsageError(
        "cannot review the HTML report '\(path)': \(problem); write it again with this harness's \(command.quoted("run --html"))")
    }
    return try files.decode(ReportDocument.self, from: text, in: path, isNot: what)
  }

  /// What `work` gives, waited for on this thread, which the command line runs on.
  private static func waiting<Value: Sendable>(
    _ work: @escaping @Sendable () async throws -> Value
  ) -> Result<Value, any Error> {
    let result = Mutex<Result<Value, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
      let value: Result<Value, any Error>
      do {
        value = .success(try await work())
      } catch {
        value = .failure(error)
      }
      result.withLock { $0 = value }
      done.signal()
    }
    done.wait()
    return result.withLock { $0 } ?? .failure(CancellationError())
  }
}

/// A text output that tasks running at once write to a line at a time.
private final class LockedOutput: @unchecked Sendable {
  private let output: TextOutput
  private let lock = NSLock()

  init(_ output: TextOutput) {
    self.output = output
  }

  func write(_ text: String) {
    lock.withLock { output.write(text) }
  }
}
