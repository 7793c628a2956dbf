import FlyingFox
import Foundation
import HarnessTestSupport
import JourneyFiles
import JourneyReportServer
import JourneyReports
import Synchronization
import Testing

/// A served report on the loopback address: its page, Accept and Reject writing or dropping
/// the report's golden files, and every other request refused and logged, files untouched.
@Suite struct ReportServerTests {
  private static let mismatched = "Scenarios/__snapshots__/greet/hello.txt"
  private static let new = "Scenarios/__snapshots__/greet/welcome.txt"

  /// A run of one journey with a snapshot that differs from its golden (its text written beside
  /// it) and one that has no golden.
  private static func report() throws -> ReportDocument {
    func snapshot(_ name: String, _ comparison: String, _ action: String, actual: String, golden: String?) -> String {
      let digest = golden.map { "\"goldenDigest\": \"\(GoldenReview.digest(of: $0))\"," } ?? ""
      return """
        { "name": "\(name)", "location": { "file": "Scenarios/greet.yaml", "line": 5, "column": 5 },
          "goldenFile": "Scenarios/__snapshots__/greet/\(name).txt", "comparison": "\(comparison)",
          "action": "\(action)", \(digest) "actual": "\(actual)\\n" }
        """
    }
    let json = """
      {
        "version": \(ReportDocument.formatVersion), "exitStatus": 1, "mode": "record", "fullRun": true,
        "summary": { "passed": 0, "failed": 1, "skipped": 0, "invalidFiles": 0 },
        "inputDiagnostics": [], "inputErrors": [],
        "journeys": [{
          "file": "Scenarios/greet.yaml", "name": "Greets by name", "tags": [],
          "location": { "file": "Scenarios/greet.yaml", "line": 1, "column": 1 },
          "status": "failed", "errors": [], "warnings": [], "steps": [],
          "snapshots": [
            \(snapshot("hello", "mismatched", "pendingWritten", actual: "Hello, Grace", golden: "Hello, Ada\n")),
            \(snapshot("welcome", "missing", "notWritten", actual: "Welcome", golden: nil))
          ],
          "virtualDuration": "0s", "timing": { "seconds": 0.01 }
        }],
        "goldenFiles": { "obsolete": [], "obsoleteFailsRun": false, "deleted": [], "errors": [] },
        "journeyFileDigests": { "Scenarios/greet.yaml": "\(GoldenReview.digest(of: journeyFile))" },
        "timing": { "seconds": 0.02 }
      }
      """
    return try JSONDecoder().decode(ReportDocument.self, from: Data(json.utf8))
  }

  private static let journeyFile = "name: Greets by name\n"

  /// The lines a server logged.
  private final class Log: Sendable {
    let lines = Mutex<[String]>([])

    func append(_ line: String) {
      lines.withLock { $0.append(line) }
    }
  }

  /// The suite as the run left it, a server of its report, and what the server logged.
  private final class Served: Sendable {
    let sandbox: Sandbox
    let server: ReportServer

    init() async throws {
      sandbox = try Sandbox([
        "Scenarios/greet.yaml": ReportServerTests.journeyFile,
        ReportServerTests.mismatched: "Hello, Ada\n",
        ReportServerTests.mismatched + ".new": "Hello, Grace\n",
      ])
      let report = try ReportServerTests.report()
      let page = HTMLReporter.document(report, traces: [:])
      let review = GoldenReview()
      let root = sandbox.root
      let lines = Log()
      log = lines
      server = try await ReportServer.start(
        page: page, root: root, changes: { report.goldenChanges(review: review, workingDirectory: root) },
        review: review, log: lines.append)
    }

    private let log: Log

    /// What the server logged.
    var logged: [String] { log.lines.withLock { $0 } }

    var origin: String { "http://127.0.0.1:\(server.port)" }

    /// Sends a request as the page does, less what `changing` takes out or changes.
    func send(
      _ path: String, method: HTTPMethod = .POST, golden: String? = nil,
      changing: (inout HTTPHeaders) -> Void = { _ in }
    ) async throws -> (status: Int, body: String, headers: HTTPHeaders) {
      var headers: HTTPHeaders = [
        .host: "127.0.0.1:\(server.port)", HTTPHeader("Origin"): origin,
        HTTPHeader("X-Journey-Token"): server.token, .contentType: "application/json",
      ]
      changing(&headers)
      let body = golden.map { Data("{\"golden\": \"\($0)\"}".utf8) } ?? Data()
      let request = HTTPRequest(
        method: method, version: .http11, path: path, query: path == "/" ? [.init(name: "token", value: server.token)] : [],
        headers: headers, body: HTTPBodySequence(data: body))
      var client = HTTPClient()
      let response = try await client.sendHTTPRequest(request, to: try .inet(ip4: "127.0.0.1", port: server.port))
      return (response.statusCode.code, String(decoding: try await response.bodyData, as: UTF8.self), response.headers)
    }
  }

  /// Runs `body` with a server of the report, stopped when it ends: a server left running would
  /// keep its socket pool's thread, and the test process, alive.
  private func withServed(_ body: (Served) async throws -> Void) async throws {
    let served = try await Served()
    do {
      try await body(served)
    } catch {
      await served.server.stop()
      throw error
    }
    await served.server.stop()
  }

  @Test func servesThePageWithItsTokenOnTheLoopbackAddress() async throws {
    try await withServed { served in
      #expect(served.server.url == "http://127.0.0.1:\(served.server.port)/?token=\(served.server.token)")
      #expect(served.server.token.count == 64)
      let page = try await served.send("/", method: .GET)
      #expect(page.status == 200)
      #expect(page.body.contains("<meta name=\"journey-review-token\" content=\"\(served.server.token)\">"))
      #expect(page.headers[HTTPHeader("Content-Security-Policy")]?.contains("connect-src 'self'") == true)
      #expect(served.logged == [])
    }
  }

  @Test func acceptWritesTheGoldenAndRemovesItsNewFile() async throws {
    try await withServed { served in
      let answer = try await served.send("/goldens/accept", golden: Self.mismatched)
      #expect(answer.status == 200)
      #expect(answer.body.contains("\"decision\":\"accepted\""))
      #expect(served.sandbox.read(Self.mismatched) == "Hello, Grace\n")
      #expect(!served.sandbox.exists(Self.mismatched + ".new"))
      #expect(served.logged == ["accepted \(Self.mismatched)"])
      // Accepted, the golden holds the run's text: the change is gone.
      let again = try await served.send("/goldens/accept", golden: Self.mismatched)
      #expect(again.status == 403)
    }
  }

  @Test func rejectKeepsTheGoldenAndDropsTheNewSnapshot() async throws {
    try await withServed { served in
      let mismatched = try await served.send("/goldens/reject", golden: Self.mismatched)
      let new = try await served.send("/goldens/reject", golden: Self.new)
      #expect(mismatched.status == 200 && new.status == 200)
      #expect(served.sandbox.read(Self.mismatched) == "Hello, Ada\n")
      #expect(!served.sandbox.exists(Self.mismatched + ".new"))
      #expect(!served.sandbox.exists(Self.new))
      #expect(served.logged == ["rejected \(Self.mismatched)", "rejected \(Self.new)"])
    }
  }

  @Test func aGoldenThatChangedSinceTheRunIsNotOverwritten() async throws {
    try await withServed { served in
      try served.sandbox.write("Hello, Bob\n", to: Self.mismatched)
      let answer = try await served.send("/goldens/accept", golden: Self.mismatched)
      #expect(answer.status == 409)
      #expect(answer.body.contains("changed since the run"))
      #expect(served.sandbox.read(Self.mismatched) == "Hello, Bob\n")
    }
  }

  /// A request the page would not send: refused with its status and reason, logged, and no
  /// file touched.
  struct Forgery: Sendable, CustomStringConvertible {
    var description: String
    var method: HTTPMethod = .POST
    var path = "/goldens/accept"
    var golden: String? = ReportServerTests.mismatched
    var status: Int
    var reason: String
    var headers: @Sendable (inout HTTPHeaders, Int) -> Void = { _, _ in }
  }

  static let forgeries: [Forgery] = [
    Forgery(description: "no token", status: 403, reason: "token is missing or wrong") {
      headers, _ in headers.removeValue(HTTPHeader("X-Journey-Token"))
    },
    Forgery(description: "a wrong token", status: 403, reason: "token is missing or wrong") {
      headers, _ in headers[HTTPHeader("X-Journey-Token")] = String(repeating: "0", count: 64)
    },
    Forgery(description: "another origin", status: 403, reason: "the Origin header must be") {
      headers, _ in headers[HTTPHeader("Origin")] = "http://attacker.example"
    },
    Forgery(description: "no origin", status: 403, reason: "found none") {
      headers, _ in headers.removeValue(HTTPHeader("Origin"))
    },
    Forgery(description: "a name rebound to 127.0.0.1", status: 403, reason: "the Host header must be") {
      headers, port in headers[.host] = "attacker.example:\(port)"
    },
    Forgery(description: "localhost", status: 403, reason: "the Host header must be") {
      headers, port in headers[.host] = "localhost:\(port)"
    },
    Forgery(description: "a path out of the suite", golden: "../outside/__snapshots__/x.txt", status: 403, reason: "'..' parts"),
    Forgery(description: "an absolute path", golden: "/etc/__snapshots__/x.txt", status: 403, reason: "not a relative path"),
    Forgery(description: "a journey file", golden: "Scenarios/greet.yaml", status: 403, reason: "is not a golden file"),
    Forgery(
      description: "a golden the report does not change", golden: "Scenarios/__snapshots__/greet/other.txt",
      status: 403, reason: "is not a golden file this report changes"),
    Forgery(description: "PUT", method: .PUT, status: 405, reason: "takes POST only"),
    Forgery(description: "GET of a decision", method: .GET, status: 405, reason: "takes POST only"),
    Forgery(description: "a form's body", status: 415, reason: "application/json") {
      headers, _ in headers[.contentType] = "application/x-www-form-urlencoded"
    },
    Forgery(description: "another page", path: "/goldens", status: 404, reason: "no such page"),
  ]

  @Test(arguments: forgeries) func aForgedRequestIsRefusedAndLogged(_ forgery: Forgery) async throws {
    try await withServed { served in
      let files = served.sandbox.files.map { ($0, served.sandbox.read($0)) }
      let port = Int(served.server.port)
      let answer = try await served.send(forgery.path, method: forgery.method, golden: forgery.golden) {
        forgery.headers(&$0, port)
      }
      #expect(answer.status == forgery.status)
      #expect(answer.body.contains(forgery.reason))
      let log = served.logged
      #expect(log.count == 1 && log[0].hasPrefix("refused \(forgery.method.rawValue) \(forgery.path): "))
      #expect(served.sandbox.files.map { ($0, served.sandbox.read($0)) }.elementsEqual(files) { $0 == $1 })
      if forgery.status == 405 {
        #expect(answer.headers[HTTPHeader("Allow")] == "POST")
      }
    }
  }

  @Test func thePageIsRefusedWithoutItsToken() async throws {
    try await withServed { served in
      var client = HTTPClient()
      let request = HTTPRequest(
        method: .GET, version: .http11, path: "/", query: [], headers: [.host: "127.0.0.1:\(served.server.port)"],
        body: HTTPBodySequence(data: Data()))
      let response = try await client.sendHTTPRequest(request, to: try .inet(ip4: "127.0.0.1", port: served.server.port))
      #expect(response.statusCode.code == 403)
      #expect(served.logged == ["refused GET /: the page's token is missing or wrong (403)"])
    }
  }

  @Test func aLinkOutOfTheFolderIsNotFollowed() async throws {
    try await withServed { served in
      let outside = try Sandbox()
      try FileManager.default.createSymbolicLink(
        atPath: served.sandbox.path("Scenarios/__snapshots__/out"), withDestinationPath: outside.root)
      let answer = try await served.send("/goldens/accept", golden: "Scenarios/__snapshots__/out/x.txt")
      #expect(answer.status == 403)
      #expect(answer.body.contains("leads out of"))
      #expect(outside.files == [])
    }
  }
}
