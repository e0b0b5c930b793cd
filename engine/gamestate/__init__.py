"""The parts `engine.state.GameState` is made of, one concern a module (see engine.state)."""
