"""The visibility policy itself (altered_desktop.visibility), mode by mode, on plain
stand-ins for a session: who the people at the screen are, whether a curtain comes,
whose eyes the table uses and which hands lie face up (issue #22)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from altered_desktop import visibility
from altered_desktop.visibility import Display


def session(deciding: int | None = 0, auto: set[int] | None = None, last: int = 0,
            **kw: Any) -> Any:
    """A stand-in session: a pending decision of `deciding`, automatic seats `auto`."""
    pending = None if deciding is None else SimpleNamespace(player=deciding)
    return SimpleNamespace(game=SimpleNamespace(pending=pending), auto_players=set(auto or ()),
                           ai_seats=set(auto or ()), last_viewer=last, mode="hotseat",
                           display=kw.pop("display", Display()), **kw)


# mode: (session, people, curtains, eyes, face-up hands)
CASES = {
    "hotseat with hand-off": (session(1), {0, 1}, True, 1, {1}),
    "hotseat without hand-off": (session(1, display=Display(handoff=False)), {0, 1}, False,
                                 1, {1}),
    "computer in seat 1, its turn": (session(1, auto={1}), {0}, False, 0, {0}),
    "computer in seat 0, its turn": (session(0, auto={0}, last=0), {1}, False, 1, {1}),
    "goldfish, the idle seat decides": (session(1, auto={1}), {0}, False, 0, {0}),
    "lesson, learner 0": (session(1, lesson=SimpleNamespace(lesson=SimpleNamespace(learner=0))),
                          {0}, False, 0, {0}),
    "puzzle, solver 1": (session(0, puzzle=SimpleNamespace(puzzle=SimpleNamespace(solver=1))),
                         {1}, False, 1, {1}),
    "review, one hand": (session(1, review=SimpleNamespace(both_hands=False)), {0, 1}, False,
                         1, {1}),
    "review, both hands": (session(1, review=SimpleNamespace(both_hands=True)), {0, 1}, False,
                           1, {0, 1}),
    "teacher's open hands": (session(1, display=Display(open_hands=True)), {0, 1}, False, 1,
                             {0, 1}),
    "open hands, first seat kept at the bottom": (
        session(1, display=Display(open_hands=True, fixed_side=True)), {0, 1}, False, 0,
        {0, 1}),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_mode(case: str) -> None:
    s, people, curtains, eyes, face_up = CASES[case]
    assert visibility.people(s) == people
    assert visibility.curtains(s) == curtains
    assert visibility.eyes(s) == eyes
    assert visibility.face_up(s, visibility.eyes(s)) == face_up
    assert visibility.eyes(s) in visibility.people(s)  # never an automatic seat's eyes


def test_a_computer_seat_never_lends_its_eyes() -> None:
    """Before any person has decided (the computer in seat 0 sets up its Mana first),
    the table is drawn from the person's seat, not from the seat that decided last."""
    s = session(0, auto={0}, last=0)
    assert visibility.eyes(s) == 1 and visibility.face_up(s, 0) == frozenset()


def test_the_computers_sentence_through_its_opponents_view() -> None:
    from engine.decisions import Decision, Option

    d = Decision(0, "mana_setup", "Put three cards in Mana", (
        Option("a", "Put Haven Bouncer in Mana", (5,)), Option("b", "Put Kappa in Mana", (6,)),
        Option("c", "Put Sun Wukong in Mana", (7,)), Option("d", "Put Atlas in Mana", (8,))),
        min=3, max=3)
    said = visibility.screened_move("Greedy AI", d, ["a", "b", "c"],
                                    "keeps Atlas, puts Haven Bouncer in Mana",
                                    lambda oid: False, {"Haven Bouncer", "Kappa", "Sun Wukong",
                                                        "Atlas"})
    assert said == "Greedy AI puts three cards in Mana — keeps a card, puts a card in Mana"
    # a card played from the hand is revealed as it is played (5.1.2.c): it is named
    d2 = Decision(0, "turn", "Your turn", (Option("play:5:hero", "Play Kappa into your hero "
                                                  "Expedition", (5,), "play"),
                                            Option("x:6", "Discard Atlas", (6,))))
    assert visibility.screened_move("Greedy AI", d2, "play:5:hero", "Kappa is worth it",
                                    lambda oid: False, {"Atlas"}) \
        == "Greedy AI plays Kappa into its hero Expedition — Kappa is worth it"
    assert visibility.screened_move("Greedy AI", d2, "x:6", "", lambda oid: False,
                                    {"Atlas"}) == "Greedy AI chooses one card you cannot see"
