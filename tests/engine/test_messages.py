"""Log entries as message ids with arguments (issue #29): the text is the same English as
before (records, digests and tests read it unchanged), and it carries the template and
the arguments the app renders in the player's language."""

from __future__ import annotations

import copy
import pickle

import pytest

from engine import Game, starter_deck
from engine.messages import TEMPLATES, Message, msg


def test_a_message_is_its_english_text_and_keeps_template_and_arguments():
    m = msg("pays {n} mana by exhausting {n} Mana Orbs", n=3)
    assert m == "pays 3 mana by exhausting 3 Mana Orbs" and isinstance(m, str)
    assert m.template == "pays {n} mana by exhausting {n} Mana Orbs" and m.args == {"n": 3}
    for again in (copy.deepcopy(m), pickle.loads(pickle.dumps(m))):
        assert again == m and again.template == m.template and again.args == m.args


def test_an_unknown_template_is_refused():
    with pytest.raises(KeyError, match="add it to TEMPLATES"):
        Message("something new {x}", x=1)


def test_the_most_common_entries_of_a_game_are_messages():
    g = Game.new([starter_deck("axiom"), starter_deck("lyra")], seed=4)
    while g.pending is not None and g.day < 3:
        d = g.pending
        g.answer([o.id for o in d.options[: d.min]] if d.multi else
                 ("pass" if any(o.id == "pass" for o in d.options) else d.options[0].id))
    made = {e.text.template for e in g.log if isinstance(e.text, Message)}
    assert {"{phase} of day {day} begins", "readies everything exhausted",
            "passes first", "passes", "draws {n} cards"} <= made <= set(TEMPLATES)
    begins = next(e.text for e in g.log if getattr(e.text, "template", "").startswith("{phase}"))
    assert begins == f"{begins.args['phase']} of day {begins.args['day']} begins"
    share = sum(isinstance(e.text, Message) for e in g.log) / len(g.log)
    assert share > 0.4  # the most frequent entries of a game are translatable
