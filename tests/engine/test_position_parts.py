"""The position builder, complete (issue #25): Ongoing effects in Limbo, Ascended
Expeditions, cards in Limbo, tiebreakers under way and the dice to come — each built,
played through real decisions, read back with `position_of` and round-tripped through
the JSON form; and each refused with a clear message when no game could be so."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import tests.example_cards as T
from engine import Game, Ongoing
from engine.cards.tokens import BOODA
from engine.invariants import check_invariants
from engine.model import Phase, Terrain, Zone
from engine.position import (
    Position,
    PositionError,
    Side,
    Tumult,
    card,
    orbs,
    parse_position,
    position_of,
)
from tests.state_access import state_of

F = T.FILLER
OPEN = (Tumult(Terrain.FOREST, True, True), Tumult(Terrain.MOUNTAIN, True, True),
        Tumult(Terrain.WATER, True, True))
CHEAPER = "The next Character you play this turn costs 1 less."
STUCK = "Expeditions can't move forward this Day."


def _side(name: str, **kw: object) -> Side:
    kw.setdefault("mana", orbs(F, 3))
    return Side(name, deck=[F] * 8, **kw)  # type: ignore[arg-type]


def _json_again(pos: Position) -> Position:
    return parse_position(json.dumps(pos.to_json()))


def _every_part() -> Position:
    """A position with each new part: an Ongoing effect, an Ascended Expedition, a card
    in Limbo, the dice to come."""
    north = _side("North", hand=[T.BIG], limbo=[card(T.VANILLA, "fleeting")],
                  ascended={"companion"})
    return Position((north, _side("South")), day=2, turn=0, adventure=OPEN, dice=(6, 1),
                    ongoing=(Ongoing(CHEAPER, 0, "Some Mechanic"), Ongoing(STUCK, 1)))


# ---------------------------------------------------------------------- Ongoing effects
def test_an_ongoing_effect_of_the_position_changes_what_a_card_costs_2_2_14() -> None:
    """North's turn with "The next Character you play this turn costs 1 less" in Limbo:
    the Giant (Hand Cost 2) is offered for 1, and playing it uses the effect up."""
    pos = Position((_side("North", hand=[T.BIG], mana=orbs(F, 1)), _side("South")), turn=0,
                   ongoing=(Ongoing(CHEAPER, 0, "Foundry Mechanic"),))
    g = Game.from_position(pos)
    giant = state_of(g).players[0].hand[0]
    labels = [o.label for o in g.pending.options if giant.oid in o.objects]
    assert labels and all(label.endswith("costs 1") for label in labels)
    assert [e.text for e in state_of(g).emblems] == [CHEAPER]
    g.answer(f"play:{giant.oid}:hero")
    assert not state_of(g).emblems and giant.zone is Zone.EXPEDITION or any(
        c.cdef.ref == T.BIG for c in state_of(g).expedition_zone)


def test_an_ongoing_effect_lasting_the_day_holds_the_expeditions_back_at_dusk() -> None:
    """Dusk with "Expeditions can't move forward this Day" (1.4.1): North's boosted
    Giant beats an empty Expedition, yet it stays; the effect ends with the day."""
    north = _side("North", hero_expedition=[card(T.BIG, boosts=1)])
    pos = Position((north, _side("South")), day=2, phase=Phase.DUSK, adventure=OPEN,
                   ongoing=(Ongoing(STUCK, 1, "Celebration"),))
    g = Game.from_position(pos)
    assert state_of(g).players[0].position["hero"] == 0
    assert any("can't move forward" in e.text for e in g.log)
    assert not state_of(g).emblems  # "this Day" is over once the Night ends (2.2.14)


def test_an_ascended_expedition_moves_on_a_tie() -> None:
    """North's Hero Expedition is Ascended (an Emblem until Rest): at Dusk its 3 forest
    against South's 3 is enough to move forward (docs/mechanisms.md), which it would not
    be otherwise (4.2.4.e)."""
    def dusk(ascended: frozenset[str]) -> Game:
        north = _side("North", hero_expedition=[T.BIG], ascended=ascended)
        south = _side("South", hero_expedition=[T.BIG])
        return Game.from_position(Position((north, south), day=2, phase=Phase.DUSK,
                                           adventure=OPEN))
    assert state_of(dusk(frozenset({"hero"}))).players[0].position["hero"] == 1
    assert state_of(dusk(frozenset())).players[0].position["hero"] == 0


def test_an_afternoon_under_way_remembers_the_characters_already_played() -> None:
    """Teija & Nauraa: "The first Character you play each Afternoon gains 1 boost".  In
    an Afternoon under way where North has already played a Character
    (`characters_played=1`), the Recruit she plays now is not the first and gains
    nothing; at the start of her first turn it would gain 1 boost."""
    teija = "ALT_CORE_B_MU_01_C"

    def boosts_of_recruit(played: int) -> int:
        north = _side("North", hero=teija, hand=[T.VANILLA], characters_played=played)
        g = Game.from_position(Position((north, _side("South", passed=True)), turn=0))
        recruit = state_of(g).players[0].hand[0]
        g.answer(f"play:{recruit.oid}:hero")
        while g.pending is not None and g.pending.kind == "reaction":
            g.answer(g.pending.options[0].id)
        return next(c for c in state_of(g).expedition_zone if c.cdef.ref == T.VANILLA).boosts

    assert boosts_of_recruit(0) == 1
    assert boosts_of_recruit(1) == 0
    pos = Position((_side("North", characters_played=2), _side("South")), turn=0)
    assert _json_again(pos) == pos
    assert position_of(Game.from_position(pos)).players[0].characters_played == 2


# ---------------------------------------------------------------------- Limbo, tiebreakers
def test_a_card_in_limbo_is_there_and_counted_as_its_owners() -> None:
    """A card in Limbo (2.2.2.m) is placed there, Fleeting if said so, belongs to its
    owner's cards (the decks, the invariant of every card in one zone), and is in the
    view both players see."""
    pos = _every_part()
    g = Game.from_position(pos)
    st = state_of(g)
    (held,) = st.limbo
    assert held.cdef.ref == T.VANILLA and held.owner == 0 and held.zone is Zone.LIMBO
    assert held.statuses == {"fleeting"}
    assert T.VANILLA in pos.decks()[0].cards
    check_invariants(st, [len(d.cards) for d in pos.decks()])


def test_a_tiebreaker_under_way_is_played_in_the_arena_4_3() -> None:
    """Dusk during tiebreakers: the Adventure is the Arena; North's total (the Giant's 3
    in every terrain) beats South's empty Expeditions in all three terrains, so North
    wins the tiebreaker (4.3.e)."""
    pos = Position((_side("North", hero_expedition=[T.BIG]), _side("South")), day=6,
                   phase=Phase.DUSK, tiebreak=True)
    g = Game.from_position(pos)
    assert state_of(g).tiebreak and g.over and g.winner == 0
    assert g.log[-1].rule == "4.3.e"


def test_in_a_tiebreaker_nobody_wins_at_night_4_3_f() -> None:
    """Night during tiebreakers: Check Victory does nothing (4.3.f); the game goes on
    into the next day, still in the Arena."""
    pos = Position((_side("North"), _side("South")), day=6, phase=Phase.NIGHT, tiebreak=True)
    g = Game.from_position(pos)
    assert not g.over and g.day == 7 and state_of(g).tiebreak
    assert [r.name for r in state_of(g).regions] == ["Arena"]


# ---------------------------------------------------------------------- reading back, JSON
def test_every_new_part_round_trips_through_json() -> None:
    pos = _every_part()
    again = _json_again(pos)
    assert again == pos
    a, b = Game.from_position(pos, seed=4), Game.from_position(again, seed=4)
    assert a.fingerprint() == b.fingerprint()


def test_position_of_reads_every_new_part_back() -> None:
    """A game built from a position with every new part reads back as that position
    (the dice to come aside: they are the generator's, not the board's)."""
    pos = _every_part()
    back = position_of(Game.from_position(pos, seed=3))
    assert back == Position(pos.players, pos.day, pos.phase, pos.first, pos.turn,
                            pos.adventure, ongoing=pos.ongoing)
    assert _json_again(back) == back
    tie = Position((_side("North", hero_expedition=[T.BIG]), _side("South")), day=6,
                   turn=0, tiebreak=True)
    assert position_of(Game.from_position(tie)) == tie


def test_an_effect_of_a_game_reads_back_as_its_printed_words() -> None:
    """An Ongoing effect made in a game (Foundry Mechanic's quick action: "the next
    Permanent you play this turn costs 1 less") is read back by position_of in the words
    the card prints, and a game built from that position has the same effect."""
    mechanic = "ALT_CORE_B_AX_07_C"
    pos = Position((_side("North", reserve=[mechanic]), _side("South")), turn=0)
    g = Game.from_position(pos)
    m = state_of(g).players[0].reserve[0]
    g.answer(next(o.id for o in g.pending.options if o.id.startswith(f"quick:{m.oid}:")))
    back = position_of(g)
    (o,) = back.ongoing
    assert o == Ongoing("The next Permanent you play this turn costs 1 less.", 0,
                        "Foundry Mechanic")
    rebuilt = Game.from_position(back)
    (em,) = state_of(rebuilt).emblems
    (orig,) = state_of(g).emblems
    assert (em.passive, em.duration, em.controller) == (orig.passive, orig.duration, 0)


# ---------------------------------------------------------------------- what is refused
BAD = {
    "words no card prints": (
        lambda: Position((_side("N"), _side("S")), turn=0, ongoing=(Ongoing("Win now."),)),
        r"ongoing\[0\]: 'Win now\.' is not an Ongoing effect the card text reads"),
    "more than an Ongoing effect": (
        lambda: Position((_side("N"), _side("S")), turn=0,
                         ongoing=(Ongoing("Draw a card."),)),
        r"do more than create an Ongoing effect|not an Ongoing effect"),
    "this turn, with no turn": (
        lambda: Position((_side("N"), _side("S")), ongoing=(Ongoing(CHEAPER),)),
        r"lasting this turn is over by the start of the Afternoon \(2\.2\.14\)"),
    "this Afternoon, at Dusk": (
        lambda: Position((_side("N"), _side("S")), phase=Phase.DUSK, ongoing=(Ongoing(
            "The next Permanent you play this afternoon costs 1 less."),)),
        r"lasting this Afternoon is over"),
    "a tiebreaker with an Adventure": (
        lambda: Position((_side("N"), _side("S")), tiebreak=True, adventure=OPEN),
        r"the Adventure is the Arena"),
    "a tiebreaker with travelled Expeditions": (
        lambda: Position((_side("N", travelled=(2, 0)), _side("S")), tiebreak=True),
        r"in the Arena, where nothing travels"),
    "boosts in Limbo": (
        lambda: Position((_side("N", limbo=[card(T.VANILLA, boosts=1)]), _side("S"))),
        r"limbo: Test Recruit is in Limbo, where a card can be Fleeting"),
    "a token in Limbo": (lambda: Position((_side("N", limbo=[BOODA]), _side("S"))),
                         r"tokens exist only in Expeditions"),
    "an Ascended Arena": (lambda: Position((_side("N", ascended={"arena"}), _side("S"))),
                          r"ascended names Expeditions"),
    "characters played at Dusk": (
        lambda: Position((_side("N", characters_played=1), _side("S")), phase=Phase.DUSK),
        r"characters_played counts the Characters played in an Afternoon under way"),
}


@pytest.mark.parametrize("case", list(BAD))
def test_an_impossible_new_part_is_refused_with_a_clear_message(case: str) -> None:
    make, message = BAD[case]
    with pytest.raises(PositionError, match=message):
        Game.from_position(make())


BAD_JSON = {
    "ongoing as text": ({"ongoing": "Win"}, r"ongoing: must be a list, not text"),
    "ongoing without words": ({"ongoing": [{"controller": 0}]},
                              r"ongoing\[0\]: missing field\(s\) text"),
    "ongoing of player 2": ({"ongoing": [{"text": STUCK, "controller": 2}]},
                            r"ongoing\[0\]\.controller: must be a whole number from 0 to 1"),
    "too many ongoing": ({"ongoing": [{"text": STUCK}] * 21},
                         r"ongoing: holds 21 entries: at most 20"),
    "tiebreak as text": ({"tiebreak": "yes"}, r"tiebreak: must be true or false"),
    "ascended misspelt": ({"players": [{"name": "A", "ascended": ["Hero"]}, {"name": "B"}]},
                          r"players\[0\]\.ascended: must be one of hero, companion"),
    "limbo unknown card": ({"players": [{"name": "A", "limbo": ["NOPE"]}, {"name": "B"}]},
                           r"players\[0\]\.limbo\[0\]: unknown card reference 'NOPE'"),
}


@pytest.mark.parametrize("case", list(BAD_JSON))
def test_a_bad_json_new_part_gets_a_clear_error(case: str) -> None:
    top, message = BAD_JSON[case]
    base: dict = {"format": "altered-position", "version": 1,
                  "players": [{"name": "A"}, {"name": "B"}], **top}
    with pytest.raises(PositionError, match=message):
        parse_position(json.dumps(base))


# ---------------------------------------------------------------------- the documentation
DOC = Path(__file__).resolve().parents[2] / "docs" / "position-builder.md"


def _blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


def test_the_documented_new_parts_build_what_they_say(forget_unique) -> None:
    """docs/position-builder.md shows each new part: its Python example builds North's
    turn with the Giant offered for 1, a card in Limbo and an Ascended Expedition; its
    Arena example is won by North at Dusk; its JSON example builds a tiebreaker's Dusk
    with an Ongoing effect, the dice to come, an Ascended Expedition and a card in Limbo."""
    scope: dict = {}
    exec(_blocks("python")[1], scope)  # the documentation's own example
    game = scope["game"]
    st = state_of(game)
    giant = st.players[0].hand[0]
    assert any(o.label.endswith("costs 1") for o in game.pending.options
               if giant.oid in o.objects)
    assert len(st.limbo) == 1 and len(st.emblems) == 3
    exec(_blocks("python")[3], scope)
    arena = Game.from_position(scope["arena"])
    assert arena.over and arena.winner == 0
    exec(_blocks("python")[2], scope)  # a unique card, defined from its printed text
    with_unique = Game.from_position(scope["with_unique"])
    assert state_of(with_unique).players[0].hand[0].cdef.rarity.value == "unique"
    pos = parse_position(_blocks("json")[0], "docs example")
    assert pos.tiebreak and pos.dice == (4, 4) and pos.players[0].ascended == {"hero"}
    assert pos.ongoing == (Ongoing(STUCK, 1),) and len(pos.players[0].limbo) == 1
    Game.from_position(pos)


def test_every_ongoing_effect_of_the_pool_reads_back_from_its_words() -> None:
    """Each Ongoing effect a card of the pool creates is written by `position_of` in its
    printed words, and those words read back to the very same effect and duration — so
    a position can hold any of them (Haven's second rare, "The next Character you play
    from your Reserve this turn gains 1 boost", needed the grammar's "from your Reserve")."""
    import attrs

    from engine.cards.registry import all_cards
    from engine.effects.steps import CreateOngoing
    from engine.ongoing import ongoing_words

    def walk(v: object):  # type: ignore[no-untyped-def]
        if isinstance(v, CreateOngoing):
            yield v
        if isinstance(v, tuple):
            for x in v:
                yield from walk(x)
        elif attrs.has(type(v)):
            for f in attrs.fields(type(v)):
                yield from walk(getattr(v, f.name))

    made = {(s.passive, s.duration): c.ref for c in all_cards() for a in c.abilities
            for s in walk(a) if not c.ref.startswith("TEST")}  # test cards print nothing
    assert len(made) > 30
    unread = [ref for (passive, duration), ref in made.items()
              if ongoing_words(passive, duration) is None]
    assert unread == []


# ---------------------------------------------------------------------- unique cards
UNIQUE = "ALT_CORE_B_AX_04_U_2525"  # a unique of the Kelon Elemental family


def _unique_spec(text: str = "{J} Draw a card."):  # type: ignore[no-untyped-def]
    from engine.uniques.store import UniqueSpec

    return UniqueSpec(UNIQUE, hand_cost=1, reserve_cost=1, forest=2, mountain=2, water=2,
                      text=text)


@pytest.fixture
def forget_unique():  # type: ignore[no-untyped-def]
    from engine.uniques.store import forget

    forget(UNIQUE)
    yield
    forget(UNIQUE)


def test_a_position_defines_its_unique_cards_from_their_printed_text(forget_unique) -> None:
    """A unique card in a position is defined by what is printed on it (the one function
    that reads a card's text, engine.card_from_text): the position carries its facts, so
    its JSON form builds where the unique was never seen; played, it does what its text
    says ("When I join — Draw a card")."""
    from engine.cards.registry import UnknownCard, card_by_ref
    from engine.uniques.store import forget

    pos = Position((_side("North", hand=[UNIQUE]), _side("South")), turn=0,
                   uniques=(_unique_spec(),))
    g = Game.from_position(pos)
    st = state_of(g)
    unique = st.players[0].hand[0]
    assert unique.cdef.rarity.value == "unique" and unique.cdef.hand_cost == 1
    g.answer(f"play:{unique.oid}:hero")
    while g.pending is not None and g.pending.kind == "reaction":
        g.answer(g.pending.options[0].id)
    assert len(st.players[0].hand) == 1  # it joined, and its owner drew a card
    text = json.dumps(pos.to_json())
    forget(UNIQUE)
    with pytest.raises(UnknownCard):
        card_by_ref(UNIQUE)
    again = parse_position(text)  # the file says what the card is
    assert again == pos and card_by_ref(UNIQUE).hand_cost == 1
    assert position_of(Game.from_position(again)).uniques == (_unique_spec(),)


def test_a_unique_whose_text_is_not_understood_is_refused_naming_the_clause(
        forget_unique) -> None:
    bad = _unique_spec("{J} I juggle.")
    with pytest.raises(PositionError, match=r"uniques\[0\] \(ALT_CORE_B_AX_04_U_2525\): .*"
                                            r"'I juggle' is not understood"):
        Game.from_position(Position((_side("N", hand=[UNIQUE]), _side("S")), turn=0,
                                    uniques=(bad,)))
    data = Position((_side("N"), _side("S")), turn=0, uniques=(bad,)).to_json()
    with pytest.raises(PositionError, match=r"not understood"):
        parse_position(json.dumps(data))
    data["uniques"] = [{"reference": UNIQUE}]
    with pytest.raises(PositionError, match=r"uniques\[0\]: missing hand_cost"):
        parse_position(json.dumps(data))
