"""Bots: one module per game, each a pure function of the engine's state."""
