"""The rules of every game: pure Python, no pygame anywhere below this package."""
