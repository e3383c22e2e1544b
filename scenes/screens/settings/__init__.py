"""The settings screen: tabs of rows (general, display, keys, each game's house rules)."""
