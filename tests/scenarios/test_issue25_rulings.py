"""Rulings from issue #25, each played through real decisions from a position.

Each test names the rule it holds the engine to; each failed on the engine before the
fix it goes with (simultaneous Progress, one play-legality check, granted Reactions,
honest target lists, decision kinds that match the wording, the log of Mana Eruption).
"""

from __future__ import annotations

import engine.cards.testing as T
from engine import Game
from engine.model import Phase, Terrain
from engine.position import Position, Side, Tumult, card, orbs
from engine.testing import state_of

F = T.FILLER
GALATEA = "ALT_DUSTER_B_OR_88_C"  # "If I'm In contact, I'm Defender."
FIRST_OPEN = (Tumult(Terrain.FOREST, single_first=True, revealed=True),
              Tumult(Terrain.MOUNTAIN), Tumult(Terrain.WATER))


def _side(name: str, **kw: object) -> Side:
    kw.setdefault("mana", orbs(F, 3))
    return Side(name, deck=[F] * 10, **kw)  # type: ignore[arg-type]


def test_4_2_4_h_the_moves_of_a_progress_are_decided_first_and_happen_together() -> None:
    """Dusk.  North's Hero Expedition (region 2, forest) beats South's empty one; South's
    Companion Expedition (region 3, mountain and water) holds Galatea, "If I'm In contact,
    I'm Defender", and beats North's empty Companion Expedition.  Nobody is In contact
    when Progress decides, so both win and both move, together (4.2.4.h): North's move
    into Galatea's region does not make her a Defender in time to hold South back
    (7.4.2.b is about the Expedition as Progress finds it)."""
    north = _side("North", hero_expedition=[card(T.BIG)], travelled=(1, 0))
    south = _side("South", companion_expedition=[card(GALATEA)], travelled=(0, 5))
    g = Game.from_position(Position((north, south), day=2, phase=Phase.DUSK,
                                    adventure=FIRST_OPEN))
    st = state_of(g)
    assert st.players[0].position["hero"] == 2  # region 3
    assert st.players[1].position["companion"] == 1  # moved forward too: region 2
    assert not any("Defender" in e.text for e in g.log if e.phase is Phase.DUSK)


BRAINWASH = "ALT_CYCLONE_B_YZ_79_C"  # Target a Character in any Reserve ... Play it for free.
AURAQ = "ALT_CORE_B_LY_02_C"  # At Noon — spend 5 Performance: reveal, play it for free or hand
DIOCLES = "ALT_DUSTER_B_LY_93_C"  # I can't be played in a starting region.


def _answer_until(g: Game, kind: str, pick) -> None:  # type: ignore[no-untyped-def]
    """Answer decisions with `pick(decision)` until one of `kind` is pending."""
    for _ in range(30):
        d = g.pending
        assert d is not None
        if d.kind == kind:
            return
        g.answer(pick(d))
    raise AssertionError(f"no '{kind}' decision came")


def test_2_4_5_c_playing_for_free_does_not_play_an_exhausted_card_from_reserve() -> None:
    """Brainwash targets a Character in any Reserve and plays it for free; South's only
    one there is exhausted, and exhausted cards in Reserve cannot be played (2.4.5.c):
    for free skips the costs, not the "can't" (1.4.1).  The Character stays where it is
    and the log says why; a normal play from Reserve is refused the same way."""
    north = _side("North", hand=[BRAINWASH], mana=orbs(F, 4))
    south = _side("South", reserve=[card(T.VANILLA, "exhausted")])
    g = Game.from_position(Position((north, south), turn=0))
    st = state_of(g)
    brainwash = st.players[0].hand[0]
    g.answer(f"play:{brainwash.oid}")
    recruit = st.players[1].reserve[0]
    while g.pending is not None and g.pending.player == 0 and g.pending.kind != "turn":
        d = g.pending
        opt = next((o for o in d.options if recruit.oid in o.objects), d.options[0])
        g.answer([opt.id] if d.multi else opt.id)
    assert recruit.zone.value == "reserve" and recruit in st.players[1].reserve
    assert not any(c.cdef.ref == T.VANILLA for c in st.expedition_zone)
    assert any("can't be played" in e.text and "2.4.5.c" in e.text for e in g.log)


def test_1_4_1_a_card_revealed_from_the_deck_keeps_its_own_restriction() -> None:
    """Auraq & Kibble, at Noon: spend 5 Performance counters, reveal the top card, "you
    may play it for free or put it into your hand".  Diocles "can't be played in a
    starting region" and both of North's Expeditions are in theirs, so playing him is
    not offered (1.4.1: the free play goes through the same check as any play); he may
    go to the hand."""
    north = Side("North", hero=card(AURAQ, counters={"performance": 5}),
                 deck=[DIOCLES] + [F] * 5, mana=orbs(F, 3))
    g = Game.from_position(Position((north, _side("South")), day=2, phase=Phase.NOON))
    _answer_until(g, "revealed", lambda d: "yes" if any(o.id == "yes" for o in d.options)
                  else d.options[0].id)
    ids = [o.id for o in g.pending.options]
    assert "play" not in ids and "hand" in ids
