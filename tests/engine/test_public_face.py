"""Game's public face (issue #16): what the protocol shows, and what it keeps behind it.

The documented examples of docs/engine-notes.md run as doctests, so the page cannot drift
from the code; every decision kind the engine asks is one of `DecisionKind` and has its
ids in docs/option-ids.md.
"""

from __future__ import annotations

import doctest
import random
import re
from pathlib import Path

import pytest

import tests.example_cards  # noqa: F401  (registers the test-only cards)
from engine import Game, starter_deck
from engine.decisions import DECISION_KINDS
from engine.explain import ExplainError
from engine.policies import random_answer
from tests.engine.helpers import decks_of_test_cards
from tests.state_access import state_of

DOCS = Path(__file__).resolve().parents[2] / "docs"


def _game(seed: int = 3) -> Game:
    return Game.new([starter_deck("lyra"), starter_deck("ordis")], seed=seed)


def test_the_documented_examples_run() -> None:
    result = doctest.testfile(str(DOCS / "engine-notes.md"), module_relative=False,
                              optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 10
    assert result.failed == 0


def test_every_kind_asked_is_a_decision_kind_with_documented_ids() -> None:
    """Random games over the starter decks and decks of every test-only card ask only
    kinds of `DecisionKind`; each kind has a row in docs/option-ids.md."""
    asked: set[str] = set()
    rng = random.Random(16)
    games = [[starter_deck(a), starter_deck(b)] for a, b in (("axiom", "bravos"),
                                                              ("lyra", "muna"))]
    games += [decks_of_test_cards(rng, "mixed") for _ in range(8)]
    for i, decks in enumerate(games):
        g = Game.new(decks, seed=i)
        while g.pending is not None and g.day < 30:
            asked.add(g.pending.kind)
            g.answer(random_answer(g.pending, rng))
    assert {"turn", "mana_setup", "target"} <= asked
    assert asked <= DECISION_KINDS, asked - DECISION_KINDS
    documented = set(re.findall(r"^\| `([a-z_]+)` \| `", (DOCS / "option-ids.md").read_text(),
                                re.M))
    assert DECISION_KINDS <= documented, DECISION_KINDS - documented


def test_the_log_is_read_only_and_answers_are_a_copy() -> None:
    g = _game()
    n = len(g.log)
    with pytest.raises(AttributeError):
        g.log.append(g.log[0])  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        g.log[0] = g.log[1]  # type: ignore[index]
    g.answer([o.id for o in g.pending.options[:3]])
    g.answers.clear()
    assert len(g.answers) == 1 and len(g.log) > n
    assert g.log[-1] is state_of(g).log[-1]  # a view of the game's own log, not a copy
    assert list(g.log[:2]) == state_of(g).log[:2]


def test_the_games_facts_cannot_be_reassigned() -> None:
    g = _game()
    for name, value in (("seed", 1), ("pending", None), ("day", 3), ("over", True),
                        ("winner", 0), ("log", []), ("answers", [])):
        with pytest.raises(AttributeError):
            setattr(g, name, value)
    assert g.seed == 3 and g.pending is not None and not g.over


def test_explain_through_the_protocol_hides_the_other_hand() -> None:
    g = _game()
    own = g.view(0)["players"][0]["hand"][0]
    theirs = state_of(g).players[1].hand[0]
    assert own["name"] in g.explain(0, f"card:{own['oid']}").title
    with pytest.raises(ExplainError, match="hidden"):
        g.explain(0, f"card:{theirs.oid}")
