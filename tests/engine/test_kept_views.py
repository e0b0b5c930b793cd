"""Card views kept between an AI pilot's views (engine.view.view_for's `kept`, issue
#27): a view built with them equals the one built afresh at every decision, hidden
cards stay hidden, and a card that changed without moving is shown as it is now."""

from __future__ import annotations

import json
import random

from engine.ai.players import make_player, seat_answer
from engine.decks import starter_deck
from engine.game import Game
from engine.gauntlet import ALL, Tally, build_deck, pool
from engine.goldfish_lab import goldfish_game, play_goldfish
from engine.model import Faction, Status


def _same(a, b) -> None:
    assert json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)
    assert list(a) == list(b)  # key order too


def _card_dicts(view):
    """Every card view (dict) a view holds, for identity checks."""
    for p in view["players"]:
        yield from p["hand"] or ()
        yield from p["discard"]
        yield from p["reserve"]
        yield from p["mana"]["cards"] or ()


def test_kept_views_equal_fresh_ones_at_every_decision_of_two_seated_games():
    """Both seats greedy, each with its kept views: at every decision (a Mana Orb is
    exhausted and readied without moving, cards move between zones, Reserve cards gain
    and lose statuses) the kept view is the fresh one, and some card views were reused."""
    decks = [starter_deck("axiom"), starter_deck("ordis")]
    reused = 0
    for seed in (1, 2):
        g = Game.new(decks, seed=seed)
        ais = [make_player("greedy", seed), make_player("greedy", seed + 1)]
        kept: list[dict] = [{}, {}]
        before: list[set[int]] = [set(), set()]
        while g.pending is not None and g.day <= 12:
            seat = g.pending.player
            view = g.view(seat, kept[seat])
            _same(view, g.view(seat))
            ids = {id(c) for c in _card_dicts(view)}
            reused += len(ids & before[seat])
            before[seat] = ids
            g.answer(seat_answer(g, ais[seat], kept=kept[seat]))
    assert reused > 100


def test_kept_views_equal_fresh_ones_in_whole_pool_goldfish_games():
    deck = build_deck(Faction("AX"), pool(ALL), Tally(), random.Random(1))
    assert deck is not None
    for seed in (1, 2, 3):
        g = goldfish_game(deck, seed)
        ai = make_player("greedy", seed)
        kept: dict = {}
        while g.pending is not None and g.day <= 12:
            if g.pending.player == 0:
                _same(g.view(0, kept), g.view(0))
                g.answer(seat_answer(g, ai, kept=kept))
            else:
                g.answer(g.pending.options[0].id if g.pending.max == 1 and g.pending.min == 1
                         else [])


def test_a_card_changed_without_moving_is_shown_as_it_is_now():
    """A status gained or lost, or a change of controller, with the same oid: the kept
    view is not the stale one."""
    g = Game.new([starter_deck("axiom"), starter_deck("ordis")], seed=3)
    kept: dict = {}
    hand = g._state.players[0].hand
    card = hand[0]
    first = g.view(0, kept)["players"][0]["hand"][0]
    assert g.view(0, kept)["players"][0]["hand"][0] is first  # kept while unchanged
    card.statuses.add(Status.ANCHORED)
    again = g.view(0, kept)["players"][0]["hand"][0]
    assert again["statuses"] == ["anchored"] and first["statuses"] == []
    card.statuses.discard(Status.ANCHORED)
    assert g.view(0, kept)["players"][0]["hand"][0]["statuses"] == []
    card.controller = 1
    assert g.view(0, kept)["players"][0]["hand"][0]["controller"] == 1
    orb = g._state.players[0].mana[0] if g._state.players[0].mana else None
    if orb is not None:
        was = g.view(0, kept)["players"][0]["mana"]["cards"][0]["exhausted"]
        orb.statuses ^= {Status.EXHAUSTED}
        assert g.view(0, kept)["players"][0]["mana"]["cards"][0]["exhausted"] is not was
    _same(g.view(0, kept), g.view(0))


def test_one_kept_dict_shows_no_hidden_card_to_the_other_seat():
    """Card views are the same whoever looks; which cards a view lists is the viewer's:
    a dict of kept views filled by seat 0 shows seat 1 neither 0's hand nor its Mana."""
    g = Game.new([starter_deck("axiom"), starter_deck("ordis")], seed=4)
    kept: dict = {}
    g.view(0, kept)
    other = g.view(1, kept)
    _same(other, g.view(1))
    assert other["players"][0]["hand"] is None and other["players"][0]["mana"]["cards"] is None
    assert g.view(None, kept)["players"][0]["hand"] is None


def test_the_apps_views_share_no_card_dict():
    """Without `kept` every view is built afresh: a caller may change its copy."""
    g = Game.new([starter_deck("axiom"), starter_deck("ordis")], seed=5)
    a, b = g.view(0)["players"][0]["hand"], g.view(0)["players"][0]["hand"]
    assert a == b and all(x is not y for x, y in zip(a, b, strict=True))


def test_the_lab_plays_the_same_games_with_kept_views(monkeypatch):
    """The lab's games with kept views are the ones its pilot plays seeing fresh views."""
    import engine.goldfish_lab as lab

    deck = starter_deck("lyra")
    kept_games = [play_goldfish(deck, s) for s in (6, 7)]
    monkeypatch.setattr(lab, "seat_answer", lambda g, ai, kept=None: seat_answer(g, ai))
    assert [play_goldfish(deck, s) for s in (6, 7)] == kept_games


def test_cards_in_an_expedition_follow_the_passives(monkeypatch):
    """In an Expedition a passive may change a card's statistics and keywords with
    nothing of the card changing (2.3.1): those views are never kept."""
    from engine.model import Stats

    g = Game.new([starter_deck("axiom"), starter_deck("ordis")], seed=1)
    ais = [make_player("greedy", 1), make_player("greedy", 2)]
    while not g._state.expedition_zone:
        g.answer(seat_answer(g, ais[g.pending.player]))
    card = g._state.expedition_zone[0]
    kept: dict = {}

    def shown(view):
        p = view["players"][card.controller]
        return next(c for c in p["expeditions"][card.expedition]["cards"] if c["oid"] == card.oid)

    assert shown(g.view(0, kept)) == shown(g.view(0))
    # on the class: a state's attributes are slots (engine.state), its methods read-only
    monkeypatch.setattr(type(g._state), "stats", lambda self, c: Stats(9, 8, 7))
    monkeypatch.setattr(type(g._state), "keywords", lambda self, c: {"gigantic": None})
    now = shown(g.view(0, kept))
    assert now["stats"] == [9, 8, 7] and now["keywords"] == {"gigantic": None}
