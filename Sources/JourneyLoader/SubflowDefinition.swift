import YAML

/// What a subflow file declares: its parameters, with their defaults, and its steps.
struct SubflowDefinition {
  /// A declared parameter.
  struct Parameter {
    var name: String
    /// The default value; nil for a required parameter.
    var defaultValue: YAMLScalar?
  }

  /// The parameters, in the order declared.
  var parameters: [Parameter] = []
  /// The `steps` node, if there is one.
  var steps: YAMLNode?
}

extension NodeReader {
  /// Reads the top of a subflow file: `description`, `parameters` and `steps`.
  func subflowDefinition(_ root: YAMLNode) -> SubflowDefinition {
    var definition = SubflowDefinition()
    guard let pairs = root.mapping else {
      reportMismatch(
        root,
        "a subflow file is a mapping with 'steps' and, if it takes any, 'parameters', such as "
          + "{ parameters: { email: null }, steps: [...] }"
      )
      return definition
    }
    let entries = self.entries(of: pairs, keys: ["description", "parameters", "steps"], in: "in the subflow")
    if let description = entries["description"] {
      _ = text(description, "'description' expects text", allowsEmpty: true)
    }
    if let parameters = entries["parameters"] {
      definition.parameters = subflowParameters(parameters)
    }
    definition.steps = entries["steps"]
    if definition.steps == nil {
      reportMissing("steps", in: "a subflow", at: root, example: "steps: [launch, { tap: Sign In }]")
    }
    return definition
  }

  /// `parameters`: names mapped to null (required) or to a default value.
  private func subflowParameters(_ node: YAMLNode) -> [SubflowDefinition.Parameter] {
    guard let pairs = node.mapping else {
      reportMismatch(
        node,
        "'parameters' expects a mapping of names to default values, null for none, such as "
          + "{ email: null, password: secret }"
      )
      return []
    }
    return pairs.compactMap { pair in
      guard let name = pair.key.scalar?.text, isName(name) else {
        report(
          "\(pair.key.foundDescription) is not a parameter's name; use letters, digits and '_', "
            + "such as first_name",
          at: pair.key
        )
        return nil
      }
      guard let scalar = pair.value.scalar else {
        reportMismatch(
          pair.value, "parameter '\(name)' expects a default value such as secret, or null for none")
        return nil
      }
      return SubflowDefinition.Parameter(name: name, defaultValue: scalar.isNull ? nil : scalar)
    }
  }
}
