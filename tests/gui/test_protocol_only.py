"""The app plays through `Game`'s protocol only (issue #16).

`Game` holds the rules' state privately; the app must not reach behind it, or a click
could change a game behind the rules' back.  Two checks: `Game`'s public names are exactly
the documented protocol (adding one is a decision, made here and in docs/engine-notes.md),
and no module of `altered_desktop` reads an attribute of a game outside that protocol or
imports the tests' door to the state (`tests/state_access.py`) or the engine's internals.
"""

from __future__ import annotations

import ast
from pathlib import Path

from engine.game import Game

APP = Path(__file__).resolve().parents[2] / "altered_desktop"

#: Game's whole public face: docs/engine-notes.md ("The public face") lists the same
PROTOCOL = frozenset({
    # making a game
    "new", "from_position", "load", "from_record",
    # the decision protocol
    "pending", "answer", "legal_intents", "why_illegal", "explain",
    # looking
    "view", "log", "current_oid", "visible_card", "fingerprint",
    # a seat's own Hand and its Expeditions' distances without building a view (the lab)
    "hand_refs", "distances",
    # a view made as it is read, for readers that look at a part of it (the AI players)
    "lazy_view",
    # following a game as it is played (tools: the gauntlet, the goldfish lab, altered-sim)
    "watch", "watch_entries", "self_check",
    # keeping and taking back
    "record", "save", "undo", "answers", "clone", "keep_snapshots",
    # what the game is
    "seed", "names", "decks", "position", "meta", "day", "over", "winner",
    # a teacher's notes on moments of the game, kept in its record (review mode)
    "notes", "add_note", "remove_note",
})

#: engine modules the app must never import: the test door and the rules' insides
FORBIDDEN_MODULES = ("tests", "engine.state", "engine.flow", "engine.play",
                     "engine.effects")

#: calls that give a game: Game's constructors, and a game's undo
MAKERS = ("new", "from_position", "load", "from_record", "undo")


def _is_game(node: ast.expr, names: set[str]) -> bool:
    """Whether `node` evaluates to a game: a name bound to one, any `x.game`, or a call
    that makes one (`Game.new(...)`, `game.undo()`)."""
    if isinstance(node, ast.Name):
        return node.id in names
    if isinstance(node, ast.Attribute):
        return node.attr == "game"
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        f = node.func
        return f.attr in MAKERS and (
            (isinstance(f.value, ast.Name) and f.value.id == "Game") or _is_game(f.value, names))
    return False


def _game_names(tree: ast.AST) -> set[str]:
    """Names that hold a game somewhere in the module: parameters and variables annotated
    `Game`, and names assigned a game (followed until nothing new is found)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        ann, name = None, None
        if isinstance(node, ast.arg):
            ann, name = node.annotation, node.arg
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            ann, name = node.annotation, node.target.id
        if ann is not None and name is not None and "Game" in ast.unparse(ann).split(" | "):
            names.add(name)
    while True:
        new = {t.id for node in ast.walk(tree) if isinstance(node, ast.Assign)
               and _is_game(node.value, names)
               for t in node.targets if isinstance(t, ast.Name)} - names
        if not new:
            return names
        names |= new


def violations(source: str, where: str) -> list[str]:
    """Every place in `source` that goes behind the protocol."""
    tree = ast.parse(source)
    names = _game_names(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _is_game(node.value, names):
            if node.attr not in PROTOCOL:
                found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.ImportFrom) and node.module:
            if node.module.startswith(FORBIDDEN_MODULES) or any(
                    a.name == "state_of" for a in node.names):
                found.append(f"{where}:{node.lineno}: imports {node.module}")
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.startswith(FORBIDDEN_MODULES):
                    found.append(f"{where}:{node.lineno}: imports {a.name}")
    return found


def test_game_shows_exactly_the_protocol() -> None:
    public = {n for n in dir(Game) if not n.startswith("_")}
    assert public == PROTOCOL, (
        f"not in the documented protocol: {sorted(public - PROTOCOL)}; "
        f"documented but missing: {sorted(PROTOCOL - public)}")


def test_game_has_no_state_methods() -> None:
    """The rules' atomic actions are not reachable from a game (it no longer inherits
    the state): a GUI or a test cannot move a card behind the rules' back."""
    from engine.decks import starter_deck

    g = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=1)
    for name in ("move", "draw", "place", "make_card", "players", "gain_status", "pay_mana",
                 "entry", "ask", "rng", "emblems"):
        assert not hasattr(g, name), name


def test_the_app_uses_only_the_protocol() -> None:
    found = []
    for path in sorted(APP.rglob("*.py")):
        found += violations(path.read_text(encoding="utf-8"), path.name)
    assert not found, "the app reaches behind Game's protocol:\n" + "\n".join(found)


def test_the_scan_sees_a_reach_behind_the_protocol() -> None:
    """The scan itself: each way of going behind the protocol is caught."""
    assert violations("self.game.players[0].hand", "x")
    assert violations("def f(current: Game):\n    current.move(c, z)", "x")
    assert violations("g = Game.load(p)\nh = g.undo()\nh.draw(0)", "x")
    assert violations("session.game._state", "x")
    assert violations("from tests.state_access import state_of", "x")
    assert violations("import engine.state", "x")
    assert not violations("self.game.view(0)\nself.game.pending.options", "x")
    assert not violations("g = QLinearGradient()\ng.setColorAt(0, c)", "x")
