import ValueCoding

/// The message of the error decoding `type` from `value` throws, or a note that it threw none.
func decodingMessage<T: Decodable>(
  _ type: T.Type,
  from value: Value,
  rejectingUnknownKeys: Bool = false
) -> String {
  do {
    let decoded = try ValueDecoder(rejectsUnknownKeys: rejectingUnknownKeys).decode(
      type, from: value)
    return "no error; decoded \(decoded)"
  } catch {
    return error.description
  }
}

/// The error decoding `type` from `value` throws, if any.
func decodingError<T: Decodable>(
  _ type: T.Type,
  from value: Value,
  rejectingUnknownKeys: Bool = false
) -> ValueDecodingError? {
  do {
    _ = try ValueDecoder(rejectsUnknownKeys: rejectingUnknownKeys).decode(type, from: value)
    return nil
  } catch {
    return error
  }
}

/// The message of the error encoding `value` throws, or a note that it threw none.
func encodingMessage<T: Encodable>(_ value: T) -> String {
  do {
    return "no error; encoded \(try ValueEncoder().encode(value))"
  } catch {
    return error.description
  }
}
