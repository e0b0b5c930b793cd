"""Rulings from issue #25, each played through real decisions from a position.

Each test names the rule it holds the engine to; each failed on the engine before the
fix it goes with (simultaneous Progress, one play-legality check, granted Reactions,
honest target lists, decision kinds that match the wording, the log of Mana Eruption).
"""

from __future__ import annotations

import tests.example_cards as T
from engine import Game
from engine.model import Phase, Terrain
from engine.position import Position, Side, Tumult, card, orbs
from tests.state_access import state_of

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


KRAKENS_WRATH = "ALT_CORE_B_YZ_26_C"  # up to 3 target Characters, total Hand Cost 5 or less
INKCASTER = "ALT_CORE_B_LY_10_C"  # When I go to Reserve — you may return another card ...


def _cast(g: Game, ref: str) -> None:
    spell = next(c for c in state_of(g).players[0].hand if c.cdef.ref == ref)
    g.answer(f"play:{spell.oid}")


def test_6_5_b_a_target_list_offers_only_what_can_be_chosen() -> None:
    """Kraken's Wrath: "up to 3 target Characters with a total Hand Cost 5 or less".  A
    Character whose own Hand Cost is 9 can be in no such choice, so it is not offered
    (6.5.b: the options are exactly the legal choices); the two Recruits are, and any
    answer with them is accepted."""
    north = _side("North", hand=[KRAKENS_WRATH], mana=orbs(F, 5))
    south = _side("South", hero_expedition=[T.VANILLA, F], companion_expedition=[T.VANILLA])
    g = Game.from_position(Position((north, south), turn=0))
    _cast(g, KRAKENS_WRATH)
    d = g.pending
    assert d.kind == "target"
    st = state_of(g)
    filler = next(c for c in st.expedition_zone if c.cdef.ref == F)
    recruits = [c for c in st.expedition_zone if c.cdef.ref == T.VANILLA]
    offered = {oid for o in d.options for oid in o.objects}
    assert filler.oid not in offered and offered == {c.oid for c in recruits}
    assert d.refused_options() == []
    g.answer([o.id for o in d.options])
    assert all(c.zone.value == "gone" or c not in st.expedition_zone for c in recruits)
    assert filler in st.expedition_zone


def test_6_5_b_with_nothing_that_can_be_chosen_the_step_does_nothing() -> None:
    """Kraken's Wrath when the only Character in play has Hand Cost 9: nothing can be
    chosen, so nothing is asked and the step does nothing (6.5.b)."""
    north = _side("North", hand=[KRAKENS_WRATH], mana=orbs(F, 5))
    south = _side("South", hero_expedition=[F])
    g = Game.from_position(Position((north, south), turn=0))
    _cast(g, KRAKENS_WRATH)
    assert g.pending is not None and g.pending.kind == "turn"  # the turn goes on: no target asked
    assert any(e.rule == "6.5.b" and "no legal target" in e.text for e in g.log)
    assert any(c.cdef.ref == F for c in state_of(g).expedition_zone)


def test_6_5_b_an_untargeted_choice_is_not_asked_as_a_target() -> None:
    """Ouroboros Inkcaster: "When I go to Reserve from my Expedition — you may return
    another card from your Reserve to your hand".  The text names no target, so the
    choice is a `choose_card` decision, not a `target` one (6.5.b: only "target" makes a
    target; Tough does not protect from it)."""
    north = _side("North", hero_expedition=[INKCASTER], reserve=[T.VANILLA, T.BIG])
    g = Game.from_position(Position((north, _side("South")), day=2, phase=Phase.NIGHT))
    _answer_until(g, "choose_card", lambda d: "yes" if d.kind == "may" else d.options[0].id)
    d = g.pending
    names = {o.label for o in d.options}
    assert d.player == 0 and not any("Inkcaster" in n for n in names) and len(names) == 2


def test_1_4_1_a_turn_offers_no_play_a_cards_own_restriction_forbids() -> None:
    """Diocles "can't be played in a starting region": in North's turn, with her Hero
    Expedition one region out and her Companion Expedition at its start, playing him is
    offered into the Hero Expedition only (1.4.1) — the turn's options come from the
    same check as every other way of playing."""
    north = _side("North", hand=[DIOCLES], travelled=(1, 0))
    g = Game.from_position(Position((north, _side("South")), turn=0, adventure=FIRST_OPEN))
    diocles = state_of(g).players[0].hand[0]
    ids = {o.id for o in g.pending.options if diocles.oid in o.objects}
    assert ids == {f"play:{diocles.oid}:hero"}


HAVEN = "ALT_CORE_B_BR_30_C"  # Your Characters have: "When played from Reserve — I gain 1 boost."
FOUNDRY = "ALT_CORE_B_AX_29_C"  # [T]: the next Character you play from your hand this turn
#                                 activates its [R] abilities.


def test_7_3_1_b_a_granted_reaction_is_activated_like_a_printed_one() -> None:
    """Haven gives North's Characters "[R] I gain 1 boost"; The Foundry makes the next
    Character she plays from her hand activate its [R] abilities (7.3.1.b).  The Recruit
    played from hand has that [R] ability, gained, not printed — an ability gained is the
    card's own — so it activates and the Recruit gains 1 boost."""
    north = _side("North", hand=[T.VANILLA], landmarks=[HAVEN, FOUNDRY])
    g = Game.from_position(Position((north, _side("South")), turn=0))
    st = state_of(g)
    foundry = next(c for c in st.players[0].landmarks if c.cdef.ref == FOUNDRY)
    g.answer(next(o.id for o in g.pending.options if o.id.startswith(f"quick:{foundry.oid}:")))
    recruit = st.players[0].hand[0]
    g.answer(f"play:{recruit.oid}:hero")
    while g.pending is not None and g.pending.kind == "reaction":
        g.answer(g.pending.options[0].id)
    played = next(c for c in st.expedition_zone if c.cdef.ref == T.VANILLA)
    assert played.boosts == 1
    assert not any("has no [R] ability" in e.text for e in g.log)


MANA_ERUPTION = "ALT_CORE_B_BR_29_C"  # Discard one of your Mana Orbs. If you do, discard ...
SNOWMAN = "ALT_ALIZE_B_LY_33_C"


def test_7_3_5_the_log_says_a_discarded_card_was_a_mana_orb() -> None:
    """Mana Eruption: "Discard one of your Mana Orbs. If you do, discard target Character
    or Permanent".  The Mana Orb goes face up to the Discard pile (7.3.5); the log says
    which card it was *and* that it was a Mana Orb, not only "The Snowman is discarded"."""
    mana = (*orbs(SNOWMAN, 1, exhausted=0), *orbs(F, 3))
    north = _side("North", hand=[MANA_ERUPTION], mana=mana)
    south = _side("South", hero_expedition=[T.VANILLA])
    g = Game.from_position(Position((north, south), turn=0))
    _cast(g, MANA_ERUPTION)
    st = state_of(g)
    for _ in range(10):
        d = g.pending
        if d is None or d.kind == "turn":
            break
        snow = next((o for o in d.options if "Snowman" in o.label), None)
        g.answer(([snow.id] if d.multi else snow.id) if snow else
                 ([d.options[0].id] if d.multi else d.options[0].id))
    assert any(c.cdef.ref == SNOWMAN for c in st.players[0].discard)
    assert any(e.text == "The Snowman (North's Mana Orb) is discarded" for e in g.log), \
        [e.text for e in g.log if "Snowman" in e.text]


def test_1_4_1_an_effect_playing_a_card_offers_only_the_expeditions_it_may_go_to() -> None:
    """Auraq & Kibble again, North's Hero Expedition one region out: Diocles may now be
    played for free, and the Expedition asked for is only the one out of its starting
    region — the Companion Expedition, where he can't be played, is not offered."""
    north = Side("North", hero=card(AURAQ, counters={"performance": 5}),
                 deck=[DIOCLES] + [F] * 5, mana=orbs(F, 3), travelled=(1, 0))
    g = Game.from_position(Position((north, _side("South")), day=2, phase=Phase.NOON,
                                    adventure=FIRST_OPEN))
    _answer_until(g, "revealed", lambda d: "yes" if any(o.id == "yes" for o in d.options)
                  else d.options[0].id)
    g.answer("play")
    d = g.pending
    assert d.kind == "expedition" and [o.id for o in d.options] == ["x:hero"]
    g.answer("x:hero")
    assert any(c.cdef.ref == DIOCLES and c.expedition == "hero"
               for c in state_of(g).expedition_zone)
