import Foundation
import JourneyFiles
import JourneyReports
import Prelude

/// Answers the requests of a served report: the page, with its secret token, and the page's
/// Accept and Reject of a golden change, which ``/JourneyFiles/GoldenReview`` carries out.
/// Every request that ``ReviewRequestPolicy`` refuses, every golden path that is not one of
/// the report's changes below the served folder, and every request that cannot be read, is
/// answered with its status and logged.
struct ReportReviewHandler: Sendable {
  /// The body of an Accept or Reject: the golden file's path as the report names it.
  private struct Decision: Decodable {
    var golden: String
  }

  /// The static page as the report was written.
  let page: String
  /// The folder the report's paths start from, absolute.
  let root: String
  /// The report's golden changes as they are now, their paths below `root`.
  let changes: @Sendable () -> [GoldenChange]
  let review: GoldenReview
  let log: @Sendable (String) -> Void
  let policy: ReviewRequestPolicy

  /// The answer to `request`.
  func response(to request: HTTPRequest) -> HTTPResponse {
    do throws(ReviewRefusal) {
      switch policy.route(of: request) {
      case .failure(let refusal):
        throw refusal
      case .success(.page):
        return HTTPResponse(
          status: .ok, headers: Self.pageHeaders, body: Array(HTMLReporter.served(page, token: policy.token).utf8))
      case .success(.decide(let accept)):
        return try decide(request, accept: accept)
      }
    } catch {
      return refuse(error, what: "\(request.method) \(request.path)")
    }
  }

  private func decide(_ request: HTTPRequest, accept: Bool) throws(ReviewRefusal) -> HTTPResponse {
    guard let decision = try? JSONDecoder().decode(Decision.self, from: Data(request.body)) else {
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

  /// The answer to a request refused for `refusal`, logged with `what` the request was.
  func refuse(_ refusal: ReviewRefusal, what: String) -> HTTPResponse {
    log("refused \(what): \(refusal.reason) (\(refusal.status.code))")
    var response = Self.json(refusal.status, ["problem": refusal.reason])
    if let allow = refusal.allow { response.headers["Allow"] = allow }
    return response
  }

  private static func json(_ status: HTTPStatus, _ object: [String: String]) -> HTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let body = (try? encoder.encode(object)) ?? Data()
    return HTTPResponse(
      status: status, headers: ["Content-Type": "application/json", "Cache-Control": "no-store"], body: Array(body))
  }

  /// The page may run its own inline script and style and talk to its own origin only, in no
  /// frame, and sends no referrer (its address holds the token).
  private static let pageHeaders: HTTPHeaders = [
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy":
      "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; "
      + "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
  ]
}
