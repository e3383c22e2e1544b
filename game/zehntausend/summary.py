"""How far a Zehntausend game is, in one line for the menu's continue card, and whether it
has begun at all (a game nobody threw in is not offered to continue).

`progress` answers (key, params): the key is a word under `app.menu.progress.zehntausend`
in the language tables, the params fill it in ("Runde 7 · Anna führt mit 3.450")."""

from __future__ import annotations

from game.zehntausend.rules import Rules


def begun(match) -> bool:
    """Has anyone thrown yet?"""
    return sum(match.turns) > 0 or match.throws > 0 or bool(match.took_over) or match.phase != "throw" \
        or any(match.faces)


def progress(match, names: list[str]) -> tuple[str, dict]:
    """The round under way and who leads with how many points (or that nobody has any yet);
    a target other than the rule sheet's 10,000 is said too ("… · Ziel 3.000")."""
    round_no = min(match.turns) + 1
    best = max(match.totals)
    target = match.rules.target
    goal = "_goal" if target != Rules().target else ""
    if best <= 0:
        return f"none_yet{goal}", {"round": round_no, "target": target}
    leaders = [names[s] for s, points in enumerate(match.totals) if points == best]
    if len(leaders) > 1:
        return f"level{goal}", {"round": round_no, "points": best, "target": target}
    return f"leads{goal}", {"round": round_no, "name": leaders[0], "points": best, "target": target}
