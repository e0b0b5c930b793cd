"""A game played in French shows no English beyond names and card text (issue #29): every
log entry, rule explanation, prompt and option of a few days of play is rendered from a
translated template, and once the arguments (card and player names, card text) are taken
out, no English word is left."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtWidgets import QApplication

from altered_desktop import i18n, log_text
from engine import Game, starter_deck
from engine.cards.registry import card_by_ref
from engine.policies import random_answer

#: words that show an English sentence (none of them is French)
ENGLISH = frozenset("""the and is are to from of your its it in with goes joins plays play
played draws pays passes becomes readies both players have ends begins chosen put puts
keep choose card cards hand orb orbs top region moves forward backward
expedition hero companion reserve discard discarded exhausted ready gains loses
token creates reveals revealed reaction triggers waits limbo yes no pass turn
afternoon morning noon dusk night day against beats fails move needed more than facing
ahead vs side
one them has had there nothing not can cannot would instead stays their first second
""".split())


WORD = re.compile(r"[^\W\d_]+")  # letters, accented ones too ("passé" is not "pass")


@pytest.fixture
def french(qapp):  # type: ignore[no-untyped-def]
    assert i18n.install(QApplication.instance(), "fr") == "fr"
    yield
    i18n.install(QApplication.instance(), "en")


def _leaves(text: object) -> list[str]:
    """The str arguments put into a message, however deep (names, card text)."""
    out: list[str] = []
    for v in getattr(text, "args", {}).values():
        if hasattr(v, "template"):
            out += _leaves(v)
        elif isinstance(v, str):
            out.append(v)
    return out


def _english_left(text: object) -> list[str]:
    """English words in `text` as shown in the installed language, its arguments aside."""
    shown = log_text.render(text)
    for leaf in sorted(_leaves(text), key=len, reverse=True):
        shown = shown.replace(log_text.render(leaf), " ").replace(leaf, " ")
    return [w for w in WORD.findall(shown) if w.lower() in ENGLISH]


def _play(seed: int, decks: tuple[str, str], days: int) -> tuple[Game, list[object]]:
    """A random game of starters until `days` have passed, and every prompt and option
    label it asked."""
    rng = random.Random(seed)
    g = Game.new([starter_deck(decks[0]), starter_deck(decks[1])], seed=seed)
    asked: list[object] = []
    while g.pending is not None and g.day <= days:
        d = g.pending
        asked.append(d.prompt)
        asked += [o.label for o in d.options]
        asked += list(d.info)
        g.answer(random_answer(d, rng))
    return g, asked


@pytest.mark.parametrize(("seed", "decks"), [(5, ("axiom", "bravos")), (8, ("lyra", "muna")),
                                             (13, ("ordis", "yzmir"))])
def test_a_game_in_french_has_no_english_beyond_names(french, seed, decks):
    g, asked = _play(seed, decks, days=4)
    assert len(g.log) > 100
    found = {}
    for e in g.log:
        left = _english_left(e.message)
        if left:
            found[e.text] = left
        try:
            rule = log_text.rule_text(e.rule)
        except KeyError:
            continue
        if [w for w in WORD.findall(rule) if w.lower() in ENGLISH]:
            found[f"rule {e.rule}"] = rule
    names = {card_by_ref(ref).name for name in decks
             for ref in (*starter_deck(name).cards, starter_deck(name).hero)}
    for text in asked:
        if text in names:  # an option that is a card's name
            continue
        left = _english_left(text)
        if left:
            found[str(text)] = left
    assert found == {}, "\n".join(f"{k!r}: {v}" for k, v in found.items())


def test_the_check_finds_english(french):
    """The test above can fail: an entry not made from a template is caught."""
    assert _english_left("Axiom Scrambler goes to Reserve") == ["goes", "to", "Reserve"]
    from engine.messages import msg

    assert _english_left(msg("{card} goes to Reserve", card="Axiom Scrambler")) == []


@pytest.mark.parametrize("handoff", [False, True])
def test_the_recap_box_is_titled_in_french(qtbot, french, handoff):
    """Review r6: the news box over the table said "Meanwhile" in a French game (and
    "While you were away" behind hand-off screens): now its title is French too, and
    one name, the last events' box's own, in both games (review r8 #8)."""
    from altered_desktop.session import Mode
    from tests.gui.conftest import make_window, play

    g = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=7,
                 names=("Ninette", "Lithium"))
    win = make_window(qtbot, g, Mode.HOTSEAT, handoff=handoff)
    titles = set()
    for _ in range(300):
        if win.table._recap is not None:
            titles.add(win.table._recap[0])
        if g.over or g.day > 3:
            break
        play(win, 1)
    assert titles == {"À l'instant"}, titles


def _fragments(text: object, out: set[str]) -> None:
    """The words put into a message's {what} and {verb}, however deep."""
    for key, v in getattr(text, "args", {}).items():
        if hasattr(v, "template"):
            _fragments(v, out)
        elif isinstance(v, str) and key in ("what", "verb"):
            out.add(v)


def test_what_a_prompt_asks_for_is_said_in_french(french):
    """Review r19 #6: in a French game "Choisissez {what} pour : {verb}" read
    "Choisissez target Character with Hand Cost 3 or less pour : gain Anchored": the
    words the engine puts in {what} and {verb} were English.  In games of the six
    starter decks each of them is put into the sentence in French."""
    from PySide6.QtCore import QCoreApplication

    from engine import STARTER_NAMES

    found: set[str] = set()
    for seed in range(6):
        decks = (STARTER_NAMES[seed % 6], STARTER_NAMES[(seed * 5 + 1) % 6])
        g, asked = _play(seed, decks, days=4)
        for text in [*asked, *(e.message for e in g.log)]:
            _fragments(text, found)
    assert len(found) >= 5  # the games asked for targets
    english = sorted(f for f in found
                     if QCoreApplication.translate(log_text.WORDS, f) == f)
    assert english == [], english
