// Mocks read and answer values: `import MockKit` gives ValueCoding's `Value` and its coding with
// them.
@_exported import ValueCoding
