import FlyingSocks
import Foundation

/// One connection to a served report: its request read within ``timeout``, answered, and the
/// connection closed. A connection that sends nothing in that time, as a browser's socket opened
/// ahead of a request may, is closed without an answer; one that sends part of a request is
/// answered 408; one whose request cannot be read is answered with the reason, and logged.
enum HTTPExchange {
  /// How long a client has to send its request, and then to take the answer.
  static let timeout = Duration.seconds(15)
  /// How long, at most, the bytes a client still sends after its answer are read and dropped.
  private static let lingering = Duration.seconds(2)

  /// What reading a request came to.
  private enum Reading: Sendable {
    case request(HTTPRequest)
    case refused(ReviewRefusal)
    /// The client closed the connection, sent nothing in time, or the server stops.
    case closed
  }

  /// Serves `connection`'s request with `handler`, then closes it.
  static func serve(_ connection: AsyncSocket, handler: ReportReviewHandler) async {
    defer { try? connection.close() }
    let reading = await cancelling(after: timeout) { await read(from: connection) }
    // A server that stops answers nothing more.
    guard !Task.isCancelled else { return }
    let response: HTTPResponse
    switch reading {
    case .closed: return
    case .request(let request): response = handler.response(to: request)
    case .refused(let refusal): response = handler.refuse(refusal, what: "a request that could not be read")
    }
    let sent = await cancelling(after: timeout) { (try? await connection.write(response.encoded)) != nil }
    guard sent else { return }
    await cancelling(after: lingering) { await drain(connection) }
  }

  /// The request `connection` sends, read until it is whole or the task is cancelled.
  private static func read(from connection: AsyncSocket) async -> Reading {
    var reader = HTTPRequestReader()
    do {
      while true {
        if let request = try reader.read(try await connection.read(atMost: 4096)) {
          return .request(request)
        }
      }
    } catch let refusal as ReviewRefusal {
      return .refused(refusal)
    } catch is CancellationError where reader.hasStarted {
      return .refused(ReviewRefusal(.requestTimeout, "the request did not come whole within \(timeout)"))
    } catch {
      return .closed
    }
  }

  /// Ends the connection's sending side, then reads and drops what the client still sends
  /// until it closes its side: closed with bytes unread, as those of a refused request's body,
  /// the connection would be reset, and the client could lose the answer.
  private static func drain(_ connection: AsyncSocket) async {
    guard shutdown(connection.socket.file.rawValue, Int32(SHUT_WR)) == 0 else { return }
    while (try? await connection.read(atMost: 4096)) != nil {}
  }

  /// What `work` gives, the work cancelled once `timeout` has passed: cancelled, it ends at
  /// once with what it makes of that.
  @discardableResult
  private static func cancelling<Value: Sendable>(
    after timeout: Duration, _ work: @escaping @Sendable () async -> Value
  ) async -> Value {
    await withTaskGroup(of: Value?.self) { group in
      group.addTask { await work() }
      group.addTask {
        try? await Task.sleep(for: timeout)
        return nil
      }
      var value: Value?
      for await next in group {
        group.cancelAll()
        value = value ?? next
      }
      // The work always gives a value, the sleep none.
      return value!
    }
  }
}
