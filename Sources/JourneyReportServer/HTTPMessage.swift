import Foundation

/// A request's or response's header fields, in the order they are sent; a name is found without
/// regard to case, as HTTP's names are.
struct HTTPHeaders: Sendable, ExpressibleByDictionaryLiteral {
  /// The fields, names as sent.
  private(set) var fields: [(name: String, value: String)]

  init(_ fields: [(name: String, value: String)]) {
    self.fields = fields
  }

  init(dictionaryLiteral elements: (String, String)...) {
    fields = elements.map { (name: $0.0, value: $0.1) }
  }

  /// The value of each field named `name`, in the order sent.
  func values(for name: String) -> [String] {
    fields.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
  }

  /// The first field named `name`; setting it replaces every field of that name.
  subscript(name: String) -> String? {
    get { values(for: name).first }
    set {
      fields.removeAll { $0.name.lowercased() == name.lowercased() }
      if let newValue { fields.append((name: name, value: newValue)) }
    }
  }
}

/// A request as a served report reads it: what the page's routes and their policy look at.
struct HTTPRequest: Sendable {
  var method: String
  /// The path of the request's target as sent (percent-encoded), without its query.
  var path: String
  /// The items of the target's query, names and values percent-decoded, in the order sent.
  var query: [(name: String, value: String)]
  var headers: HTTPHeaders
  var body: [UInt8]

  /// A request for `target`, an origin-form target such as `/?token=…`.
  init(method: String, target: String, headers: HTTPHeaders, body: [UInt8] = []) {
    self.method = method
    let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    path = String(parts[0])
    query = parts.dropFirst().flatMap { $0.split(separator: "&") }.map { item in
      let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      func decoded(_ text: Substring?) -> String {
        let text = String(text ?? "")
        return text.removingPercentEncoding ?? text
      }
      return (name: decoded(pair.first), value: decoded(pair.dropFirst().first))
    }
    self.headers = headers
    self.body = body
  }

  /// The value of the query's first item named `name`.
  func query(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }
}

/// A response's status: its code and the reason phrase its status line carries.
struct HTTPStatus: Sendable, Equatable {
  var code: Int
  var phrase: String

  static let ok = HTTPStatus(code: 200, phrase: "OK")
  static let badRequest = HTTPStatus(code: 400, phrase: "Bad Request")
  static let forbidden = HTTPStatus(code: 403, phrase: "Forbidden")
  static let notFound = HTTPStatus(code: 404, phrase: "Not Found")
  static let methodNotAllowed = HTTPStatus(code: 405, phrase: "Method Not Allowed")
  static let requestTimeout = HTTPStatus(code: 408, phrase: "Request Timeout")
  static let conflict = HTTPStatus(code: 409, phrase: "Conflict")
  static let lengthRequired = HTTPStatus(code: 411, phrase: "Length Required")
  static let contentTooLarge = HTTPStatus(code: 413, phrase: "Content Too Large")
  static let unsupportedMediaType = HTTPStatus(code: 415, phrase: "Unsupported Media Type")
  static let headerFieldsTooLarge = HTTPStatus(code: 431, phrase: "Request Header Fields Too Large")
  static let notImplemented = HTTPStatus(code: 501, phrase: "Not Implemented")
  static let versionNotSupported = HTTPStatus(code: 505, phrase: "HTTP Version Not Supported")
}

/// A response of a served report, the whole body known, so that it is sent with its
/// `Content-Length`, and with `Connection: close`: each connection carries one request.
struct HTTPResponse: Sendable {
  var status: HTTPStatus
  var headers: HTTPHeaders
  var body: [UInt8]

  /// The response as sent: status line, headers, `Content-Length` and `Connection`, and body.
  var encoded: Data {
    var head = "HTTP/1.1 \(status.code) \(status.phrase)\r\n"
    for field in headers.fields {
      head += "\(field.name): \(field.value)\r\n"
    }
    head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
    return Data(head.utf8) + body
  }
}
