"""Sample game stories (`game.story.Story`) for the benchmark, the tests and screenshots of the
results screen: made up but shaped like the real ones (a line per seat over a whole game, marks
on them, three highlights, each seat's luck), the same for the same seed."""

from __future__ import annotations

import random

from game.story import Chart, Highlight, Line, Luck, Mark, Story

ZT = "story.zehntausend"
DM = "story.durchmarsch"
WW = "story.wurf_und_weg"


def sample_story(seats: int = 4, charts: int = 1, seed: int = 1, verdict: bool = True,
                 crosses: bool = False) -> Story:
    """A story of `seats` seats: points over 30 turns as Zehntausend tells them (with
    `crosses`, numbers crossed over 12 rounds as Durchmarsch does), with `charts` charts (the
    second: dice left as in Wurf & Weg)."""
    rng = random.Random(seed)
    if crosses:
        story = _durchmarsch(rng, seats, verdict)
    else:
        story = _zehntausend(rng, seats, verdict)
    for _ in range(1, charts):
        story.charts.append(_dice_left(rng, seats))
    return story


def _zehntausend(rng: random.Random, seats: int, verdict: bool) -> Story:
    lines, luck = [], []
    best = (0, 0, 0)
    for s in range(seats):
        total, points, marks, busts = 0, [(0.0, 0.0)], [], 0
        for turn in range(1, 31):
            if rng.random() < 0.22 + 0.03 * s:
                busts += 1
                marks.append(Mark(turn, total, "lost_turn"))
            else:
                gain = rng.choice([300, 350, 400, 450, 500, 600, 750, 1000, 1500, 2450])
                total = min(10_000 if s == 0 else 9_900, total + gain)
                if gain > best[2]:
                    best = (s, turn, gain)
            points.append((float(turn), float(total)))
        lines.append(Line(s, points, marks))
        luck.append(Luck(s, busts, 7.4 - 0.3 * s, f"{ZT}.luck.unit", good_when_more=False))
    chart = Chart(f"{ZT}.chart.title", f"{ZT}.chart.x", f"{ZT}.chart.y", lines, 10_000.0,
                  {"lost_turn": f"{ZT}.mark.lost_turn"})
    highlights = [
        Highlight(f"{ZT}.highlight.biggest_turn", best[0], {"turn": best[1], "points": best[2]}),
        Highlight(f"{ZT}.highlight.painful_niete", seats - 1, {"turn": 17, "points": 1850}),
        Highlight(f"{ZT}.highlight.longest_turn", min(1, seats - 1), {"turn": 9, "n": 7, "points": 3150}),
    ]
    return Story([chart], highlights, luck, verdict_key=f"{ZT}.luck.verdict" if verdict else "")


def _durchmarsch(rng: random.Random, seats: int, verdict: bool) -> Story:
    lines, luck = [], []
    for s in range(seats):
        crossed, points, marks, hits = 0, [(0.0, 0.0)], [], 0
        for rnd in range(1, 13):
            if rng.random() < 0.35:
                kind = "row_struck" if rng.random() < 0.3 else "misthrow"
                marks.append(Mark(rnd, crossed, kind))
            else:
                step = rng.randint(1, 3)
                crossed += step
                hits += step
            points.append((float(rnd), float(crossed)))
        lines.append(Line(s, points, marks))
        luck.append(Luck(s, hits, 14.0 + 0.8 * s, f"{DM}.luck.unit", good_when_more=True))
    chart = Chart(f"{DM}.chart.title", f"{DM}.chart.x", f"{DM}.chart.y", lines, None,
                  {"misthrow": f"{DM}.mark.misthrow", "row_struck": f"{DM}.mark.row_struck"})
    highlights = [
        Highlight(f"{DM}.highlight.longest_march", 0, {"n": 6, "round": 8}),
        Highlight(f"{DM}.highlight.unlikeliest_hit", seats - 1, {"number": 10, "percent": 8.3, "round": 4}),
        Highlight(f"{DM}.highlight.likeliest_miss", min(1, seats - 1), {"number": 3, "percent": 94.2, "round": 11}),
    ]
    return Story([chart], highlights, luck, verdict_key=f"{DM}.luck.verdict" if verdict else "")


def _dice_left(rng: random.Random, seats: int) -> Chart:
    lines = []
    for s in range(seats):
        dice, points, marks = 10, [(0.0, 10.0)], []
        t = 0.0
        while dice > 0 and t < 60:
            t += rng.uniform(1.5, 4.0)
            dice = max(0, dice - rng.randint(0, 2))
            points.append((round(t, 1), float(dice)))
        if dice == 0:
            marks.append(Mark(points[-1][0], 0.0, "coaster"))
        lines.append(Line(s, points, marks))
    return Chart(f"{WW}.chart.title", f"{WW}.chart.x", f"{WW}.chart.y", lines, None,
                 {"coaster": f"{WW}.mark.coaster"})
