import Testing
import YAML

@Suite struct YAMLScalarCoreSchemaTests {
  /// The type a scalar resolves to, as the four typed views report it.
  enum Resolved: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case text

    init(_ scalar: YAMLScalar) {
      if scalar.isNull {
        self = .null
      } else if let bool = scalar.bool {
        self = .bool(bool)
      } else if let int = scalar.int {
        self = .int(int)
      } else if let double = scalar.double {
        self = .double(double)
      } else {
        self = .text
      }
    }

    var description: String {
      switch self {
      case .null: "null"
      case .bool(let value): "bool \(value)"
      case .int(let value): "int \(value)"
      case .double(let value): "double \(value)"
      case .text: "text"
      }
    }
  }

  @Test(arguments: [
    ("", Resolved.null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null),
    ("nULL", .text), ("none", .text),
    ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
    ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
    ("tRUE", .text), ("yes", .text), ("on", .text), ("y", .text),
    ("0", .int(0)), ("42", .int(42)), ("-17", .int(-17)), ("+8", .int(8)), ("007", .int(7)),
    ("0o17", .int(15)), ("0x1F", .int(31)), ("0xff", .int(255)),
    ("0o8", .text), ("0x", .text), ("0x-1", .text), ("0o+7", .text), ("0b101", .text),
    ("1_000", .text), ("-", .text), ("+", .text), ("1\u{301}", .text), ("٤٢", .text),
    ("9223372036854775807", .int(Int.max)),
    ("9223372036854775808", .double(9_223_372_036_854_775_808)),
    ("1.5", .double(1.5)), ("-2.25", .double(-2.25)), (".5", .double(0.5)), ("1.", .double(1)),
    ("1e3", .double(1000)), ("2.5E-1", .double(0.25)), ("+.25e+1", .double(2.5)),
    (".inf", .double(.infinity)), ("+.Inf", .double(.infinity)), ("-.INF", .double(-.infinity)),
    (".", .text), ("1e", .text), ("e3", .text), ("1.2.3", .text), ("inf", .text), ("1,5", .text),
    (" 1", .text), ("login", .text),
  ])
  func resolvesPlainScalarsWithTheCoreSchema(_ text: String, expected: Resolved) {
    #expect(Resolved(YAMLScalar(text: text)) == expected)
  }

  @Test(arguments: [".nan", ".NaN", ".NAN"])
  func resolvesNotANumber(_ text: String) {
    #expect(YAMLScalar(text: text).double?.isNaN == true)
    #expect(YAMLScalar(text: ".Nan").double == nil)
  }

  @Test(arguments: [YAMLScalar.Style.singleQuoted, .doubleQuoted, .literal, .folded])
  func readsEveryQuotedOrBlockScalarAsText(_ style: YAMLScalar.Style) {
    for text in ["", "null", "~", "true", "12", "0x1F", "1.5", ".inf"] {
      #expect(Resolved(YAMLScalar(text: text, style: style)) == .text, "\(text)")
    }
  }

  @Test(arguments: [
    ("12", "tag:yaml.org,2002:str", Resolved.text),
    ("true", "tag:yaml.org,2002:str", .text),
    ("", "tag:yaml.org,2002:str", .text),
    ("null", "!", .text),
    ("12", "!custom", .text),
    ("12", "tag:yaml.org,2002:int", .int(12)),
    ("1.5", "tag:yaml.org,2002:int", .text),
    ("12", "tag:yaml.org,2002:float", .double(12)),
    (".inf", "tag:yaml.org,2002:float", .double(.infinity)),
    ("TRUE", "tag:yaml.org,2002:bool", .bool(true)),
    ("yes", "tag:yaml.org,2002:bool", .text),
    ("~", "tag:yaml.org,2002:null", .null),
    ("nothing", "tag:yaml.org,2002:null", .text),
  ])
  func letsAnExplicitTagDecideTheType(_ text: String, tag: String, expected: Resolved) {
    #expect(Resolved(YAMLScalar(text: text, tag: tag)) == expected)
    #expect(Resolved(YAMLScalar(text: text, style: .doubleQuoted, tag: tag)) == expected)
  }

  @Test func resolvesScalarsAsParsed() throws {
    let node = try parseDocument(
      #"[null, "null", !!str 12, !!int "12", 0x10, 'true', false, 2.5, ]"#)
    #expect(
      node.sequence?.compactMap(\.scalar).map(Resolved.init) == [
        .null, .text, .text, .int(12), .int(16), .text, .bool(false), .double(2.5),
      ])
  }
}
