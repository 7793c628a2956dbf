import JourneyModel
import Testing

@Suite struct StepKindNameTests {
  @Test(arguments: StepKind.Name.allCases)
  func eachDeclarationIsOfItsOwnNameAndWritesItsExamplesWithIt(name: StepKind.Name) {
    let declaration = name.declaration
    #expect(declaration.name == name)
    #expect("\(name)" == name.rawValue)
    #expect(!declaration.examples.isEmpty)
    #expect(!declaration.summary.contains("\n") && declaration.summary.hasSuffix("."))
    for example in declaration.examples {
      let isBare = example == "- \(name)"
      #expect(isBare ? !declaration.argument.isRequired : example.hasPrefix("- \(name): "), "\(example)")
    }
  }

  @Test(arguments: StepKind.Name.allCases)
  func aMappingsKeysAreNamedOnceAndItsShorthandStandsForARequiredKey(name: StepKind.Name) {
    guard case .mapping(let keys, let shorthand, let requiringOneOf, let exclusively)? = name.declaration.argument.shape
    else { return }
    let names = keys.map(\.name)
    #expect(Set(names).count == names.count, "\(names)")
    #expect(requiringOneOf.allSatisfy(names.contains), "\(requiringOneOf)")
    if shorthand != nil {
      // A key of several, one of which must be given, stands in for the others when it is first.
      #expect(keys.first?.isRequired == true || (exclusively && requiringOneOf.first == keys.first?.name))
    }
  }

  @Test func theArgumentsAreDeclaredAsTheLoaderReadsThem() {
    #expect(StepKind.Name.launch.declaration.argument == .none)
    #expect(StepKind.Name.settle.declaration.argument == .optional(.value(.duration)))
    #expect(StepKind.Name.tap.declaration.argument == .required(.refusableElement))
    #expect(StepKind.Name.clear.declaration.argument == .required(.refusableElement))
    #expect(StepKind.Name.element.declaration.argument.shape?.keyNames == ["label", "id", "kind", "exists"] + ElementProperty.keys)
    let shorthands = StepKind.Name.allCases.compactMap { name in
      name.declaration.argument.shape?.shorthandKey.map { "\(name): \($0)" }
    }
    #expect(shorthands == ["tap: label", "clear: label", "toggle: label", "answer: button", "send: action",
      "see: contains", "notSee: contains", "snapshot: name", "run: file"])
  }

  @Test func theRolesGroupTheStepsAsTheReferenceDoes() {
    let steps = { (role: StepDeclaration.Role) in
      StepKind.Name.allCases.filter { $0.declaration.role == role }.map(\.rawValue)
    }
    #expect(steps(.app) == ["launch", "relaunch", "background", "foreground"])
    #expect(steps(.person) == ["tap", "type", "clear", "toggle", "select", "back", "dismiss", "answer"])
    #expect(steps(.world) == ["deepLink", "network", "mock", "send"])
    #expect(steps(.time) == ["wait", "settle"])
    #expect(steps(.look) == StepKind.lookingNames)
    #expect(StepKind.lookingNames == ["see", "notSee", "screen", "element", "expect", "stored"])
    #expect(steps(.check) == ["calls", "receive", "notReceive", "snapshot"])
    #expect(steps(.composition) == ["run"])
  }

  @Test func aRefusalIsNamedAsItsInteractionButIsNoInteractionAndDoesNotOnlyLook() {
    let refusal = StepKind.refused(.see("x"), message: "m")
    #expect(refusal.kindName == .see)
    #expect(!refusal.isPersonInteraction)
    #expect(!refusal.onlyLooks)
  }
}
