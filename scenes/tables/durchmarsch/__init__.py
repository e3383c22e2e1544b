"""The Durchmarsch table: sheets, the tray, odds, stop or go on, heckling."""
