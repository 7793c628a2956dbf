import JourneyModel
import Testing

@Suite struct FileLocationTests {
  @Test func rendersAsPathLineColumn() {
    #expect(
      FileLocation(file: "../Shared/sign-in.subflow.yaml", line: 3, column: 7).description
        == "../Shared/sign-in.subflow.yaml:3:7")
  }

  @Test func ordersByFileThenLineThenColumn() {
    let a11 = FileLocation(file: "a", line: 1, column: 1)
    let a19 = FileLocation(file: "a", line: 1, column: 9)
    let a21 = FileLocation(file: "a", line: 2, column: 1)
    let b11 = FileLocation(file: "b", line: 1, column: 1)
    #expect([b11, a21, a19, a11].sorted() == [a11, a19, a21, b11])
    #expect(!(a11 < a11))
  }
}
