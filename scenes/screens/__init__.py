"""Every screen that is not a game table: menu, seat setup, pause, results, statistics, settings, rules."""
