import Prelude
import Testing

/// Reading a type's kind from its metadata, and shapes made once per key.
@Suite struct KnownShapesTests {
  private enum Direction { case up, down(Int) }
  private struct Point { var x, y: Int }
  private final class Box {}

  @Test func aTypesMetadataTellsItsKind() {
    #expect(MetadataKind(Point.self) == .structure)
    #expect(MetadataKind(Int.self) == .structure)
    #expect(MetadataKind(Direction.self) == .enumeration)
    #expect(MetadataKind(Int?.self) == .optional)
    #expect(MetadataKind((Int, String).self) == .tuple)
    #expect(MetadataKind(Box.self) == nil)
  }

  @Test func aShapeIsMadeTheFirstTimeItsKeyIsAskedForAndKeptAfter() {
    let shapes = KnownShapes<EnumCaseKey, String>()
    let up = EnumCaseKey(type: ObjectIdentifier(Direction.self), tag: 0)
    let down = EnumCaseKey(type: ObjectIdentifier(Direction.self), tag: 1)
    var made: [String] = []
    func shape(_ key: EnumCaseKey, _ name: String) -> String {
      shapes.shape(for: key) {
        made.append(name)
        return name
      }
    }
    #expect(shape(up, "up") == "up")
    #expect(shape(up, "again") == "up")
    #expect(shape(down, "down") == "down")
    #expect(made == ["up", "down"])
  }
}
