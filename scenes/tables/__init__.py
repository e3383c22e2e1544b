"""The game tables: the shared table base (beats, shown state, bots, autosave) and one folder per game."""
