"""The day (4.2): Morning effects, Afternoon turns, Progress at Dusk, Night, victory."""

from __future__ import annotations

from engine import Game
from engine.model import Phase, Status, Zone
from engine.policies import idle_answer
from tests.engine.helpers import answer_until, deck, filler, next_day, put, vanilla
from tests.state_access import state_of


def table(seed: int = 1) -> Game:
    """Two decks of costly filler (nobody can play anything), at the first turn."""
    g = Game.new([deck(filler()), deck(filler())], seed=seed, names=("Ann", "Bob"))
    answer_until(g, "turn")
    return g


def test_4_2_1_morning_succeed_prepare_draw_expand() -> None:
    """4.2.1.b-e: first player changes, all readied, two cards drawn, Expand optional."""
    g = table()
    first = state_of(g).first
    orb = state_of(g).players[0].mana[0]
    orb.statuses.add(Status.EXHAUSTED)
    hand = [len(p.hand) for p in state_of(g).players]
    g.answer("pass")
    answer_until(g, "expand")
    assert state_of(g).first == 1 - first  # Succeed
    assert not orb.exhausted  # Prepare
    assert [len(p.hand) for p in state_of(g).players] == [h + 2 for h in hand]  # Draw
    d = g.pending
    assert d.player == state_of(g).first and d.options[-1].id == "skip"  # initiative order (4.2.1.e)
    card_id = d.options[0].id
    g.answer(card_id)
    mana = state_of(g).players[d.player].mana
    assert len(mana) == 4 and not mana[-1].exhausted  # ready Mana Orb (4.2.1.e)
    assert g.pending.kind == "expand" and g.pending.player == 1 - d.player
    g.answer("skip")
    assert len(state_of(g).players[1 - d.player].mana) == 3


def test_4_2_3_turns_alternate_until_both_pass() -> None:
    """4.2.3.b-e: after a pass the other player takes turns in a row until they pass."""
    v = vanilla("TEST_CHEAP", (1, 1, 1), cost=1)
    g = Game.new([deck([v] * 30), deck([v] * 30)], seed=5, names=("Ann", "Bob"))
    answer_until(g, "turn")
    a = g.pending.player
    g.answer("pass")
    b = g.pending.player
    assert b == 1 - a
    g.answer(next(o.id for o in g.pending.options if o.detail == "play"))
    assert g.pending.kind == "turn" and g.pending.player == b  # a passed: b plays again
    g.answer("pass")
    assert state_of(g).phase is not Phase.AFTERNOON


def _progress(g: Game) -> dict[tuple[int, str], int]:
    before = {(p.index, e): p.distance(e) for p in state_of(g).players for e in ("hero", "companion")}
    next_day(g)
    return {k: state_of(g).players[k[0]].distance(k[1]) - v for k, v in before.items()}


def test_4_2_4_progress_beats_ties_and_zero() -> None:
    """4.2.4.b,e,f,g: greater positive statistic moves forward once; a tie or 0 does not."""
    strong = vanilla("TEST_STRONG", (3, 0, 0), cost=9)
    even = vanilla("TEST_EVEN", (2, 2, 2), cost=9)
    g = table()
    put(g, strong, 0, Zone.EXPEDITION, "hero")  # 3/0/0 vs nothing: moves
    put(g, even, 0, Zone.EXPEDITION, "companion")  # 2/2/2 vs 2/2/2: tie everywhere
    put(g, even, 1, Zone.EXPEDITION, "companion")
    moved = _progress(g)
    assert moved == {(0, "hero"): 1, (0, "companion"): 0, (1, "hero"): 0, (1, "companion"): 0}
    assert any(" stays: " in e.text and e.rule == "4.2.4.i" for e in g.log)  # fails to move


def test_2_4_3_asleep_not_counted_and_stays() -> None:
    """2.4.3: an Asleep Character adds nothing at Dusk and stays at Rest, losing Asleep."""
    big = vanilla("TEST_BIG", (5, 5, 5), cost=9)
    g = table()
    c = put(g, big, 0, Zone.EXPEDITION, "hero")
    c.statuses.add(Status.ASLEEP)
    moved = _progress(g)
    assert moved[(0, "hero")] == 0
    assert c.zone is Zone.EXPEDITION and Status.ASLEEP not in c.statuses


def test_4_2_5_b_rest_anchored_fleeting_tokens() -> None:
    """Rest: Characters go to Reserve (4.2.5.b); Anchored stays (2.4.2); Fleeting is
    discarded (2.4.6.d); boosts are lost (2.5.j)."""
    plain = vanilla("TEST_PLAIN", (0, 0, 0), cost=9)
    g = table()
    a = put(g, plain, 0, Zone.EXPEDITION, "hero")
    a.counters["boost"] = 2
    b = put(g, plain, 0, Zone.EXPEDITION, "hero")
    b.statuses.add(Status.ANCHORED)
    c = put(g, plain, 0, Zone.EXPEDITION, "companion")
    c.statuses.add(Status.FLEETING)
    next_day(g)
    assert a.zone is Zone.RESERVE and a.boosts == 0
    assert b.zone is Zone.EXPEDITION and Status.ANCHORED not in b.statuses
    assert c.zone is Zone.DISCARD


def test_4_2_5_c_clean_up_keeps_the_limit_in_initiative_order() -> None:
    """4.2.5.c: keep as many Reserve cards as the reserve limit; the rest is discarded,
    the first player choosing first and the second seeing that choice (6.1.h)."""
    plain = vanilla("TEST_PLAIN", (0, 0, 0), cost=9)
    g = table()
    for p in (0, 1):
        for _ in range(4):
            put(g, plain, p, Zone.RESERVE)
    answer_until(g, "cleanup")
    d = g.pending
    assert d.player == state_of(g).first and (d.min, d.max) == (2, 2)
    keep = [o.id for o in d.options[1:3]]
    g.answer(keep)
    d2 = g.pending
    assert d2.kind == "cleanup" and d2.player == 1 - d.player
    assert d2.info and "keeps" in d2.info[0]
    g.answer([o.id for o in d2.options[:2]])
    assert len(state_of(g).players[0].reserve) == 2 and len(state_of(g).players[1].reserve) == 2
    assert len(state_of(g).players[0].discard) >= 2


def test_4_2_5_d_victory_by_distance() -> None:
    """4.2.5.d: once Expeditions meet, the player who travelled further wins."""
    g = table()
    state_of(g).players[0].position = {"hero": 4, "companion": 4}  # 4 + 3 = 7: met
    state_of(g).players[1].position = {"hero": 1, "companion": 6}
    g.answer("pass")
    while g.pending is not None:
        g.answer(idle_answer(g.pending))
    assert g.over and g.winner == 0 and "travelled further" in state_of(g).win_reason


def test_4_2_5_d_the_log_says_how_far_each_player_travelled_of_seven() -> None:
    """4.2.5.d: with no Expeditions met, the log gives each player's sum of regions
    travelled out of the 7 that bring their two Expeditions onto one region (review r8
    #14: "distances 3 and 2" was read as how far apart the markers stood, 4 and 5)."""
    g = table()
    state_of(g).players[0].position = {"hero": 2, "companion": 6}  # 2 + 1 = 3, 4 apart
    state_of(g).players[1].position = {"hero": 1, "companion": 6}  # 1 + 1 = 2, 5 apart
    g.answer("pass")
    answer_until(g, "expand")
    said = [e for e in g.log if e.rule == "4.2.5.d"]
    assert len(said) == 1 and not g.over
    assert said[0].text == ("no Expeditions have met yet: Ann's have travelled 3 of 7 regions, "
                            "Bob's 2 of 7")


def test_4_3_tiebreakers_in_the_arena() -> None:
    """4.3: equal distances after meeting start tiebreakers; Arena Dusk decides (4.3.e)."""
    strong = vanilla("TEST_STRONG", (3, 0, 0), cost=9)
    g = table()
    state_of(g).players[0].position = {"hero": 4, "companion": 4}
    state_of(g).players[1].position = {"hero": 3, "companion": 3}  # 3 + 4 = 7 too
    next_day(g)
    assert state_of(g).tiebreak and len(state_of(g).regions) == 1 and state_of(g).regions[0].name == "Arena"
    assert not g.over
    put(g, strong, 1, Zone.EXPEDITION, "hero")
    g.answer("pass")
    while g.pending is not None:
        g.answer(idle_answer(g.pending))
    assert g.winner == 1 and "tiebreaker" in state_of(g).win_reason


def test_7_3_17_b_tumult_revealed_when_reached() -> None:
    """7.3.17.b: moving into a face-down Tumult region reveals that Tumult card."""
    strong = vanilla("TEST_STRONG_ALL", (3, 3, 3), cost=9)
    g = table()
    put(g, strong, 0, Zone.EXPEDITION, "hero")
    assert state_of(g).regions[1].face_down
    _progress(g)
    assert not state_of(g).regions[1].face_down
    twin = [r for r in state_of(g).regions if r.tumult == state_of(g).regions[1].tumult]
    assert len(twin) == 2 and not any(r.face_down for r in twin)
