import JourneyModel

/// Which journey a result is about: enough to name it in reports without its steps.
public struct JourneyIdentity: Hashable, Sendable, CustomStringConvertible {
  /// The journey file's path, as the loader was given it.
  public var file: String
  /// The journey's name, with its examples row for a journey from an examples table.
  public var name: String
  /// Its tags.
  public var tags: [String]
  /// The number of its examples row, if it came from an examples table.
  public var exampleNumber: Int?
  /// Where its name is.
  public var location: FileLocation

  /// The identity of `journey`.
  public init(_ journey: Journey) {
    file = journey.file
    name = journey.name
    tags = journey.tags
    exampleNumber = journey.example?.number
    location = journey.location
  }

  /// `file › name`, as ``/JourneyModel/Journey/identifier``.
  public var description: String {
    "\(file) › \(name)"
  }
}
