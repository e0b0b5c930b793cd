"""Decision kinds (issue #26): `DecisionKind` is an enumeration checked when a decision is
made.  A kind the engine does not declare cannot reach a client (it could not know how to
show it); every declared kind has its option ids documented in docs/option-ids.md; a kind
given as text (a saved file, an older client) is read as the declared kind it names."""

from __future__ import annotations

import json
import pickle
import re
from pathlib import Path

import pytest

from engine import Game, starter_deck
from engine.decisions import (
    DECISION_KINDS,
    Decision,
    DecisionKind,
    Option,
    UndeclaredDecisionKind,
    decision_kind,
)
from engine.gamestate.asking import Asking

DOCS = Path(__file__).resolve().parents[2] / "docs"
_OPTS = (Option("yes", "Yes"), Option("no", "No"))


def test_a_decision_of_an_undeclared_kind_cannot_be_made() -> None:
    with pytest.raises(UndeclaredDecisionKind, match="not a declared decision kind"):
        Decision(0, "pick_a_colour", "Choose", _OPTS)  # type: ignore[arg-type]
    with pytest.raises(UndeclaredDecisionKind):
        Decision(0, "Turn", "Choose", _OPTS)  # the text of a kind is exact
    with pytest.raises(UndeclaredDecisionKind):
        Decision(0, None, "Choose", _OPTS)  # type: ignore[arg-type]


def test_asking_an_undeclared_kind_fails_before_the_player_sees_it() -> None:
    """The kernel's one way to ask (`Asking.ask`) refuses it as the decision is made."""
    asking = Asking()
    with pytest.raises(UndeclaredDecisionKind):
        next(asking.ask(0, "shuffle_or_not", "Choose", _OPTS))  # type: ignore[arg-type]


def test_a_kind_given_as_text_is_the_declared_kind() -> None:
    d = Decision(0, "may", "Draw a card?", _OPTS)
    assert d.kind is DecisionKind.MAY
    assert decision_kind("target_player") is DecisionKind.TARGET_PLAYER
    # equal to its text, so clients comparing with text and JSON views keep working
    assert d.kind == "may" and {"may": 1}[d.kind] == 1
    assert json.loads(json.dumps({"kind": d.kind})) == {"kind": "may"}
    assert pickle.loads(pickle.dumps(d)).kind is DecisionKind.MAY


def test_the_kinds_once_undeclared_are_declared() -> None:
    """The engine asked these before they were declared (issue #26)."""
    for text in ("revealed", "target_player", "choose_status"):
        assert decision_kind(text) in DECISION_KINDS


def test_every_declared_kind_is_documented() -> None:
    table = (DOCS / "option-ids.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"^\| `([a-z_]+)` \| `", table, re.M))
    assert {k.value for k in DecisionKind} <= documented, \
        {k.value for k in DecisionKind} - documented
    assert documented <= {k.value for k in DecisionKind}, "a documented kind not declared"


def test_a_game_asks_declared_kinds() -> None:
    g = Game.new([starter_deck("lyra"), starter_deck("ordis")], seed=5)
    assert g.pending is not None and type(g.pending.kind) is DecisionKind
    assert g.view(g.pending.player)["pending"]["kind"] == "mana_setup"
