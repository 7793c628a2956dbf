import Prelude
import Testing

@Suite struct StringStableHashTests {
  @Test func isFNV1aOverTheUTF8Bytes() {
    #expect("".stableHash == 0xcbf2_9ce4_8422_2325)
    #expect("a".stableHash == 0xaf63_dc4c_8601_ec8c)
    #expect("é".stableHash != "e".stableHash)
  }
}
