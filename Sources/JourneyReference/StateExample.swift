import ValueCoding

/// A part of the app's state that is absent at launch, such as a feature's state behind an
/// optional that the app sets on some route only, given by an example value, so that
/// `journey describe` lists the paths inside it and `journey check` checks `expect` paths there.
///
/// The example is encoded by a ``/ValueCoding/ValueEncoder``, as the host's default `stateValue(_:)` encodes
/// the state: its keys are the paths listed, its properties' types their types. Parts of it left
/// `nil` are listed from their types. Conform the app's state types in its host target, so that
/// the features never depend on the harness:
///
/// ```swift
/// extension HomeFeature.State: StateExample {
///   public static var stateExample: Self { Self() }
/// }
/// ```
///
/// (with `@retroactive` before `StateExample` when the type is declared in another package).
public protocol StateExample: Encodable {
  /// A value of the type as the app may hold it.
  static var stateExample: Self { get }
}

extension TypeProbe {
  /// The shape of a type that gives an example, read from the example; `nil` when the example
  /// does not encode.
  static func exampleShape(of type: any StateExample.Type, depth: Int) -> TypeShape? {
    let example = type.stateExample
    guard let value = try? ValueEncoder().encode(example) else { return nil }
    return shape(of: example, encodedAs: value, depth: depth)
  }
}
