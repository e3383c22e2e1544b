"""Developer commands that are not part of the game: mutation testing of the engines."""
