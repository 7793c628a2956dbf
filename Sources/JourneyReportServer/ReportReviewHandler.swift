import FlyingFox
import Foundation
import JourneyFiles
import JourneyReports
import Prelude
import Synchronization

/// Answers the requests of a served report: the page, with its secret token, and the page's
/// Accept and Reject of a golden change, which ``/JourneyFiles/GoldenReview`` carries out.
/// Every request that ``ReviewRequestPolicy`` refuses, and every golden path that is not one of
/// the report's changes below the served folder, is answered 403, 404, 405 or 415 and logged.
final class ReportReviewHandler: HTTPHandler {
  /// The body of an Accept or Reject: the golden file's path as the report names it.
  private struct Decision: Decodable {
    var golden: String
  }

  /// The static page as the report was written.
  private let page: String
  /// The folder the report's paths start from, absolute.
  private let root: String
  /// The report's golden changes as they are now, their paths below `root`.
  private let changes: @Sendable () -> [GoldenChange]
  private let review: GoldenReview
  private let log: @Sendable (String) -> Void
  /// The policy, once the server knows its port.
  private let policy = Mutex<ReviewRequestPolicy?>(nil)

  init(
    page: String, root: String, changes: @escaping @Sendable () -> [GoldenChange], review: GoldenReview,
    log: @escaping @Sendable (String) -> Void
  ) {
    self.page = page
    self.root = root
    self.changes = changes
    self.review = review
    self.log = log
  }

  /// Answers requests to `host` (`127.0.0.1:port`) that carry `token`.
  func serve(host: String, token: String) {
    policy.withLock { $0 = ReviewRequestPolicy(host: host, token: token) }
  }

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    guard let policy = policy.withLock({ $0 }) else {
      return refuse(request, ReviewRefusal(.serviceUnavailable, "the server is not listening yet"))
    }
    do throws(ReviewRefusal) {
      switch policy.route(of: request) {
      case .failure(let refusal):
        throw refusal
      case .success(.page):
        return HTTPResponse(
          statusCode: .ok, headers: Self.pageHeaders,
          body: Data(HTMLReporter.served(page, token: policy.token).utf8))
      case .success(.decide(let accept)):
        return try await decide(request, accept: accept)
      }
    } catch {
      return refuse(request, error)
    }
  }

  private func decide(_ request: HTTPRequest, accept: Bool) async throws(ReviewRefusal) -> HTTPResponse {
    let body = try? await request.bodyData
    guard let body, let decision = try? JSONDecoder().decode(Decision.self, from: body) else {
      throw ReviewRefusal(.badRequest, "the body must be a JSON object with the golden file's path under 'golden'")
    }
    if let problem = GoldenPathCheck.problem(with: decision.golden, root: root) {
      throw ReviewRefusal(.forbidden, problem)
    }
    let path = FilePath.resolving(decision.golden, from: root)
    // Only a snapshot's golden: the page never deletes an obsolete file.
    guard let change = changes().first(where: { $0.goldenPath == path && $0.kind != .obsolete }) else {
      throw ReviewRefusal(.forbidden, "'\(decision.golden)' is not a golden file this report changes, or no longer")
    }
    let done = accept ? GoldenDecision.accepted : .rejected
    do throws(GoldenFileError) {
      try review.apply(done, to: change)
    } catch {
      log("could not \(accept ? "accept" : "reject") \(decision.golden): \(error.problem)")
      return Self.json(.conflict, ["golden": decision.golden, "problem": error.problem])
    }
    log("\(done.rawValue) \(decision.golden)")
    return Self.json(.ok, ["golden": decision.golden, "decision": done.rawValue])
  }

  private func refuse(_ request: HTTPRequest, _ refusal: ReviewRefusal) -> HTTPResponse {
    log("refused \(request.method.rawValue) \(request.path): \(refusal.reason) (\(refusal.status.code))")
    var response = Self.json(refusal.status, ["problem": refusal.reason])
    if let allow = refusal.allow { response.headers[HTTPHeader("Allow")] = allow }
    return response
  }

  private static func json(_ status: HTTPStatusCode, _ object: [String: String]) -> HTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let body = (try? encoder.encode(object)) ?? Data()
    return HTTPResponse(
      statusCode: status, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: body)
  }

  /// The page may run its own inline script and style and talk to its own origin only, in no
  /// frame, and sends no referrer (its address holds the token).
  private static let pageHeaders: HTTPHeaders = [
    .contentType: "text/html; charset=utf-8",
    .cacheControl: "no-store",
    HTTPHeader("Content-Security-Policy"):
      "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; "
      + "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    HTTPHeader("Referrer-Policy"): "no-referrer",
    HTTPHeader("X-Content-Type-Options"): "nosniff",
  ]
}
