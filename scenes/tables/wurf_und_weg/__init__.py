"""The Wurf & Weg table: coasters, the luck die, every seat's hand, flights of dice."""
