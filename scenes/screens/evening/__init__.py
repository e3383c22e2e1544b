"""The Spieleabend's screens: its table between games and "Spieler des Abends" at its end."""
