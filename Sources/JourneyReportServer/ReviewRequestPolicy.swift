/// What a request to a served report must be to be answered: sent to the loopback address and
/// port the server listens on (so that a name rebound to 127.0.0.1 by another site's DNS does not
/// reach it), by the page itself (its origin, with the page's secret token), with a method and
/// path the page uses. Everything else is refused, with the reason logged.
struct ReviewRequestPolicy: Sendable {
  /// The routes the page uses.
  enum Route: Sendable, Equatable {
    /// `GET /?token=…`: the page.
    case page
    /// `POST /goldens/accept` or `/goldens/reject`, the token in `X-Journey-Token`.
    case decide(accept: Bool)
  }

  /// The header a page's request carries its token in.
  static let tokenHeader = "X-Journey-Token"

  /// `127.0.0.1:port`, the only `Host` answered.
  let host: String
  /// The page's secret token, new for each run of the server.
  let token: String

  /// The origin of the page: `http://127.0.0.1:port`.
  var origin: String { "http://" + host }

  /// The route of `request`, or why it is refused.
  func route(of request: HTTPRequest) -> Result<Route, ReviewRefusal> {
    let hosts = request.headers.values(for: "Host")
    guard hosts == [host] else {
      let found = hosts.isEmpty ? "none" : hosts.map { "'\($0)'" }.joined(separator: ", ")
      return .failure(ReviewRefusal(.forbidden, "the Host header must be '\(host)', found \(found)"))
    }
    let route: Route
    let method: String
    switch request.path {
    case "/": (route, method) = (.page, "GET")
    case "/goldens/accept": (route, method) = (.decide(accept: true), "POST")
    case "/goldens/reject": (route, method) = (.decide(accept: false), "POST")
    default: return .failure(ReviewRefusal(.notFound, "no such page"))
    }
    guard request.method == method else {
      return .failure(
        ReviewRefusal(.methodNotAllowed, "\(request.path) takes \(method) only", allow: method))
    }
    let origins = request.headers.values(for: "Origin")
    switch route {
    case .page:
      guard Self.same(request.query("token"), token) else {
        return .failure(ReviewRefusal(.forbidden, "the page's token is missing or wrong"))
      }
      guard origins.allSatisfy({ $0 == origin }) else {
        return .failure(ReviewRefusal(.forbidden, "the request comes from another origin, \(origins.joined(separator: ", "))"))
      }
    case .decide:
      guard Self.same(request.headers[Self.tokenHeader], token) else {
        return .failure(ReviewRefusal(.forbidden, "the page's token is missing or wrong"))
      }
      guard origins == [origin] else {
        let found = origins.isEmpty ? "none" : origins.joined(separator: ", ")
        return .failure(ReviewRefusal(.forbidden, "the Origin header must be '\(origin)', found \(found)"))
      }
      guard request.headers["Content-Type"]?.hasPrefix("application/json") == true else {
        return .failure(ReviewRefusal(.unsupportedMediaType, "the body must be application/json"))
      }
    }
    return .success(route)
  }

  /// Whether `given` is `expected`, compared in a time that does not depend on where they differ.
  private static func same(_ given: String?, _ expected: String) -> Bool {
    guard let given else { return false }
    let (left, right) = (Array(given.utf8), Array(expected.utf8))
    guard left.count == right.count else { return false }
    return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }
}

/// Why a request to a served report is not carried out, with the status it is answered with:
/// one the policy refuses, or one that cannot be read.
struct ReviewRefusal: Error, Sendable {
  var status: HTTPStatus
  var reason: String
  /// The method a path takes, for a `405`'s `Allow` header.
  var allow: String?

  init(_ status: HTTPStatus, _ reason: String, allow: String? = nil) {
    self.status = status
    self.reason = reason
    self.allow = allow
  }
}
