"""Durchmarsch: the match (rules and state), its bots and its exact odds."""
