"""The Mensch ärgere Dich nicht table: board art, panels and the table scene."""
