"""docs/option-ids.md names every option id form the engine emits (issue #16): random
games over the starter decks and over decks of every test-only card (which hold every
word of the effects language) offer no id the page's forms leave out."""

from __future__ import annotations

import random
import re
from pathlib import Path

import tests.example_cards  # noqa: F401  (registers the test-only cards)
from engine import Game, starter_deck
from engine.policies import random_answer
from tests.engine.helpers import decks_of_test_cards

DOC = Path(__file__).resolve().parents[2] / "docs" / "option-ids.md"


def documented_forms() -> list[re.Pattern[str]]:
    """The id forms of the page's table ("| kind | `form` | ..."), each as a pattern:
    `<exp>` is an Expedition's name, any other `<...>` one part of the id, `[...]` an
    optional part."""
    out = []
    rows = re.findall(r"^\| `[a-z_]+` \| (.+?) \|", DOC.read_text(encoding="utf-8"), re.M)
    for cell in rows:
        for form in re.findall(r"`([^`]+)`", cell):
            pattern = ""
            for piece in re.split(r"(<[a-z ]+>|\[|\])", form):
                if piece == "<exp>":
                    pattern += "(hero|companion)"
                elif piece.startswith("<"):
                    pattern += "[^:]+"
                elif piece == "[":
                    pattern += "(?:"
                elif piece == "]":
                    pattern += ")?"
                else:
                    pattern += re.escape(piece)
            out.append(re.compile(pattern))
    return out


def test_the_page_lists_the_forms_it_is_read_for() -> None:
    """The reader of the page finds the table (a test that could pass on an empty list
    would prove nothing)."""
    forms = documented_forms()
    assert len(forms) >= 25
    assert any(f.fullmatch("play:12:hero:scout") for f in forms)
    assert not any(f.fullmatch("play:12:left") for f in forms)


def test_every_emitted_option_id_is_documented() -> None:
    forms = documented_forms()
    seen: dict[str, str] = {}
    rng = random.Random(16)
    games = [[starter_deck(a), starter_deck(b)] for a, b in
             (("axiom", "bravos"), ("lyra", "muna"), ("ordis", "yzmir"))]
    games += [decks_of_test_cards(rng, "mixed") for _ in range(12)]
    for i, decks in enumerate(games):
        g = Game.new(decks, seed=i)
        pick = random.Random(i)
        while g.pending is not None and g.day < 30:
            for o in g.pending.options:
                seen.setdefault(o.id, g.pending.kind)
            g.answer(random_answer(g.pending, pick))
    missing = {i: k for i, k in seen.items() if not any(f.fullmatch(i) for f in forms)}
    assert not missing, f"option ids whose form docs/option-ids.md leaves out: {missing}"
    kinds = set(seen.values())
    assert {"turn", "mana_setup", "expand", "reaction", "target"} <= kinds, kinds
