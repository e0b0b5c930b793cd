"""Checking Reactions (4.4): triggered Reactions wait in Limbo as Emblems and are played
one at a time, the player with initiative first, choosing the order of their own."""

from __future__ import annotations

import random

from engine import Game, starter_deck
from engine.effects.abilities import Reaction
from engine.effects.selectors import Me
from engine.effects.steps import Draw, GainBoosts, GainCounters
from engine.effects.triggers import AtPhase, OnJoin, OnPlayed
from engine.model import CardType, Phase, Zone
from engine.policies import random_answer
from tests.engine.helpers import answer_until, deck, filler, next_day, put, vanilla
from tests.state_access import state_of

JOINER = vanilla("TEST_JOINER", (1, 1, 1), cost=1, abilities=(
    Reaction(OnJoin(), (Draw(1),)),
    Reaction(OnPlayed(Zone.HAND), (GainBoosts(Me(), 2),)),
))
NOONER = vanilla("TEST_NOONER", cost=9, type=CardType.PERMANENT, zone_type="landmark",
                 abilities=(Reaction(AtPhase(Phase.NOON), (GainCounters(Me(), "sun", 1),)),))


def test_4_4_two_reactions_wait_in_limbo_and_the_player_orders_them() -> None:
    g = Game.new([deck([JOINER] * 30), deck([JOINER] * 30)], seed=2, names=("A", "B"))
    answer_until(g, "turn")
    me = g.pending.player
    hand_before = len(state_of(g).players[me].hand)
    play = next(o for o in g.pending.options if o.detail == "play")
    g.answer(play.id)
    d = g.pending
    assert d.kind == "reaction" and d.player == me and len(d.options) == 2
    assert len([e for e in state_of(g).emblems if e.kind == "reaction"]) == 2
    g.answer(next(o.id for o in d.options if "Draw" in o.label))
    assert len(state_of(g).players[me].hand) == hand_before  # one played, one drawn
    played = next(c for c in state_of(g).expedition_zone if c.cdef.ref == JOINER)
    assert played.boosts == 2  # the remaining Reaction resolved without a choice
    assert not state_of(g).emblems
    rules = [e.rule for e in g.log]
    assert "6.3" in rules and "4.4" in rules


def test_4_2_b_at_noon_reactions_trigger_as_noon_begins() -> None:
    g = Game.new([deck(filler()), deck(filler())], seed=2, names=("A", "B"))
    answer_until(g, "turn")
    n = put(g, NOONER, 0, Zone.LANDMARK)
    next_day(g)
    assert n.counters == {"sun": 1}
    noon = [e for e in g.log if e.phase == "Noon" and e.day == 2]
    assert any("ability triggers:" in e.text for e in noon)


def test_2_2_14_d_a_this_turn_effect_cannot_start_outside_a_turn() -> None:
    """2.2.14.d: an At Noon Reaction making a 'this turn' effect creates nothing, while a
    'this Day' one made at the same time does last."""
    from engine.effects.abilities import NextPlayed
    from engine.effects.steps import CreateOngoing

    noon_turn = vanilla("TEST_NOON_TURN", cost=9, type=CardType.PERMANENT, zone_type="landmark",
                        abilities=(Reaction(AtPhase(Phase.NOON), (
                            CreateOngoing(NextPlayed(("character",), boosts=1), "turn"),
                            CreateOngoing(NextPlayed(("spell",), cost_less=1), "day"),)),))
    g = Game.new([deck(filler()), deck(filler())], seed=2, names=("A", "B"))
    answer_until(g, "turn")
    put(g, noon_turn, 0, Zone.LANDMARK)
    next_day(g)
    ongoing = [e for e in state_of(g).emblems if e.kind == "ongoing"]
    assert [e.duration for e in ongoing] == ["day"]
    assert any(e.rule == "2.2.14.d" for e in g.log)


def test_reaction_options_name_their_emblem() -> None:
    """4.4: the player chooses which waiting Emblem-Reaction to play next; each option
    names that Emblem as data, so a table can light it up in Limbo."""
    for seed in range(40):
        g = Game.new([starter_deck("lyra"), starter_deck("muna")], seed=seed)
        rng = random.Random(seed)
        while g.pending is not None and g.pending.kind != "reaction":
            g.answer(random_answer(g.pending, rng))
        if g.pending is not None:
            break
    d = g.pending
    assert d is not None and d.kind == "reaction"
    waiting = {e.oid for e in state_of(g).emblems if e.kind == "reaction" and e.controller == d.player}
    assert {o.emblem for o in d.options} <= waiting and len(d.options) >= 1
    assert all(o.id == f"r:{o.emblem}" for o in d.options)


MONOLITH = "ALT_CORE_B_OR_28_C"  # The Monolith: "When a Character joins your Expeditions — It gains 1 boost"


def _muster() -> str:
    from engine.cards.tokens import ORDIS_RECRUIT
    from engine.effects.steps import CreateToken, Where

    return vanilla("TEST_MUSTER", cost=1, abilities=(
        Reaction(OnPlayed(Zone.HAND), (CreateToken(ORDIS_RECRUIT, Where("each"), 1),)),))


def test_4_4_b_reaction_options_say_what_it_is() -> None:
    """4.4.b: the player chooses which waiting Reaction to play.  Two Monolith Reactions,
    one per Ordis Recruit made in each Expedition, both read "It gains 1 boost": each
    option names its Recruit and where it is, so the choice can be read (review round 4
    #10), and playing one boosts exactly the Recruit its option named."""
    g = Game.new([deck([_muster()] * 30), deck(filler())], seed=2, names=("Ann", "Bo"))
    answer_until(g, "turn", player=0)
    put(g, MONOLITH, 0, Zone.LANDMARK)
    g.answer(next(o for o in g.pending.options
                  if o.detail == "play" and "Muster" in o.label and "hero" in o.label).id)
    # first the Muster's own Reaction and the Monolith's for the Muster joining
    assert g.pending.kind == "reaction"
    muster_first = next(o for o in g.pending.options if o.label.startswith("Muster"))
    mono = next(o for o in g.pending.options if o.label.startswith("The Monolith"))
    assert mono.label.endswith(": Muster (Ann's hero Expedition) gains 1 boost.")
    g.answer(muster_first.id)
    d = g.pending
    assert d.kind == "reaction"
    labels = sorted(o.label for o in d.options)
    assert len(labels) == 3 and len(set(labels)) == 3  # no two read alike
    assert "The Monolith, Ordis Bastion: Ordis Recruit (Ann's companion Expedition) gains " \
           "1 boost." in labels
    assert "The Monolith, Ordis Bastion: Ordis Recruit (Ann's hero Expedition) gains " \
           "1 boost." in labels
    pick = next(o for o in d.options if "Recruit (Ann's companion" in o.label)
    g.answer(pick.id)
    st = state_of(g)
    recruits = {c.expedition: c for c in st.expedition_zone if c.name == "Ordis Recruit"}
    assert recruits["companion"].boosts == 1 and recruits["hero"].boosts == 0


def _two_monolith_reactions() -> Game:
    """Ann plays a Muster (an Ordis Recruit in each of her Expeditions) beside The
    Monolith, and plays the Muster's own Reaction first: the Monolith's three Reactions,
    for the Muster and for each Recruit, wait in Limbo, all worded "It gains 1 boost"."""
    g = Game.new([deck([_muster()] * 30), deck(filler())], seed=2, names=("Ann", "Bo"))
    answer_until(g, "turn", player=0)
    put(g, MONOLITH, 0, Zone.LANDMARK)
    g.answer(next(o for o in g.pending.options
                  if o.detail == "play" and "Muster" in o.label and "hero" in o.label).id)
    g.answer(next(o for o in g.pending.options if o.label.startswith("Muster")).id)
    return g


def test_4_4_waiting_reactions_in_limbo_say_what_it_is_in_the_view() -> None:
    """4.4: the triggered Reactions wait in Limbo as Emblems, seen by both players.  The
    view's `effect` names the object each one's "It" is, so the Limbo list does not show
    "It gains 1 boost." twice (review round 4 #10); `text` stays the card's words."""
    g = _two_monolith_reactions()
    for viewer in (0, 1, None):
        monos = [e for e in g.view(viewer)["emblems"] if e["source"].startswith("The Monolith")]
        assert [e["text"] for e in monos] == ["It gains 1 boost."] * 3
        assert sorted(e["effect"] for e in monos) == [
            "Muster (Ann's hero Expedition) gains 1 boost.",
            "Ordis Recruit (Ann's companion Expedition) gains 1 boost.",
            "Ordis Recruit (Ann's hero Expedition) gains 1 boost."]


def test_an_emblem_does_not_name_a_card_in_a_hand_to_the_other_player() -> None:
    """1.2.3.g: a Hand is hidden; an Emblem whose "it" is a card in Ann's hand names it
    to Ann only, and to Bo and a spectator reads as the card's own words."""
    from engine.gamestate.context import Ctx
    from engine.gamestate.emblem import Emblem

    g = _two_monolith_reactions()
    st = state_of(g)
    secret = st.players[0].hand[0]
    st.emblems.append(Emblem(oid=10_000, controller=0, kind="reaction", source_name="Spy",
                             text="It gains 1 boost.", ctx=Ctx(controller=0, it=secret)))
    seen = {v: next(e["effect"] for e in g.view(v)["emblems"] if e["oid"] == 10_000)
            for v in (0, 1, None)}
    assert seen[0] == f"{secret.cdef.name} (Ann's hand) gains 1 boost."
    assert seen[1] == seen[None] == "It gains 1 boost."
    # nor in the option a Reaction's controller picks: Ann's Reaction bound to a card in
    # Bo's hand does not tell Ann its name
    from engine.flow import reaction_label

    theirs = Emblem(oid=10_001, controller=0, kind="reaction", source_name="Spy",
                    text="It gains 1 boost.", ctx=Ctx(controller=0, it=st.players[1].hand[0]))
    assert reaction_label(st, theirs) == "Spy: It gains 1 boost."
    mine = Emblem(oid=10_002, controller=0, kind="reaction", source_name="Spy",
                  text="It gains 1 boost.", ctx=Ctx(controller=0, it=secret))
    assert reaction_label(st, mine) == f"Spy: {secret.cdef.name} (Ann's hand) gains 1 boost."


def test_4_4_b_reactions_alike_in_every_way_are_not_ordered_by_the_player() -> None:
    """4.4.b asks the player to choose among waiting Reactions; when two are the same
    Reaction of the same source, bound to the same object by the same event, playing one
    or the other first cannot differ, so (as MTG Arena orders identical triggers itself)
    no decision is asked and both are still played."""
    twice = Reaction(OnPlayed(Zone.HAND), (GainBoosts(Me(), 1),))
    echo = vanilla("TEST_ECHO", cost=1, abilities=(twice, twice))
    g = Game.new([deck([echo] * 30), deck(filler())], seed=2, names=("Ann", "Bo"))
    answer_until(g, "turn", player=0)
    g.answer(next(o for o in g.pending.options if o.detail == "play").id)
    st = state_of(g)
    assert g.pending.kind != "reaction"
    echoes = [c for c in st.expedition_zone if c.name == "Echo"]
    assert len(echoes) == 1 and echoes[0].boosts == 2  # both Reactions were played
    assert not [e for e in st.emblems if e.kind == "reaction"]
