"""The log a newcomer reads - "Just now", the recaps, the plain text - in plain words
(fresh-eyes review after r10: "Tanuki: no legal target for 'discard (Sabotage)' — that
part does nothing", "Ordis Cadets's"): scanned over many seeded games of the starter
decks and of Core gauntlet decks, every line rendered as the app renders it, for the
engine's shorthand, step names in straight quotes, doubled words and "s's".  The
plain words come from the engine's structured messages (altered_desktop.plain_words);
the engine's own English, which its records and the game digest keep, is unchanged."""

from __future__ import annotations

import functools
import random
import re
from typing import Any

from altered_desktop import log_dock, log_text, plain_words
from engine import Game
from engine.messages import Message
from engine.policies import random_answer
from tools.game_hash import _games

#: how the engine's shorthand showed in the plain log, and must no more
JARGON = (
    re.compile(r"no legal target"),
    re.compile(r"nothing to choose for"),
    re.compile(r"that part does nothing.*—|— that part"),
    re.compile(r"(^|[\s(:])'[^'\s][^']*'"),  # a step's name in straight quotes
    re.compile(r"\b([a-z]+) \1\b"),  # "cannot pay pay 1" (not a name: "Twinkle Twinkle")
    re.compile(r"\w[sS]'s\b"),  # "Ordis Cadets's"
    re.compile(r"\[[A-Z]\]|\{[A-Z]\}"),  # an ability symbol's markup
    re.compile(r"\([^()]*\("),  # brackets in brackets: "(when played (from Hand …))"
    re.compile(r"\ba modifier\b"),
    re.compile(r"\bno another\b"),
)


@functools.lru_cache(maxsize=1)
def _logs() -> tuple[Any, ...]:
    """The logs of 36 seeded games with random legal answers: the 24 first starter
    seatings and 12 games of Core decks built by the gauntlet (tools/game_hash's set,
    whose seeds it fixes)."""
    logs = []
    for seed, decks in _games(36):
        g = Game.new(decks, seed=seed)
        rng = random.Random(seed)
        while g.pending is not None:
            g.answer(random_answer(g.pending, rng))
        logs.append(tuple(g.log))
    return tuple(logs)


def _entries() -> list[Any]:
    return [e for log in _logs() for e in log]


def test_the_plain_log_of_many_games_has_no_engine_shorthand(qtbot):
    lines = {log_dock.entry_line(e) for e in _entries()}
    assert len(lines) > 1500  # many games, many kinds of line: the scan means something
    found = {line: p.pattern for line in lines for p in JARGON if p.search(line)}
    assert not found, "\n".join(f"{p}: {line}" for line, p in sorted(found.items())[:20])


def test_a_sabotage_with_nothing_to_discard_says_so_plainly(qtbot):
    """7.3.24: Sabotage discards up to one card in a Reserve; with every Reserve empty
    it does nothing.  The line leads with the card and the keyword, from the engine's
    message (its step's template and the kind of card it looked for)."""
    found = []
    for e in _entries():
        m = e.message
        inner = m.args.get("text") if getattr(m, "template", None) == "{source}: {text}" \
            else None
        verb = getattr(inner, "args", {}).get("verb") if inner is not None else None
        if getattr(verb, "template", None) == "discard ({keyword})":
            found.append((e, m.args["source"]))
    assert found, "no Sabotage found nothing to discard in the games scanned"
    e, source = found[0]
    line = log_dock.entry_line(e)
    assert line.endswith(f"{source}'s Sabotage: there is no card in Reserve to discard, "
                         "so it does nothing"), line
    # the engine keeps its own words (its records and digest), the kind of card given
    # beside them for the app
    assert "no legal target for 'discard (Sabotage)'" in str(e.message)


def test_a_name_ending_in_s_takes_an_apostrophe_alone(qtbot):
    m = Message(("{card}'s “{trigger}” ability: {text}",
                 {"card": "Ordis Cadets", "trigger": "When I join", "text": "I gain 1 boost."}))
    assert log_text.render(m).startswith("Ordis Cadets' “When I join” ability")
    assert log_text.said_of_the_card(m).endswith("ability: It gains 1 boost.")
    lithium = Message(("{player}'s hero Expedition", {"player": "Lithium"}))
    assert log_text.render(lithium) == "Lithium's hero Expedition"
    assert plain_words.possessives("{card}'s", {"card": "Ordis Cadets"}) == "{card}'"


def test_what_a_card_could_not_pay_is_said_of_the_card(qtbot):
    """6.4: "you may pay [cost] to [effect]": a cost that cannot be paid leaves the
    effect undone; the cost is the card's words, said of the card."""
    m = Message(("{source}: {text}", {"source": "Auraq & Kibble", "text": Message((
        "cannot pay {text}", {"text": "spend 5 of my Performance counters"}))}))
    assert log_text.said_of_the_card(m) == (
        "Auraq & Kibble: cannot spend 5 of its Performance counters, so that part does "
        "nothing")


def test_every_plain_wording_keeps_to_its_engine_templates_placeholders(qtbot):
    """A plain wording may use only what the engine's message carries (and `what`, the
    kind of card, which the engine gives beside its English)."""
    from engine.messages import TEMPLATES

    def names(t: str) -> set[str]:
        return set(re.findall(r"\{(\w+)\}", t))

    for engine_t, plain in plain_words.PLAIN.items():
        assert engine_t in TEMPLATES, engine_t
        assert names(plain) <= names(engine_t) | {"what"}, (engine_t, plain)
    for step in plain_words.KEYWORD_STEPS:
        assert step in TEMPLATES
