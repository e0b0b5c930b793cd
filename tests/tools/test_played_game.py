"""The game the review's screenshots are taken from (tools/played_game.py) still holds
what the review judges, played from its start by the Greedy AI on both seats: should an
engine or AI change lose a scene, this says which, instead of a screenshot quietly
showing something else."""

from __future__ import annotations

from tools import played_game


def _controllers(view) -> dict[int, int]:  # type: ignore[no-untyped-def]
    return {c["oid"]: p["index"] for p in view["players"]
            for e in p["expeditions"].values() for c in e["cards"]}


def test_day_three_turn_and_a_target_on_both_sides():
    game = played_game.new_game()
    played_game.play_to(game, played_game.DAY3_TURN)
    view = game.view(None)
    d = game.pending
    assert (view["day"], view["phase"], d.player, d.kind) == (3, "Afternoon", 0, "turn")
    assert len(game.log) > 100  # two days and a half of history for the log and recap
    lithium = view["players"][1]["expeditions"]
    assert max(len(e["cards"]) for e in lithium.values()) >= 3
    # Lyra Cloth Dancer (2.4.6: Fleeting) may target a Character of either side
    game.answer(played_game.option_playing(d, played_game.CLOTH_DANCER).id)
    t = game.pending
    assert t.player == 0 and t.kind == "target"
    owners = _controllers(game.view(None))
    targets = [o for opt in t.options for o in opt.objects]
    assert len(targets) >= 6
    assert {owners.get(o) for o in targets} >= {0, 1}


def test_a_late_hotseat_turn_shows_the_full_board_the_review_asks_for():
    """table-review.md item 2: a hotseat turn on day 3 or later, three Characters or
    more in each player's Expeditions (2.2.5 tokens are Characters too), a boost
    (2.4.1 boost counters) on some, a Landmark in play and two cards or more in a
    Reserve; Ninette to play just after Lithium, so the hand-off comes first."""
    game = played_game.new_game(played_game.FULL_BOARD_SEED)
    played_game.play_to(game, played_game.FULL_BOARD_TURN - 1)
    assert game.pending.player == 1  # Lithium's turn, then the hand-off
    played_game.play_to(game, played_game.FULL_BOARD_TURN)
    view = game.view(None)
    d = game.pending
    assert d.player == 0 and d.kind == "turn" and view["day"] >= 3
    players = view["players"]
    in_play = [[c for e in p["expeditions"].values() for c in e["cards"]] for p in players]
    characters = [sum(c["type"] in ("character", "token") for c in cards) for cards in in_play]
    assert min(characters) >= 3, characters
    assert any(c["boosts"] > 0 for cards in in_play for c in cards)
    assert sum(len(p["landmarks"]) for p in players) >= 1
    assert max(len(p["reserve"]) for p in players) >= 2
    assert len(game.log) > 200  # days of history for the log and the recap


def test_the_day_ends_with_markers_moving_and_a_crowded_reserve_at_night():
    """4.2.4 (Progress) moves a marker; 4.2.5.c (Clean-up) asks Lithium to keep two of
    three cards in Reserve."""
    game = played_game.new_game()
    pilots = played_game.play_to(game, played_game.DAY3_LAST_TURN)
    before = [p["expeditions"][e]["position"] for p in game.view(None)["players"]
              for e in ("hero", "companion")]
    cleanup = None
    while game.pending is not None and game.day == 3:
        if game.pending.kind == "cleanup":
            cleanup = game.pending
            reserve = game.view(None)["players"][cleanup.player]["reserve"]
            assert len(reserve) > game.view(None)["players"][cleanup.player]["reserve_limit"]
        game.answer(pilots.answer(game))
    after = [p["expeditions"][e]["position"] for p in game.view(None)["players"]
             for e in ("hero", "companion")]
    assert before != after
    assert any(e.rule == "4.2.4.b" for e in game.log if e.day == 3)
    assert cleanup is not None and cleanup.player == 1


def test_the_game_is_played_to_its_end_the_same_way_every_time():
    a, b = played_game.new_game(), played_game.new_game()
    played_game.play_to(a, 10**6)
    played_game.play_to(b, 10**6)
    assert a.over and a.answers == b.answers
