"""Wurf & Weg, the real-time race: the match (rules, clock and state) and its bots."""
