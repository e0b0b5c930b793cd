"""The greedy player (engine.ai): legal answers, decisions from its own view only, and
clearly stronger than random."""

from __future__ import annotations

import json

import pytest

from engine import Game, Position, Side, orbs
from engine.ai import make_player, seat_answer
from engine.ai.match import play_match
from engine.ai.strength import wilson
from engine.decks import starter_deck
from engine.model import Phase
from engine.sim import main as sim_main

BR = "ALT_CORE_B_BR_01_C"  # Kojo & Booda
TRAINEE = "ALT_CORE_B_BR_09_C"  # Haven Trainee, 2 mana, 3/1/1
BOUNCER = "ALT_CORE_B_BR_15_C"  # Haven Bouncer, 3 mana, 2/2/2
AX = "ALT_CORE_B_AX_01_C"


def _position(their_hand: list[str]) -> Position:
    me = Side("Me", hero=BR, hand=[TRAINEE, BOUNCER], deck=[TRAINEE] * 5,
              mana=orbs(TRAINEE, ready=3))
    them = Side("Them", hero=AX, hand=their_hand, deck=["ALT_CORE_B_AX_04_C"] * 5,
                mana=orbs("ALT_CORE_B_AX_04_C", ready=3))
    return Position((me, them), day=2, phase=Phase.AFTERNOON, first=0, turn=0)


def test_greedy_decides_from_its_own_view_only():
    """Two games that differ only in the opponent's hidden hand give the same view, so the
    same answer (hidden cards are never an input, 1.1.2 / 3.2.2: a hand is hidden)."""
    a = Game.from_position(_position(["ALT_CORE_B_AX_04_C"] * 2), seed=1)
    b = Game.from_position(_position(["ALT_CORE_B_AX_08_C", "ALT_CORE_B_AX_10_C"]), seed=1)
    assert a.pending.kind == "turn" and a.pending.player == 0
    va, vb = a.view(0), b.view(0)
    assert va["players"][1]["hand"] is None and va == vb  # the seat cannot tell them apart
    ans_a = seat_answer(a, make_player("greedy"))
    ans_b = seat_answer(b, make_player("greedy"))
    assert ans_a == ans_b


def test_asking_for_an_answer_after_the_game_ended_is_a_clear_error():
    r = play_match([starter_deck("lyra"), starter_deck("yzmir")], 3, ["greedy", "greedy"])
    g = Game.from_record(r["record"])
    assert g.pending is None
    with pytest.raises(ValueError, match="the game is over"):
        seat_answer(g, make_player("greedy"))


def test_greedy_plays_a_character_where_it_wins_the_next_dusk():
    """With mana to spare and an empty board, the greedy player plays a Character rather
    than pass, and explains it (4.2.3.d: passing ends its Afternoon)."""
    g = Game.from_position(_position(["ALT_CORE_B_AX_04_C"]), seed=1)
    p = make_player("greedy")
    ans = seat_answer(g, p)
    assert ans.startswith("play:"), ans
    assert "Expedition" in p.reason


def test_greedy_answers_are_legal_through_whole_games():
    for seed in range(4):
        r = play_match([starter_deck("lyra"), starter_deck("yzmir")], seed, ["greedy", "greedy"])
        assert r["winner"] in (0, 1)
        Game.from_record(r["record"])  # every answer replays as legal


def test_greedy_beats_random_on_most_seatings():
    wins = 0
    pairs = [("axiom", "bravos"), ("muna", "ordis"), ("lyra", "yzmir")]
    n = 0
    for k, (a, b) in enumerate(pairs):
        for seat in (0, 1):
            pols = ["greedy", "random"] if seat == 0 else ["random", "greedy"]
            r = play_match([starter_deck(a), starter_deck(b)], 40 + k, pols)
            wins += r["winner"] == seat
            n += 1
    assert wins >= n - 1


def test_wilson_interval():
    lo, hi = wilson(90, 100)
    assert 0.82 < lo < 0.84 and 0.94 < hi < 0.95
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(10, 10)[1] == 1.0


def test_altered_sim_plays_greedy_in_one_seat(capsys):
    assert sim_main(["--games", "3", "--seat-policies", "greedy,random", "--json"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["policies"] == ["greedy", "random"] and out["errors"] == 0
    assert sim_main(["--games", "1", "--seat-policies", "greedy,nobody"]) == 2


def test_greedy_answers_without_a_view_only_what_the_view_would_not_change():
    """`answer_without_view` gives the one option of a single choice (as `decide` does,
    whatever the view) and leaves the player as it was; several options, a multiple
    choice or a lone Quick action are left to `decide`."""
    from engine.ai.greedy import Greedy
    from engine.decisions import Decision, DecisionKind, Option
    from engine.view import view_for
    from tests.state_access import state_of

    p = Greedy(3)
    state = p.rng.getstate()
    only = Decision(0, DecisionKind.TURN, "Your turn", (Option("pass", "Pass"),))
    g = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=2)
    view = view_for(state_of(g), 0, only)
    assert p.answer_without_view(only) == "pass" == p.decide(view, only)
    assert p.rng.getstate() == state and p._quick_used == {}
    two = Decision(0, DecisionKind.TURN, "Your turn", (Option("pass", "Pass"), Option("x", "X")))
    quick = Decision(0, DecisionKind.TURN, "Your turn", (Option("quick:5:0", "Quick"),))
    multi = Decision(0, DecisionKind.CLEANUP, "Keep", (Option("a", "A"),), min=0, max=1)
    assert [p.answer_without_view(d) for d in (two, quick, multi)] == [None, None, None]


def _old_play_worth(view, base, card, cost, exp, sides):
    """What the greedy player weighed a play with before `NextDusk` and worded reasons
    (issue #27): the whole forecast again for each option, every reason worded."""
    from engine.ai.read import forecast, stat_dict

    if card.get("stats") and exp is not None:
        gain = forecast(view, {exp: stat_dict(card["stats"])}, sides) - base
        total = sum(card["stats"])
        return (gain + 0.35 * total - 0.45 * cost,
                f"{card['name']} in the {exp} Expedition changes the next Dusk by "
                f"{gain:+.1f} ({total} statistics for {cost} mana)")
    return (0.8 + 0.5 * (card.get("hand_cost") or 0) - 0.45 * cost,
            f"{card['name']} for {cost} mana: its effect is worth the card")


def test_a_play_is_weighed_as_the_whole_forecast_weighed_it():
    """issue #27: a turn decision works out the forecast once (`NextDusk`) and again only
    for the Expedition an option's card joins, and words the reason of the option it
    takes only; at every turn decision of whole-pool goldfish games and two-seated games
    each option's value is the very float, and its reason the words, of the whole
    forecast worked out again, and `score_turn` from the decision's options is the one
    from the view's."""
    import random as _random

    from engine.ai import greedy, read
    from engine.gauntlet import ALL, Tally, build_deck, pool
    from engine.goldfish_lab import goldfish_game
    from engine.model import Faction
    from engine.policies import idle_answer

    deck = build_deck(Faction("AX"), pool(ALL), Tally(), _random.Random(1))
    games = [(goldfish_game(deck, s), [make_player("greedy", s), None]) for s in (4, 5)]
    games.append((Game.new([starter_deck("lyra"), starter_deck("bravos")], seed=6),
                  [make_player("greedy", 6), make_player("greedy", 7)]))
    weighed = 0
    for g, ais in games:
        while g.pending is not None and g.day <= 12:
            d = g.pending
            ai = ais[d.player]
            if ai is None:
                g.answer(idle_answer(d))
                continue
            if d.kind == "turn":
                view = g.view(d.player)
                sides = read.dusk_sides(view)
                base = read.forecast(view, sides=sides)
                dusk = read.NextDusk(view)
                assert dusk.base == base
                cards = read.cards_by_oid(view)
                for o in d.options:
                    parts = o.id.split(":")
                    card = cards.get(int(parts[1])) if parts[0] == "play" else None
                    if card is None:
                        continue
                    for exp in (*read.EXPS, None):
                        for cost in (0, 2, 5):
                            value, why = greedy._worth(dusk, card, cost, exp)
                            assert (value, greedy._reason(why)) == _old_play_worth(
                                view, base, card, cost, exp, sides)
                            weighed += 1
                assert ai.score_turn(view, d.options) == ai.score_turn(view)
            g.answer(seat_answer(g, ai))
    assert weighed > 300
