"""The later sets' decisions answered from the table, on real engine decisions: modes
picked one after another, a region for a Terrain Marker (clicked on the Adventure track),
and a card played during an effect (Rush)."""

from __future__ import annotations

from engine import Game, Position, Side, orbs
from engine.model import Phase, Terrain
from engine.position import Tumult
from tests.gui.conftest import make_window

BR = "ALT_CORE_B_BR_01_C"  # Kojo & Booda
AX = "ALT_CORE_B_AX_01_C"
TRAINEE = "ALT_CORE_B_BR_09_C"  # Haven Trainee, 2 mana
SIGNET = "ALT_CYCLONE_B_MU_79_C"  # Muna Signet: Choose one (3rd: a Forest Terrain Marker)
TEAMMATE = "ALT_CYCLONE_B_BR_67_C"  # Altrun Teammate: [J] You may Rush to give me 1 boost
FILLER = "ALT_CORE_B_AX_04_C"


def _game(hand: list[str]) -> Game:
    adventure = (Tumult(Terrain.FOREST, single_first=False, revealed=True),
                 Tumult(Terrain.MOUNTAIN), Tumult(Terrain.WATER))
    me = Side("Me", hero=BR, hand=hand, deck=[TRAINEE] * 5, mana=orbs(TRAINEE, ready=6))
    them = Side("Them", hero=AX, deck=[FILLER] * 5, mana=orbs(FILLER, ready=3))
    return Game.from_position(Position((me, them), day=2, phase=Phase.AFTERNOON, first=0,
                                       turn=0, adventure=adventure), seed=2)


def _play(win, game: Game, ref: str) -> None:  # type: ignore[no-untyped-def]
    oid = next(c["oid"] for c in game.view(0)["players"][0]["hand"] if c["ref"] == ref)
    win.submit(next(o.id for o in game.pending.options
                    if o.id.split(":")[:2] == ["play", str(oid)]))
    while game.pending.kind == "expedition":
        win.submit(game.pending.options[0].id)


def test_a_terrain_marker_goes_where_the_region_is_clicked(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Muna Signet, third mode: "Place a Forest Terrain Marker on target visible region":
    the panel names the choice, only visible regions light up on the track, a click on a
    face-down one changes nothing, and a click on a lit one places the Marker there."""
    game = _game([SIGNET])
    win = make_window(qtbot, game)
    _play(win, game, SIGNET)
    assert game.pending.kind == "mode"
    assert win.panel.title.text() == "Choose a mode"
    if game.pending.multi:  # ticked in the panel, then confirmed
        win.panel.option_buttons["m:2"].click()
        win.panel.confirm.click()
    else:
        win.panel.option_buttons["m:2"].click()
    d = game.pending
    assert d.kind == "target_region"
    assert win.panel.title.text() == "Choose a region"
    assert "Adventure track" in win.panel.hint.text() and win.panel.hint.isVisibleTo(win)
    visible = {r["index"] for r in game.view(0)["adventure"] if not r["face_down"]}
    assert win.table.region_targets == visible == {0, 1, 2, 7}
    regions = {i.extra["index"]: i for i in win.table.items if i.kind == "region"}
    before = len(game.answers)
    win.table.click_item(regions[3])  # face down: not a choice
    assert len(game.answers) == before and game.pending is d
    win.table.click_item(regions[1])
    assert game.pending is not d
    reg = game.view(0)["adventure"][1]
    assert reg["markers"] == ["forest"] and reg["terrains"] == ["forest"]
    assert reg["printed"] == ["mountain", "water"]
    assert win.table.region_targets == set()
    # the track shows the region as it is now, and says why in its tooltip
    shown = next(i for i in win.table.items if i.kind == "region" and i.extra["index"] == 1)
    assert shown.extra["terrains"] == ["forest"]
    assert "Terrain Marker" in win.table.describe(shown)


def test_rush_is_offered_as_a_card_to_play_now(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Rush, reminder text: "Rush means playing another card immediately." The panel says
    a card can be played now, the card offered glows, and clicking it plays it."""
    game = _game([TEAMMATE, TRAINEE])
    win = make_window(qtbot, game)
    _play(win, game, TEAMMATE)
    d = game.pending
    assert d.kind == "choose_card" and d.player == 0
    assert win.panel.title.text() == "Play a card now"
    assert "glowing card" in win.panel.hint.text()
    trainee = next(c["oid"] for c in game.view(0)["players"][0]["hand"] if c["ref"] == TRAINEE)
    assert trainee in win.table.highlight
    assert "skip" in win.panel.option_buttons
    win.table.click_item(win.table.item_for(trainee))
    if game.pending is d:  # several ways to play it: the panel asks which
        win.panel.choose_number(1)
    while game.pending.kind == "expedition":
        win.submit(game.pending.options[0].id)
    zones = {c["ref"]: c["zone"] for p in [game.view(0)["players"][0]]
             for e in ("hero", "companion") for c in p["expeditions"][e]["cards"]}
    assert zones.get(TRAINEE) == "expedition"


AX_SIGNET = "ALT_CYCLONE_B_AX_76_R1"  # Axiom Signet: Fleeting. Choose two: ...


def test_choose_two_is_answered_one_mode_at_a_time(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Axiom Signet: "Choose two": the modes are chosen as the card is played (5.1.2.c), one
    after another in the order they will resolve; the panel counts them and a mode already
    chosen is not offered again; "Back" before the first one returns to the turn."""
    game = _game([AX_SIGNET])
    win = make_window(qtbot, game)
    _play(win, game, AX_SIGNET)
    d = game.pending
    assert d.kind == "mode" and "(1 of 2)" in d.prompt
    assert win.panel.title.text() == "Choose a mode"
    assert win.panel.prompt.text() == d.prompt
    assert set(win.panel.option_buttons) == {"m:0", "m:1", "m:2", "back"}
    win.panel.option_buttons["back"].click()
    assert game.pending.kind == "turn"
    _play(win, game, AX_SIGNET)
    win.panel.option_buttons["m:0"].click()
    d = game.pending
    assert d.kind == "mode" and "(2 of 2)" in win.panel.prompt.text()
    assert set(win.panel.option_buttons) == {"m:1", "m:2"}
    win.panel.option_buttons["m:2"].click()
    assert game.pending.kind != "mode"


SANTA = "ALT_ALIZE_B_LY_37_C"  # Starting with you, each player may immediately play ... free


def test_the_opponent_answers_their_own_play_now(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Santa Claus: "Starting with you, each player may immediately play a card with Hand
    Cost 3 or less for free." After its player declines, the opponent decides in the
    middle of the other's turn: the panel turns to them, with their card to click."""
    me = Side("Me", hero=BR, hand=[SANTA, TRAINEE], deck=[TRAINEE] * 5,
              mana=orbs(TRAINEE, ready=6))
    them = Side("Them", hero=AX, hand=[FILLER], deck=[FILLER] * 5, mana=orbs(FILLER, ready=3))
    game = Game.from_position(Position((me, them), day=2, phase=Phase.AFTERNOON, first=0,
                                       turn=0), seed=2)
    win = make_window(qtbot, game)
    _play(win, game, SANTA)
    while game.pending.kind != "choose_card":  # the Reaction waiting in Limbo, if asked
        win.submit(game.pending.options[0].id)
    assert game.pending.player == 0 and win.panel.title.text() == "Play a card now"
    win.panel.option_buttons["skip"].click()
    d = game.pending
    assert d.kind == "choose_card" and d.player == 1
    assert win.session.viewer() == 1 and win.panel.decision is d
    assert win.panel.title.text() == "Play a card now"
    theirs = next(c["oid"] for c in game.view(1)["players"][1]["hand"])
    assert theirs in win.table.highlight
    win.table.click_item(win.table.item_for(theirs))
    if game.pending is d:  # several ways to play it (an Expedition each): the panel asks
        win.panel.choose_number(1)
    while game.pending.kind == "expedition" and game.pending.player == 1:
        win.submit(game.pending.options[0].id)
    v = game.view(1)["players"][1]
    assert [c["ref"] for e in ("hero", "companion") for c in v["expeditions"][e]["cards"]] == \
        [FILLER]


TENGU = "ALT_CYCLONE_B_BR_70_R1"  # When I join — You may Rush. If you do, my Expedition Ascends.


def test_an_ascended_expedition_says_so_on_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Tengu: "When I join — You may Rush. If you do, my Expedition Ascends." The
    Expedition's header and its tooltip say it has Ascended; the other one's do not."""
    game = _game([TENGU, TRAINEE])
    win = make_window(qtbot, game)
    _play(win, game, TENGU)
    while game.pending.kind != "turn" or game.pending.player != 0:
        d = game.pending
        if d.kind == "choose_card" and d.player == 0:
            win.submit(next(o.id for o in d.options if o.id != "skip"))
        else:
            win.submit("pass" if any(o.id == "pass" for o in d.options) else d.options[0].id)
    exps = {i.exp: i for i in win.table.items if i.kind == "expedition" and i.player == 0}
    assert "Ascended" in win.table.describe(exps["hero"])
    assert "Ascended" not in win.table.describe(exps["companion"])
    heads = [op.key for op in win.table._list_board() if op.key[0] == "exp_title"]
    assert sum("Ascended" in str(k) for k in heads) == 1  # the title drawn in its header
