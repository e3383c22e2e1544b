"""One line about each person's evening, for the end of the Spieleabend.

Everything is worked out from what the evening recorded (the games' placings and figures), so
every line is true. Each person gets the first of these that holds for them, a fact nobody else
got preferred (so the podium tells different stories), though never "games" while anything else
holds:

- "comeback": they climbed from a low place (`Evening.comeback`): {"low": that place};
- "streak": they won 2 or more games in a row: {"n"};
- the evening's best at something, the figure above 0: "captures" (most figures knocked out
  in one game of Mensch, as the evening's highlights count them), "sixes" (most sixes thrown
  in Mensch, summed over the evening), "best_turn" (the highest single Zehntausend turn),
  "dice_sent" (most dice got rid of in one game of Wurf & Weg), "best_row" (the longest
  Durchmarsch row), "fastest" (their Durchmarsch win in the fewest turns of all wins of it):
  {"n"}, and "with": the others who share that best (in standings order) when it is shared.
  A best nobody shares is preferred to a shared one, and a shared one is always said as
  shared ("Meiste Rauswürfe: 3, wie David");
- "wins": they won at least one game: {"n", "game": the first game they won};
- "best_place": second place in a game of three or more, and the first such game:
  {"place", "game"}; else third place in a game of four or more (a medal's place);
- "games": how many games they played: {"n"} (never said while anything else holds);
- "sat_out": they sat out every game of the evening (more people than seats): {"n": the
  evening's games}.

So everyone gets a line, and none mocks: the plain fact is how many games they played.

The result maps each player (index into the evening's players) to (key, values); the screens
put the key's words from `evening.person.<key>` around the values.
"""

from __future__ import annotations

from game.evening import Evening

# (key, game, figure, "sum" over the evening or its "max" or "min" in one game, winners only)
FIGURE_FACTS = (
    ("captures", "mensch", "captures", "max", False),
    ("sixes", "mensch", "sixes", "sum", False),
    ("best_turn", "zehntausend", "best_turn", "max", False),
    ("dice_sent", "wurf_und_weg", "dice_sent", "max", False),
    ("best_row", "durchmarsch", "best_row", "max", False),
    ("fastest", "durchmarsch", "turns", "min", True),
)


def person_lines(evening: Evening) -> dict[int, tuple[str, dict]]:
    """Player -> (key, values): one true line about their evening (see the module's text)."""
    if not evening.games:
        return {}
    comeback, runs = evening.comeback(), evening.win_runs()
    figures = {key: evening.figure_values(game, figure, how, winners_only)
               for key, game, figure, how, winners_only in FIGURE_FACTS}
    candidates = {p: facts_of(evening, p, comeback, runs, figures) for p in range(len(evening.players))}
    order = [s.player for s in evening.standings()]
    chosen: dict[int, tuple[str, dict]] = {}
    used: set[str] = set()
    for player in order:
        facts = candidates[player]
        fresh = [f for f in facts if f[0] not in used and f[0] != "games"]
        # (an evening's best of one's own first, then a shared one, then the plainer facts)
        fresh.sort(key=lambda f: (f[0] in ("wins", "best_place"), bool(f[1].get("with"))))
        pick = fresh[0] if fresh else facts[0]
        if pick[1].get("with"):
            pick = (pick[0], {**pick[1], "with": sorted(pick[1]["with"], key=order.index)})
        chosen[player] = pick
        used.add(pick[0])
    return chosen


def facts_of(evening: Evening, player: int, comeback: dict | None, runs: dict[int, int],
             figures: dict[str, dict[int, int]]) -> list[tuple[str, dict]]:
    """Every line that holds for `player`, the most telling first (never empty); `comeback`,
    `runs` and `figures` as the evening worked them out once for everyone."""
    facts: list[tuple[str, dict]] = []
    if comeback is not None and player in comeback["players"]:
        facts.append(("comeback", {"low": comeback["low"]}))
    run = runs.get(player, 0)
    if run >= 2:
        facts.append(("streak", {"n": run}))
    for key, _game, _figure, how, _winners_only in FIGURE_FACTS:
        values = figures[key]
        mine = values.get(player)
        if mine is None:
            continue
        best = min(values.values()) if how == "min" else max(values.values())
        if mine == best and mine > 0:
            others = [p for p, value in values.items() if value == best and p != player]
            facts.append((key, {"n": mine, "with": others} if others else {"n": mine}))
    won = [played.game for played in evening.games if player in played.winners()]
    if won:
        facts.append(("wins", {"n": len(won), "game": won[0]}))
    places = [(evening.places_of(played)[player], played.game, len(played.seats)) for played in evening.games
              if player in played.seats]
    seconds = [game for place, game, field in places if place == 2 and field >= 3]
    if not won and seconds:
        facts.append(("best_place", {"place": 2, "game": seconds[0]}))
    thirds = [game for place, game, field in places if place == 3 and field >= 4]
    if not won and not seconds and thirds:
        facts.append(("best_place", {"place": 3, "game": thirds[0]}))
    if places:
        facts.append(("games", {"n": len(places)}))
    else:
        facts.append(("sat_out", {"n": len(evening.games)}))
    return facts
