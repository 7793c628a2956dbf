import FlyingSocks
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
      _ path: String, method: String = "POST", golden: String? = nil,
      changing: (inout [String: String]) -> Void = { _ in }
    ) async throws -> Answer {
      var headers = [
        "Host": "127.0.0.1:\(server.port)", "Origin": origin, "X-Journey-Token": server.token,
        "Content-Type": "application/json",
      ]
      changing(&headers)
      let body = golden.map { "{\"golden\": \"\($0)\"}" } ?? ""
      let target = path == "/" ? "/?token=\(server.token)" : path
      let head = headers.map { "\($0.key): \($0.value)\r\n" }.joined()
      let client = try await connect()
      try await client.send("\(method) \(target) HTTP/1.1\r\n\(head)Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
      return try await client.answer()
    }

    /// A new connection to the server, given a minute: the tests run beside the whole suite, whose
    /// work can keep the server's tasks waiting longer than a socket's default five seconds.
    func connect() async throws -> Client {
      Client(socket: try await AsyncSocket.connected(to: .inet(ip4: "127.0.0.1", port: server.port), timeout: 60))
    }

    /// The head of a decision the page sends, for a body of `length` bytes.
    func decisionHead(_ path: String = "/goldens/accept", length: Int) -> String {
      "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nOrigin: \(origin)\r\n"
        + "X-Journey-Token: \(server.token)\r\nContent-Type: application/json\r\nContent-Length: \(length)\r\n\r\n"
    }
  }

  /// A connection to a served report, sending bytes as a client does.
  private struct Client {
    let socket: AsyncSocket

    func send(_ text: String) async throws {
      try await socket.write(Data(text.utf8))
    }

    /// The answer, read until the server closes the connection.
    func answer() async throws -> Answer {
      var bytes: [UInt8] = []
      while true {
        do {
          bytes += try await socket.read(atMost: 4096)
        } catch SocketError.disconnected {
          break
        }
      }
      try socket.close()
      return Answer(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// A response as a client receives it.
  private struct Answer {
    /// The status code; `0` for no response.
    var status = 0
    /// The header fields, names lowercased.
    var headers: [String: String] = [:]
    var body = ""

    init(_ text: String) {
      guard let end = text.range(of: "\r\n\r\n") else { return }
      let lines = text[..<end.lowerBound].components(separatedBy: "\r\n")
      status = Int(lines[0].split(separator: " ")[1]) ?? 0
      for line in lines.dropFirst() {
        let field = line.split(separator: ":", maxSplits: 1)
        headers[field[0].lowercased()] = field.dropFirst().first?.trimmingCharacters(in: .whitespaces)
      }
      body = String(text[end.upperBound...])
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
      let page = try await served.send("/", method: "GET")
      #expect(page.status == 200)
      #expect(page.body.contains("<meta name=\"journey-review-token\" content=\"\(served.server.token)\">"))
      #expect(page.headers["content-security-policy"]?.contains("connect-src 'self'") == true)
      #expect(page.headers["content-length"] == "\(page.body.utf8.count)")
      #expect(page.headers["connection"] == "close")
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
    var method = "POST"
    var path = "/goldens/accept"
    var golden: String? = ReportServerTests.mismatched
    var status: Int
    var reason: String
    var headers: @Sendable (inout [String: String], Int) -> Void = { _, _ in }
  }

  static let forgeries: [Forgery] = [
    Forgery(description: "no token", status: 403, reason: "token is missing or wrong") {
      headers, _ in headers["X-Journey-Token"] = nil
    },
    Forgery(description: "a wrong token", status: 403, reason: "token is missing or wrong") {
      headers, _ in headers["X-Journey-Token"] = String(repeating: "0", count: 64)
    },
    Forgery(description: "another origin", status: 403, reason: "the Origin header must be") {
      headers, _ in headers["Origin"] = "http://attacker.example"
    },
    Forgery(description: "no origin", status: 403, reason: "found none") {
      headers, _ in headers["Origin"] = nil
    },
    Forgery(description: "a name rebound to 127.0.0.1", status: 403, reason: "the Host header must be") {
      headers, port in headers["Host"] = "attacker.example:\(port)"
    },
    Forgery(description: "localhost", status: 403, reason: "the Host header must be") {
      headers, port in headers["Host"] = "localhost:\(port)"
    },
    Forgery(description: "a path out of the suite", golden: "../outside/__snapshots__/x.txt", status: 403, reason: "'..' parts"),
    Forgery(description: "an absolute path", golden: "/etc/__snapshots__/x.txt", status: 403, reason: "not a relative path"),
    Forgery(description: "a journey file", golden: "Scenarios/greet.yaml", status: 403, reason: "is not a golden file"),
    Forgery(
      description: "a golden the report does not change", golden: "Scenarios/__snapshots__/greet/other.txt",
      status: 403, reason: "is not a golden file this report changes"),
    Forgery(description: "PUT", method: "PUT", status: 405, reason: "takes POST only"),
    Forgery(description: "GET of a decision", method: "GET", status: 405, reason: "takes POST only"),
    Forgery(description: "a form's body", status: 415, reason: "application/json") {
      headers, _ in headers["Content-Type"] = "application/x-www-form-urlencoded"
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
      #expect(log.count == 1 && log[0].hasPrefix("refused \(forgery.method) \(forgery.path): "))
      #expect(served.sandbox.files.map { ($0, served.sandbox.read($0)) }.elementsEqual(files) { $0 == $1 })
      if forgery.status == 405 {
        #expect(answer.headers["allow"] == "POST")
      }
    }
  }

  @Test func thePageIsRefusedWithoutItsToken() async throws {
    try await withServed { served in
      let client = try await served.connect()
      try await client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(served.server.port)\r\n\r\n")
      #expect(try await client.answer().status == 403)
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

  /// A request that cannot be read as HTTP/1.1 as this server reads it: answered with its
  /// status and reason, logged, and no file touched. `PORT` in its text is the server's port.
  struct Unreadable: Sendable, CustomStringConvertible {
    var description: String
    var text: String
    var status: Int
    var reason: String
  }

  private static let host = "Host: 127.0.0.1:PORT\r\n"

  static let unreadables: [Unreadable] = [
    Unreadable(description: "a request line of one word", text: "HELLO\r\n\r\n", status: 400, reason: "request line"),
    Unreadable(
      description: "a target that is not a path", text: "GET http://127.0.0.1:PORT/ HTTP/1.1\r\n\(host)\r\n",
      status: 400, reason: "request line"),
    Unreadable(description: "another version", text: "GET / HTTP/2.0\r\n\(host)\r\n", status: 505, reason: "HTTP/2.0"),
    Unreadable(description: "a lone LF", text: "GET / HTTP/1.1\n\(host)\r\n", status: 400, reason: "lone CR or LF"),
    Unreadable(description: "lines that end in LF", text: "GET / HTTP/1.1\nHost: 127.0.0.1:PORT\n\n", status: 400, reason: "lone CR or LF"),
    Unreadable(
      description: "a header without a colon", text: "GET / HTTP/1.1\r\n\(host)Origin\r\n\r\n", status: 400,
      reason: "'Name: value'"),
    Unreadable(
      description: "a folded header", text: "GET / HTTP/1.1\r\n\(host) folded\r\n\r\n", status: 400,
      reason: "'Name: value'"),
    Unreadable(
      description: "two lengths", text: "POST /goldens/accept HTTP/1.1\r\n\(host)Content-Length: 1\r\nContent-Length: 2\r\n\r\n",
      status: 400, reason: "Content-Length"),
    Unreadable(
      description: "a signed length", text: "POST /goldens/accept HTTP/1.1\r\n\(host)Content-Length: +1\r\n\r\nx",
      status: 400, reason: "Content-Length"),
    Unreadable(
      description: "a chunked body",
      text: "POST /goldens/accept HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
      status: 411, reason: "Content-Length"),
    Unreadable(
      description: "a compressed body", text: "POST /goldens/accept HTTP/1.1\r\n\(host)Transfer-Encoding: gzip\r\n\r\n",
      status: 501, reason: "'gzip' is not implemented"),
    Unreadable(
      description: "a body too large",
      text: "POST /goldens/accept HTTP/1.1\r\n\(host)Content-Length: 70000\r\n\r\n" + String(repeating: "x", count: 70000),
      status: 413, reason: "body takes more than"),
    Unreadable(
      description: "header fields too large",
      text: "GET / HTTP/1.1\r\n\(host)Cookie: \(String(repeating: "x", count: 20000))\r\n\r\n", status: 431,
      reason: "take more than"),
  ]

  @Test(arguments: unreadables) func anUnreadableRequestIsRefusedAndLogged(_ unreadable: Unreadable) async throws {
    try await withServed { served in
      let files = served.sandbox.files.map { ($0, served.sandbox.read($0)) }
      let client = try await served.connect()
      try await client.send(unreadable.text.replacingOccurrences(of: "PORT", with: "\(served.server.port)"))
      let answer = try await client.answer()
      #expect(answer.status == unreadable.status)
      #expect(answer.body.contains(unreadable.reason))
      let log = served.logged
      #expect(log.count == 1 && log[0].hasPrefix("refused a request that could not be read: "))
      #expect(log.first?.hasSuffix("(\(unreadable.status))") == true)
      #expect(served.sandbox.files.map { ($0, served.sandbox.read($0)) }.elementsEqual(files) { $0 == $1 })
    }
  }

  /// A request whose head and body come in pieces, its header names in any case, is read whole.
  @Test func aRequestSentInPiecesIsReadWhole() async throws {
    try await withServed { served in
      let body = "{\"golden\": \"\(Self.mismatched)\"}"
      let head = served.decisionHead(length: body.utf8.count)
        .replacingOccurrences(of: "Content-Type:", with: "content-TYPE:")
        .replacingOccurrences(of: "X-Journey-Token:", with: "x-journey-token:")
      let client = try await served.connect()
      // The blank line that ends the head split, then the body split.
      let pieces = [String(decoding: head.utf8.dropLast(), as: UTF8.self), "\n", String(body.prefix(10)), String(body.dropFirst(10))]
      for piece in pieces {
        try await client.send(piece)
        try await Task.sleep(for: .milliseconds(50))
      }
      let answer = try await client.answer()
      #expect(answer.status == 200)
      #expect(served.sandbox.read(Self.mismatched) == "Hello, Grace\n")
      #expect(served.logged == ["accepted \(Self.mismatched)"])
    }
  }

  /// A connection that sends nothing, as a browser's opened ahead of a request, keeps no other
  /// request waiting, nor the server from stopping.
  @Test func aSilentConnectionBlocksNeitherAnotherRequestNorStopping() async throws {
    let served = try await Served()
    let silent = try await served.connect()
    let page = try await served.send("/", method: "GET")
    #expect(page.status == 200)
    await served.server.stop()
    try await served.server.wait()
    // Stopped, the server closed the silent connection without an answer, and logged nothing.
    #expect(try await silent.answer().status == 0)
    #expect(served.logged == [])
  }

  @Test func aPortInUseIsRefusedWithItsReason() async throws {
    try await withServed { served in
      let error = await #expect(throws: (any Error).self) {
        try await ReportServer.start(
          page: "", root: served.sandbox.root, port: served.server.port, changes: { [] }, review: GoldenReview(),
          log: { _ in })
      }
      #expect("\(error.map { "\($0)" } ?? "")".contains("bind failed: Address already in use"))
    }
  }
}
