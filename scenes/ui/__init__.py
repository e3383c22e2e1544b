"""Shared look and widgets: theme colours, cached text, menus, tweens."""
