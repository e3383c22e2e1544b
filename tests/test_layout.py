"""The shape of the code: scenes never import one another, routes decide which scene follows
which, the rules stay pure, and every route opens its scene."""

from __future__ import annotations

import ast
from pathlib import Path

from helpers import run_frames

from game.games import GAMES
from game.seats import Seat

ROOT = Path(__file__).resolve().parent.parent


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path) -> list[tuple[str, bool]]:
    """(imported module, whether the import sits inside a function) for one source file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[str, bool]] = []

    def visit(node, nested: bool) -> None:
        for child in ast.iter_child_nodes(node):
            inner = nested or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef))
            if isinstance(child, ast.Import):
                found.extend((alias.name, nested) for alias in child.names)
            elif isinstance(child, ast.ImportFrom) and child.module and child.level == 0:
                found.append((child.module, nested))
                found.extend((f"{child.module}.{alias.name}", nested) for alias in child.names)
            visit(child, inner)

    visit(tree, False)
    return found


def scene_modules() -> dict[str, Path]:
    return {module_name(p): p for p in (ROOT / "scenes").rglob("*.py")}


def scene_graph() -> dict[str, set[str]]:
    modules = scene_modules()
    return {name: {m for m, _ in imports_of(path) if m in modules and m != name}
            for name, path in modules.items()}


def test_no_import_circle_among_the_scene_modules():
    graph = scene_graph()
    done: set[str] = set()

    def walk(node: str, path: list[str]) -> None:
        if node in path:
            raise AssertionError("import circle: " + " -> ".join([*path[path.index(node):], node]))
        if node in done:
            return
        for nxt in sorted(graph[node]):
            walk(nxt, [*path, node])
        done.add(node)

    for name in sorted(graph):
        walk(name, [])


def test_no_scene_module_imports_a_scene_module_inside_a_function():
    hidden = [(name, m) for name, path in scene_modules().items()
              for m, nested in imports_of(path) if nested and m.startswith("scenes")]
    assert hidden == []


def test_only_the_routes_know_the_screens():
    """A screen never imports another screen, and no table imports a screen."""
    graph = scene_graph()
    wrong = []
    for name, targets in graph.items():
        if name == "scenes.routes":
            continue
        for target in targets:
            if not target.startswith("scenes.screens."):
                continue
            same_screen = target.split(".")[:3] == name.split(".")[:3] and name.count(".") >= 3
            if not same_screen:
                wrong.append((name, target))
    assert wrong == []


def test_the_rules_never_import_pygame():
    for path in (ROOT / "game").rglob("*.py"):
        assert not any(m == "pygame" or m.startswith("pygame.") for m, _ in imports_of(path)), path


def test_every_game_has_its_package_and_its_table():
    for info in GAMES:
        assert hasattr(info.engine(), "Match") and hasattr(info.engine(), "Rules")
        assert hasattr(info.bots(), "choose") or info.realtime
        assert (ROOT / "scenes" / "tables" / info.module / "table.py").exists()


def test_every_route_opens_its_scene(make_app):
    from scenes.screens.menu import MenuScene
    from scenes.screens.pad_lost import PadLostScene
    from scenes.screens.pause import PauseScene
    from scenes.screens.results import ResultsScene
    from scenes.screens.rules.scene import RulesScene
    from scenes.screens.settings.scene import SettingsScene
    from scenes.screens.setup import SetupScene
    from scenes.screens.stats import StatsScene

    app = make_app()
    routes = app.routes
    routes.start()
    assert isinstance(app.top, MenuScene)
    for open_, kind in ((routes.stats, StatsScene), (routes.settings, SettingsScene), (routes.rules, RulesScene)):
        open_()
        assert isinstance(app.top, kind)
        app.draw()
        routes.back()
        assert isinstance(app.top, MenuScene)
    for info in GAMES:
        routes.setup(info)
        assert isinstance(app.top, SetupScene)
        app.draw()
        seats = [Seat(f"P{i}", "bot:easy") for i in range(info.min_seats)]
        seats[0] = Seat("P0", "pad1")
        routes.play(info, seats, seed=3)
        table = app.top
        assert table.is_table and table.info is info
        run_frames(app, 30)
        app.draw()
        routes.pause(table)
        assert isinstance(app.top, PauseScene)
        routes.rules(info)
        assert isinstance(app.top, RulesScene) and app.top.info is info
        routes.back()
        routes.back()
        routes.pad_lost(table, "pad1")
        assert isinstance(app.top, PadLostScene)
        app.draw()
        routes.back()
        routes.results(table)
        assert isinstance(app.top, ResultsScene)
        app.draw()
        routes.rematch(app.top)
        assert app.top.is_table and app.top.info is info and app.top is not table
        routes.menu()
        assert isinstance(app.top, MenuScene) and len(app.stack) == 1


def test_the_demo_route_plays_the_games_in_turn(make_app):
    app = make_app(demo=True)
    app.routes.start(demo=True)
    first = app.top
    assert first.is_table and first.demo_index == 0
    app.routes.results(first)
    app.routes.demo_next(app.top)
    assert app.top.is_table and app.top.demo_index == 1 and app.top.info is not first.info


def test_the_command_line_route_goes_straight_to_the_table(make_app):
    app = make_app()
    app.routes.start("zehntausend", [Seat("A", "keyboard1"), Seat("B", "bot:hard")], seed=4)
    assert app.top.is_table and app.top.info.module == "zehntausend"
    app.routes.start("mensch")
    assert type(app.top).__name__ == "SetupScene"



def test_code_outside_a_games_folders_asks_the_catalogue_instead_of_comparing_its_name():
    """No `x == "mensch"` (or the id) in scenes/, game/, bench/ or main.py outside the game's
    own packages and the catalogue: a capability of the catalogue's entry is asked instead.
    The evening's own entry (`game.evening.EVENING_INFO`) is recognised as that object, not by
    its name, outside the evening's own modules."""
    from game.evening import EVENING_INFO

    names = {g.module for g in GAMES} | {g.id for g in GAMES} | {EVENING_INFO.module}
    found = []
    files = [ROOT / "main.py", *(ROOT / "scenes").rglob("*.py"), *(ROOT / "game").rglob("*.py"),
             *(ROOT / "bench").rglob("*.py")]
    for path in files:
        parts = path.relative_to(ROOT).parts
        if path.name in ("games.py", "evening.py") and parts[0] == "game" or any(p in names for p in parts):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare) and any(isinstance(op, (ast.Eq, ast.NotEq)) for op in node.ops):
                sides = [node.left, *node.comparators]
                if any(isinstance(s, ast.Constant) and s.value in names for s in sides):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == [], found
