"""The teaching log (every entry cites an explained rule) and per-player views."""

from __future__ import annotations

import json
import random

from engine import Game, starter_deck
from engine.decks import STARTER_NAMES
from engine.invariants import InvariantViolation
from engine.policies import random_answer
from engine.rules import RULES, explain
from engine.sim import check_view_hides
from tests.engine.helpers import play_out
from tests.state_access import state_of


def test_whole_games_log_every_event_with_an_explained_rule() -> None:
    """Walk whole games: no entry lacks a rule, and each rule has our explanation."""
    for seed, (a, b) in enumerate([("axiom", "bravos"), ("lyra", "muna"), ("ordis", "yzmir")]):
        g = Game.new([starter_deck(a), starter_deck(b)], seed=seed, names=("Ann", "Bob"))
        play_out(g, seed)
        assert g.log and g.over
        for e in g.log:
            assert e.rule, f"entry without rule: {e}"
            assert explain(e.rule), e
            assert e.text and e.phase and e.day >= 1
        days = {e.day for e in g.log}
        assert days == set(range(1, g.day + 1))


def test_every_listed_rule_has_a_sentence() -> None:
    for number, text in RULES.items():
        assert number[0].isdigit() and len(text) > 15 and text.endswith("."), number


def test_views_hide_the_opponents_hand_and_mana() -> None:
    """Hidden zones are counts (1.2.3.g); Mana Orbs are face down for the opponent (3.2.9)."""
    g = Game.new([starter_deck("axiom"), starter_deck("lyra")], seed=4, names=("Ann", "Bob"))
    rng = random.Random(4)
    for _ in range(60):
        if g.pending is None:
            break
        check_view_hides(g)
        v0 = g.view(0)
        assert v0["players"][0]["hand"] is not None
        assert v0["players"][1]["hand"] is None
        assert v0["players"][1]["hand_count"] == len(state_of(g).players[1].hand)
        assert v0["players"][1]["deck_count"] == len(state_of(g).players[1].deck)
        blob = json.dumps(v0)
        for c in state_of(g).players[1].hand:
            assert f'"oid": {c.oid},' not in blob
        if g.pending.player == 1:
            assert v0["pending"]["waiting"] and "options" not in v0["pending"]
        g.answer(random_answer(g.pending, rng))


def test_view_hiding_check_catches_a_leak() -> None:
    """The simulator's check must fail if a hand card shows up in the other view."""
    g = Game.new([starter_deck("axiom"), starter_deck("lyra")], seed=4, names=("Ann", "Bob"))
    leaked = state_of(g).players[1].hand[0]
    state_of(g).players[0].reserve.append(leaked)  # corrupt on purpose
    try:
        check_view_hides(g)
    except InvariantViolation:
        return
    raise AssertionError("the leak was not detected")


def test_views_of_all_decks_are_json() -> None:
    for name in STARTER_NAMES:
        g = Game.new([starter_deck(name), starter_deck(name)], seed=1, names=("A", "B"))
        json.dumps(g.view(0))
        json.dumps(g.view(None))


def test_log_objects_can_be_followed_to_where_the_card_is_now() -> None:
    """A card changing zones is a new object (1.4.4); the log keeps the old id, and
    `current_oid` tells where that card is now, unless it went to a hidden zone (2.1.j)."""
    from engine.model import Zone

    g = Game.new([starter_deck("bravos"), starter_deck("muna")], seed=2, names=("Ann", "Bob"))
    rng = random.Random(2)

    def rested() -> list:
        return [state_of(g).items[e.objects[0]] for e in g.log if e.rule == "4.2.5.b" and e.objects
                and state_of(g).items[e.objects[0]].zone is Zone.RESERVE]

    while g.pending is not None and not rested():
        g.answer(random_answer(g.pending, rng))
    card = rested()[0]
    old = [e for e in g.log if e.objects and state_of(g).items.get(e.objects[0]) is card
           and e.objects[0] != card.oid]
    assert old, "the card was logged under an earlier id"
    assert g.current_oid(old[0].objects[0]) == card.oid
    assert state_of(g).find(card.oid) is card
    list(state_of(g).move(card, Zone.HAND))
    assert g.current_oid(old[0].objects[0]) is None


def test_token_names_take_the_right_article() -> None:
    g = Game.new([starter_deck("ordis"), starter_deck("axiom")], seed=1, names=("Ann", "Bob"))
    state_of(g).create_token("ALT_CORE_B_OR_32_C", 0, 0, "hero")
    state_of(g).create_token("ALT_CORE_B_AX_31_C", 1, 1, "hero")
    texts = [e.text for e in g.log[-2:]]
    assert texts[0].startswith("creates an Ordis Recruit") and texts[1].startswith("creates a Brassbug")


def test_hand_refs_and_distances_say_what_the_views_say() -> None:
    # issue #27: the goldfish lab reads these after every draw and every day instead of
    # building a whole view; they must never differ from the view
    g = Game.new([starter_deck("axiom"), starter_deck("muna")], seed=5)
    rng = random.Random(5)
    seen = 0

    def compare(_g: Game) -> None:
        nonlocal seen
        for seat in (0, 1):
            v = g.view(seat)["players"][seat]
            assert g.hand_refs(seat) == [c["ref"] for c in v["hand"] or ()]
            assert g.distances(seat) == (v["expeditions"]["hero"]["distance"],
                                         v["expeditions"]["companion"]["distance"])
        seen += 1

    g.watch(compare)
    while g.pending is not None and g.day < 8:
        g.answer(random_answer(g.pending, rng))
    assert seen > 200 and max(g.distances(0) + g.distances(1)) > 0
