"""The log in a player's words, the rules' terms taught in the teaching log (review r10 #6).

"Just now" said "Lithium: plays the Reaction of Kakoba, Legion Commander" and the teaching
log "Reaction triggers (When I join): it waits in Limbo": words of the rulebook's
internals a newcomer cannot parse.  Now "Just now" and the recaps say "Kakoba, Legion
Commander's “When I join” ability: …"; the teaching log names the terms (Reaction,
Limbo, Fleeting …) and explains each, with its rule number (1.2.4.c and 6.3 for
Reactions, 3.2.8 and 4.4 for Limbo), in the line's tooltip and in the box under the log.
"""

from __future__ import annotations

import re
from typing import Any

from altered_desktop import log_terms
from altered_desktop.log_dock import entry_line, log_to_html, teaching_line
from altered_desktop.session import Mode
from tests.gui.conftest import make_window
from tools import played_game

RULE_TERMS = re.compile(r"\b(Limbo|Reactions?|Emblems?)\b")


def _full_board(qtbot: Any) -> tuple[Any, Any]:
    """The review's full-board hotseat game (seed 91, day 8), every answer through the
    window: Kakoba's "When I join", Sigismar's "At Noon", Tanuki's Sabotage happened."""
    game = played_game.new_game(played_game.FULL_BOARD_SEED)
    win = make_window(qtbot, game, Mode.HOTSEAT)
    played_game.play_to(game, played_game.FULL_BOARD_TURN, submit=win.submit)
    win.refresh()
    qtbot.wait(30)
    return win, game


def test_a_players_lines_say_whose_ability_it_was_without_rule_terms(qtbot):
    """4.4, 6.3: a Reaction played reads "Kakoba, Legion Commander's “When I join”
    ability: …" in "Just now" and in every line a recap could show; no line a player
    sees outside the teaching log says Limbo, Reaction or Emblem."""
    win, game = _full_board(qtbot)
    played = [e for e in game.log if e.rule == "4.4"]
    assert played
    kakoba = next(e for e in played if e.text.startswith("Kakoba"))
    assert entry_line(kakoba) == (
        "Lithium: Kakoba, Legion Commander's “When I join” ability: If you control three "
        "or more other Characters, it gains 2 boosts.")
    for e in game.log:
        line = entry_line(e)
        assert not RULE_TERMS.search(line), line
    shown = list(win._recent_lines()) + list(win.table.recent)
    assert shown and not any(RULE_TERMS.search(line) for line in shown), shown


def test_the_teaching_log_names_the_terms_and_explains_each_with_its_rule(qtbot):
    """The same entries in the teaching log name the rules' terms ("… ability, a
    Reaction, is played from Limbo: …"), and every line whose words or rule use a term
    explains it in its tooltip: "Limbo (3.2.8, 4.4): the shared zone …"."""
    win, game = _full_board(qtbot)
    dock = win.log_dock
    items = dock.entry_items()
    assert len(items) == len(game.log)
    by_rule: dict[str, list[Any]] = {}
    for item in items:
        by_rule.setdefault(item.text(1), []).append(item)
    played = by_rule["4.4"][0]
    assert "a Reaction, is played from Limbo" in played.text(0)
    tip = played.toolTip(0)
    assert "Reaction (1.2.4.c, 6.3): an ability written" in tip
    assert "Limbo (3.2.8, 4.4): the shared zone" in tip
    waits = by_rule["6.3"][0]
    assert "a Reaction, it waits in Limbo until it is played" in waits.text(0)
    # every term a line or its rule's explanation uses is explained under it
    for item, e in zip(items, game.log, strict=True):
        tip = item.toolTip(0)
        for term in log_terms.GLOSSARY:
            if re.search(rf"\b{term}", item.text(0) + tip.split("\n• ")[0], re.IGNORECASE):
                assert f"\n• {term} (" in tip, (e.rule, item.text(0), tip)
    # clicked, the box under the log says the same
    dock.tree.setCurrentItem(played)
    shown = dock.explain.text()
    assert "Limbo (3.2.8, 4.4)" in shown and "Reaction (1.2.4.c, 6.3)" in shown
    # the exported page is the teaching log's: terms named and explained
    page = log_to_html(game.log, "t")
    assert "is played from Limbo" in page and "Limbo (3.2.8, 4.4)" in page


def test_teaching_wording_keeps_every_placeholder_of_the_engine_template():
    """A teaching wording takes the very arguments of the engine's template (it is
    rendered from them), and every template it rewords is one the engine uses."""
    from engine.messages import TEMPLATES

    def fields(t: str) -> set[str]:
        return set(re.findall(r"{(\w+)}", t))

    for template, teaching in log_terms.TEACHING.items():
        assert template in TEMPLATES, template
        assert fields(template) == fields(teaching), (template, teaching)


def test_a_line_without_rule_terms_is_the_same_in_both_logs(qtbot):
    """Only the lines about Reactions, Limbo and Fleeting plays are reworded: a play
    from Hand reads the same in "Just now" and in the teaching log."""
    _win, game = _full_board(qtbot)
    e = next(e for e in game.log if e.rule == "5.1.2")
    assert teaching_line(e) == entry_line(e)
