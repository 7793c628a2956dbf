import FlyingSocks
import Foundation
import JourneyFiles

/// Serves an HTML report on the loopback address, so that its page can accept or reject the
/// report's golden changes: the page at `http://127.0.0.1:port/?token=…`, the token new for each
/// server, and the page's Accept and Reject, which write or drop a golden file below `root`
/// through ``/JourneyFiles/GoldenReview``. Listens on 127.0.0.1 only, opens nothing, and logs
/// each decision and each refused request. Each connection is served on its own, for one
/// request: one that sends nothing keeps no other waiting.
public final class ReportServer: Sendable {
  /// The address it listens on.
  public static let address = "127.0.0.1"

  /// The port it listens on.
  public let port: UInt16
  /// The page's secret token, which every request must carry.
  public let token: String
  /// Accepts and serves connections until cancelled, then closes the listening socket.
  private let task: Task<Void, any Error>

  /// The page's address, with its token.
  public var url: String { "http://\(Self.address):\(port)/?token=\(token)" }

  private init(port: UInt16, token: String, task: Task<Void, any Error>) {
    self.port = port
    self.token = token
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
    let (socket, listening) = try listeningSocket(port: port)
    let pool: some AsyncSocketPool = .make()
    let listener: AsyncSocket
    do {
      try await pool.prepare()
      listener = try AsyncSocket(socket: socket, pool: pool)
    } catch {
      try? socket.close()
      throw error
    }
    let token = Self.newToken()
    let handler = ReportReviewHandler(
      page: page, root: root, changes: changes, review: review, log: log,
      policy: ReviewRequestPolicy(host: "\(address):\(listening)", token: token))
    let task = Task {
      defer { try? listener.close() }
      do {
        try await withThrowingDiscardingTaskGroup { group in
          group.addTask { try await pool.run() }
          while true {
            let connection = try await accept(on: listener)
            group.addTask { await HTTPExchange.serve(connection, handler: handler) }
          }
        }
      } catch where Task.isCancelled {
        // Stopped.
      }
    }
    return ReportServer(port: listening, token: token, task: task)
  }

  /// Waits until the server stops: once stopped, or when it can accept no more connections.
  public func wait() async throws {
    try await task.value
  }

  /// Stops listening and closes the connections, once their tasks end.
  public func stop() async {
    task.cancel()
    _ = await task.result
  }

  /// A socket listening on ``address`` and `port`, and the port it listens on.
  private static func listeningSocket(port: UInt16) throws(NotListening) -> (Socket, UInt16) {
    let socket: Socket
    do {
      socket = try Socket(domain: Int32(sockaddr_in.family), type: .stream)
    } catch {
      throw NotListening(error: error)
    }
    do {
      try socket.setValue(true, for: .localAddressReuse)
      try socket.bind(to: .inet(ip4: address, port: port))
    } catch {
      try? socket.close()
      throw NotListening(error: error)
    }
    do {
      // A socket that fails to listen is closed by `listen()` itself.
      try socket.listen()
    } catch {
      throw NotListening(error: error)
    }
    guard case .ip4(_, let listening)? = try? socket.sockname() else {
      try? socket.close()
      throw NotListening(error: SocketError.unsupportedAddress)
    }
    return (socket, listening)
  }

  /// The next connection to `listener`, past those that ended before they were accepted.
  private static func accept(on listener: AsyncSocket) async throws -> AsyncSocket {
    while true {
      do {
        return try await listener.accept()
      } catch SocketError.failed(_, let number, _) where [ECONNABORTED, EPROTO, EINTR].contains(number) {
        continue
      }
    }
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

/// Why the server cannot listen on its address and port, such as a port in use.
struct NotListening: Error, CustomStringConvertible {
  /// What the socket failed with.
  var error: any Error

  var description: String {
    switch error {
    case SocketError.failed(let call, _, let message): "\(call.lowercased()) failed: \(message)"
    default: "\(error)"
    }
  }
}
