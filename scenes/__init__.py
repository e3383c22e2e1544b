"""Everything pygame: what players see and what they press."""
