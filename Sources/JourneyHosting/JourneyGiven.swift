import MockKit
import ValueCoding

/// A journey's `given` but `mocks`, decoded: the harness's keys (``WorldGiven``) and the host's,
/// both read from the same mapping. Decoded with a `ValueDecoder` that rejects unknown keys, a
/// key that neither reads is unknown, with suggestions and the keys listed from both.
package struct JourneyGiven<HostGiven: Decodable & Sendable>: Decodable, Sendable {
  /// The harness's keys.
  package var world: WorldGiven
  /// The host's keys.
  package var host: HostGiven

  package init(from decoder: any Decoder) throws {
    // The host's first, so that its keys come first where the keys are listed.
    host = try HostGiven(from: decoder)
    world = try WorldGiven(from: decoder)
  }
}

extension JourneyGiven {
  /// The `given`s decoded so far in this process, each once, by a decoder that rejects the keys
  /// neither the harness nor the host reads: checking a suite decodes each of its `given`s, and
  /// its journeys, which state a few `given`s again and again, then take what they decoded to.
  package static var decoded: DecodedValues { decodedGivens }
}

private let decodedGivens = DecodedValues(ValueDecoder(rejectsUnknownKeys: true))
