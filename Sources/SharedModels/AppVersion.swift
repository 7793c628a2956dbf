/// A semantic version number, `major.minor.patch`, ordered component by component.
///
/// Text reads as one to three dot-separated non-negative whole numbers; missing components are
/// zero, so "2" and "2.0" are both 2.0.0. Encoded as its text, "1.2.0".
public struct AppVersion: Hashable, Comparable, Sendable {
  /// Incremented for incompatible changes.
  public var major: Int
  /// Incremented for added functionality.
  public var minor: Int
  /// Incremented for fixes.
  public var patch: Int

  /// Makes a version from its components.
  public init(major: Int, minor: Int = 0, patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Reads a version such as "1.2.0", or returns `nil` when `text` is not one.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part)
      else { return nil }
      numbers.append(number)
    }
    numbers += Array(repeating: 0, count: 3 - numbers.count)
    self.init(major: numbers[0], minor: numbers[1], patch: numbers[2])
  }

  public static func < (lhs: AppVersion, rhs: AppVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }
}

extension AppVersion: CustomStringConvertible {
  /// The version as text with all three components: "1.2.0".
  public var description: String {
    "\(major).\(minor).\(patch)"
  }
}

extension AppVersion: Codable {
  /// Decodes a version from its text.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let version = AppVersion(text) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "expected a version like '1.2.0', found '\(text)'"
        )
      )
    }
    self = version
  }

  /// Encodes the version as its text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
