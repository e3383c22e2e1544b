"""The Zehntausend table: the dice choice, the decision panel, the score sheet and its beats."""
