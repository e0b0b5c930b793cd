"""The search player (engine.ai.search) and the determinized copies it plays out."""

from __future__ import annotations

import random

from engine import Game
from engine.ai import make_player, seat_answer
from engine.ai.determinize import oid_map, rebuild, sample_position, translate
from engine.decks import starter_deck
from tests.engine.test_ai_greedy import _position

DECKS = [starter_deck("bravos"), starter_deck("axiom")]


def _midgame(seed: int = 5, answers: int = 40) -> Game:
    g = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=seed)
    players = [make_player("greedy", 0), make_player("greedy", 1)]
    while g.pending is not None and (len(g.answers) < answers or g.pending.kind != "turn"):
        g.answer(seat_answer(g, players[g.pending.player]))
    return g


def test_a_rebuilt_game_offers_the_same_turn_options():
    """Every option of the real turn has its twin in a determinized copy (4.2.3.d)."""
    g = _midgame()
    me = g.pending.player
    v = g.view(me)
    decks = [starter_deck("axiom"), starter_deck("bravos")]
    copy = rebuild(v, decks[me], decks[1 - me], random.Random(1))
    assert copy.pending.kind == "turn" and copy.pending.player == me
    ids = {o.id for o in copy.pending.options}
    m = oid_map(v, copy.view(me))
    assert all(translate(o.id, m) in ids for o in g.pending.options)
    # what the viewer sees is the same, card for card
    cv = copy.view(me)
    assert [c["ref"] for c in cv["players"][me]["hand"]] == [c["ref"] for c in v["players"][me]["hand"]]
    assert cv["players"][1 - me]["hand_count"] == v["players"][1 - me]["hand_count"]


def test_hidden_cards_are_sampled_not_copied():
    """The opponent's hand in a copy comes from their deck list minus what was seen, and
    differs between samples: the real hand is never read."""
    g = _midgame()
    me = g.pending.player
    v = g.view(me)
    decks = [starter_deck("axiom"), starter_deck("bravos")]
    hands = {tuple(c.ref for c in sample_position(v, decks[me], decks[1 - me],
                                                  random.Random(k)).players[1 - me].hand)
             for k in range(8)}
    assert len(hands) > 1


def test_search_decides_from_its_own_view_only():
    a = Game.from_position(_position(["ALT_CORE_B_AX_04_C"] * 2), seed=1)
    b = Game.from_position(_position(["ALT_CORE_B_AX_08_C", "ALT_CORE_B_AX_10_C"]), seed=1)
    assert a.view(0) == b.view(0)
    answers = []
    for g in (a, b):
        p = make_player("search", 3, DECKS[0], DECKS[1], playouts=12, budget=None)
        answers.append(seat_answer(g, p))
        assert "imagined games" in p.reason
    assert answers[0] == answers[1]


def test_search_plays_a_whole_game_legally():
    from engine.ai.match import play_match

    r = play_match([starter_deck("ordis"), starter_deck("muna")], 2, ["search", "greedy"],
                   [{"playouts": 8, "budget": None}, {}])
    assert r["winner"] in (0, 1)
    assert r["stats"][0]["decisions"] > 5
    Game.from_record(r["record"])


def test_a_rebuilt_game_keeps_the_arena_the_ongoing_effects_and_the_ascended():
    """A determinized copy keeps what the view shows besides cards (issue #25's position
    parts): tiebreakers under way (the Arena, 4.3), the Ongoing effects in Limbo
    ("the next Character you play this turn costs 1 less", so the copy's turn offers the
    same cost) and an Ascended Expedition."""
    import tests.example_cards as T
    from engine import Ongoing
    from engine.position import Position, Side, orbs

    big, filler = T.BIG, T.FILLER
    north = Side("North", hand=[big], deck=[filler] * 6, mana=orbs(filler, 1),
                 ascended={"hero"})
    pos = Position((north, Side("South", deck=[filler] * 6)), day=6, turn=0, tiebreak=True,
                   ongoing=(Ongoing("The next Character you play this turn costs 1 less.", 0,
                                    "Foundry Mechanic"),))
    g = Game.from_position(pos)
    v = g.view(0)
    deck = starter_deck("axiom")
    copy = rebuild(v, deck, deck, random.Random(2))
    cv = copy.view(0)
    assert cv["tiebreak"] and [r["name"] for r in cv["adventure"]] == ["Arena"]
    assert [e["text"] for e in cv["emblems"]] == [e["text"] for e in v["emblems"]]
    assert cv["players"][0]["expeditions"]["hero"]["ascended"]
    labels = sorted(o.label for o in g.pending.options if o.detail == "play")
    assert labels and sorted(o.label for o in copy.pending.options if o.detail == "play") == labels
