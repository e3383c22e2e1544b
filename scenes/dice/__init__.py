"""Dice art (faces, pips, symbols, rotated sprites) and the physics tray that throws them."""
