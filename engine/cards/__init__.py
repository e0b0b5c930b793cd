"""Card definitions: printed facts (facts.json) plus abilities written per faction."""
