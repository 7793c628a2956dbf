import Foundation

/// Reads one HTTP/1.1 request from the bytes a connection receives, in whatever pieces they
/// come: the request line, with an origin-form target; header fields up to ``headLimit`` bytes in
/// all; and a body of its `Content-Length`, at most ``bodyLimit`` bytes. A body in a transfer
/// coding is refused (411 for `chunked`, which a `Content-Length` can replace; 501 for any other),
/// as is a request that breaks the syntax (400), whose head or body is too large (431, 413), or
/// of another version than HTTP/1.x (505). Bytes after the body are not read: the connection
/// closes once the request is answered.
struct HTTPRequestReader {
  /// The most bytes a request line and its header fields take, their blank line included.
  static let headLimit = 16 * 1024
  /// The most bytes a body takes: a decision's is its golden file's path.
  static let bodyLimit = 64 * 1024

  private static let lineEnd: [UInt8] = Array("\r\n".utf8)

  /// The bytes received and not yet read: the head until it is complete, then the body.
  private var buffer: [UInt8] = []
  /// The request once its head is read, with its body's length.
  private var head: (request: HTTPRequest, length: Int)?
  /// Where the blank line that ends the head may start: the bytes before it were searched.
  private var searched = 0

  /// Whether any byte of a request came.
  var hasStarted: Bool { head != nil || !buffer.isEmpty }

  /// Adds the bytes just received; the request once all of it came, `nil` while more is needed.
  mutating func read(_ bytes: [UInt8]) throws(ReviewRefusal) -> HTTPRequest? {
    if head == nil, buffer.isEmpty {
      // A blank line before the request line is skipped, as a client may send one after a body.
      buffer = Array(bytes.drop { $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") })
    } else {
      buffer += bytes
    }
    if head == nil {
      guard let end = Self.headEnd(in: buffer, from: searched) else {
        guard buffer.count < Self.headLimit else { throw Self.headTooLarge }
        searched = max(0, buffer.count - 2)
        return nil
      }
      guard end.upperBound <= Self.headLimit else { throw Self.headTooLarge }
      head = try Self.head(buffer[..<end.lowerBound])
      buffer.removeSubrange(..<end.upperBound)
    }
    guard let (request, length) = head, buffer.count >= length else { return nil }
    var whole = request
    whole.body = Array(buffer.prefix(length))
    return whole
  }

  private static let headTooLarge = ReviewRefusal(
    .headerFieldsTooLarge, "the request line and header fields take more than \(headLimit) bytes")

  /// The request a head's lines make, without its body, and the body's length.
  private static func head(_ bytes: ArraySlice<UInt8>) throws(ReviewRefusal) -> (HTTPRequest, Int) {
    // No control character but a tab and the CR LF that end lines, which must come in pairs.
    guard !bytes.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0D && $0 != 0x0A || $0 == 0x7F }) else {
      throw ReviewRefusal(.badRequest, "the request holds a control character")
    }
    var lines: [ArraySlice<UInt8>] = []
    var rest = bytes
    while let end = rest.firstRange(of: lineEnd) {
      lines.append(rest[..<end.lowerBound])
      rest = rest[end.upperBound...]
    }
    lines.append(rest)
    guard !lines.contains(where: { $0.contains(0x0D) || $0.contains(0x0A) }) else {
      throw ReviewRefusal(.badRequest, "a line of the request ends in a lone CR or LF")
    }
    let requestLine = lines[0].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    guard requestLine.count == 3, isToken(requestLine[0]), requestLine[1].first == UInt8(ascii: "/"),
      requestLine[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F })
    else {
      throw ReviewRefusal(.badRequest, "the request line is not 'METHOD /path HTTP/1.1'")
    }
    let version = String(decoding: requestLine[2], as: UTF8.self)
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      let digits = Array(version.utf8.dropFirst(5))
      let isHTTP = version.hasPrefix("HTTP/") && digits.count == 3 && digits[1] == UInt8(ascii: ".")
        && isDigit(digits[0]) && isDigit(digits[2])
      throw isHTTP
        ? ReviewRefusal(.versionNotSupported, "\(version) is not served, HTTP/1.1 is")
        : ReviewRefusal(.badRequest, "the request line is not 'METHOD /path HTTP/1.1'")
    }
    var fields: [(name: String, value: String)] = []
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")), isToken(line[..<colon]) else {
        throw ReviewRefusal(.badRequest, "a header line is not 'Name: value'")
      }
      var value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
      while value.last == 0x20 || value.last == 0x09 { value.removeLast() }
      fields.append((String(decoding: line[..<colon], as: UTF8.self), String(decoding: value, as: UTF8.self)))
    }
    let headers = HTTPHeaders(fields)
    let request = HTTPRequest(
      method: String(decoding: requestLine[0], as: UTF8.self),
      target: String(decoding: requestLine[1], as: UTF8.self), headers: headers)
    return (request, try bodyLength(headers))
  }

  /// The length of the body `headers` announce: `0` without a `Content-Length`.
  private static func bodyLength(_ headers: HTTPHeaders) throws(ReviewRefusal) -> Int {
    let codings = headers.values(for: "Transfer-Encoding")
      .flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    if let last = codings.last {
      throw last == "chunked"
        ? ReviewRefusal(.lengthRequired, "a chunked body is not read; send it with a Content-Length")
        : ReviewRefusal(.notImplemented, "the transfer coding '\(last)' is not implemented")
    }
    let lengths = Set(headers.values(for: "Content-Length").flatMap { $0.split(separator: ",") }.map {
      $0.trimmingCharacters(in: .whitespaces)
    })
    guard let text = lengths.first else { return 0 }
    guard lengths.count == 1, (1...18).contains(text.utf8.count), text.utf8.allSatisfy(isDigit), let length = Int(text)
    else {
      throw ReviewRefusal(.badRequest, "the Content-Length is not one number of bytes")
    }
    guard length <= bodyLimit else {
      throw ReviewRefusal(.contentTooLarge, "the body takes more than \(bodyLimit) bytes")
    }
    return length
  }

  /// Whether `bytes` are an HTTP token, as a method or a header field's name is.
  private static func isToken(_ bytes: ArraySlice<UInt8>) -> Bool {
    !bytes.isEmpty
      && bytes.allSatisfy { byte in
        (0x21..<0x7F).contains(byte) && !"\"(),/:;<=>?@[\\]{}".utf8.contains(byte)
      }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Where the blank line that ends a head is in `bytes`, searched from `start`, with the line end
  /// before it. A lone LF ends a line there too, so that a request of such lines is refused at
  /// once rather than waited for.
  private static func headEnd(in bytes: [UInt8], from start: Int) -> Range<Int>? {
    let (cr, lf) = (UInt8(ascii: "\r"), UInt8(ascii: "\n"))
    for index in bytes.indices.dropFirst(start) where bytes[index] == lf {
      let lineStart = index > 0 && bytes[index - 1] == cr ? index - 1 : index
      if bytes[(index + 1)...].first == lf { return lineStart..<(index + 2) }
      if bytes[(index + 1)...].starts(with: [cr, lf]) { return lineStart..<(index + 3) }
    }
    return nil
  }
}
