"""How far a Durchmarsch game is, in one line for the menu's continue card, and whether it
has begun at all (a game nobody threw in is not offered to continue).

`progress` answers (key, params): the key is a word under `app.menu.progress.durchmarsch`
in the language tables, the params fill it in ("Runde 5 · Ben: 8 Kreuze")."""

from __future__ import annotations


def begun(match) -> bool:
    """Has anyone thrown yet? (A turn counts from its first throw.)"""
    return any(match.figures(s)["turns"] for s in range(match.seats))


def progress(match, names: list[str]) -> tuple[str, dict]:
    """The round under way and who has crossed the most (or that nobody has crossed yet)."""
    round_no = max(1, max(match.figures(s)["turns"] for s in range(match.seats)))
    crosses = [match.figures(s)["crosses"] for s in range(match.seats)]
    best = max(crosses)
    if best <= 0:
        return "none_yet", {"round": round_no}
    leaders = [names[s] for s, n in enumerate(crosses) if n == best]
    if len(leaders) > 1:
        return "level", {"round": round_no, "n": best}
    return "leads", {"round": round_no, "name": leaders[0], "n": best}
