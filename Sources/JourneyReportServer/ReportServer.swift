import FlyingFox
import Foundation
import JourneyFiles

/// Serves an HTML report on the loopback address, so that its page can accept or reject the
/// report's golden changes: the page at `http://127.0.0.1:port/?token=…`, the token new for each
/// server, and the page's Accept and Reject, which write or drop a golden file below `root`
/// through ``/JourneyFiles/GoldenReview``. Listens on 127.0.0.1 only, opens nothing, and logs
/// each decision and each refused request.
public final class ReportServer: Sendable {
  /// The address it listens on.
  public static let address = "127.0.0.1"

  /// The port it listens on.
  public let port: UInt16
  /// The page's secret token, which every request must carry.
  public let token: String
  private let server: HTTPServer
  private let task: Task<Void, any Error>

  /// The page's address, with its token.
  public var url: String { "http://\(Self.address):\(port)/?token=\(token)" }

  private init(port: UInt16, token: String, server: HTTPServer, task: Task<Void, any Error>) {
    self.port = port
    self.token = token
    self.server = server
    self.task = task
  }

  /// Starts serving `page`, an HTML report, on `port` (`0`: a free one), once it listens.
  ///
  /// - Parameters:
  ///   - root: The absolute folder the report's paths start from; only golden files below it
  ///     are written.
  ///   - changes: The report's golden changes as they are now, which the page decides on.
  ///   - review: What carries out a decision.
  ///   - log: Where each decision and refused request is told, a line each.
  /// - Throws: Why it cannot listen, such as a port in use.
  public static func start(
    page: String, root: String, port: UInt16 = 0, changes: @escaping @Sendable () -> [GoldenChange],
    review: GoldenReview, log: @escaping @Sendable (String) -> Void
  ) async throws -> ReportServer {
    let handler = ReportReviewHandler(page: page, root: root, changes: changes, review: review, log: log)
    let server = HTTPServer(
      address: try .inet(ip4: address, port: port), timeout: 15, logger: .disabled, handler: handler)
    let task = Task { try await server.run() }
    do {
      try await server.waitUntilListening(timeout: 30)
    } catch {
      // A server that did not listen in time is stopped, so that its task ends; the reason it
      // stopped by itself, such as a port in use, is thrown rather than the wait's timeout.
      task.cancel()
      await server.stop()
      try await task.value
      throw error
    }
    guard case .ip4(_, let listening) = await server.listeningAddress else {
      task.cancel()
      throw NotListening()
    }
    let token = Self.newToken()
    handler.serve(host: "\(address):\(listening)", token: token)
    return ReportServer(port: listening, token: token, server: server, task: task)
  }

  /// Waits until the server stops.
  public func wait() async throws {
    try await task.value
  }

  /// Stops listening and closes the connections.
  public func stop() async {
    await server.stop()
  }

  /// 32 random bytes from the system's generator, in hexadecimal.
  private static func newToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<32).map { _ in
      let byte = UInt8.random(in: .min ... .max, using: &generator)
      return (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }.joined()
  }
}

/// The server stopped, or listens on no IPv4 port, before it could be reached.
struct NotListening: Error, CustomStringConvertible {
  var description: String { "the server stopped before it listened on \(ReportServer.address)" }
}
