"""Zehntausend: the match (rules and state), its scoring, its bots and its exact odds."""
