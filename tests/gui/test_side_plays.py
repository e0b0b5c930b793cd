"""The side column while the computer thinks (review r9 #6, r10 #9: 330×275 px of empty
brown at 1366 under "Lithium is thinking…").

Under the short prompt panel the computer's plays of the day stand as cards: its last
play as a card tile with its text beside it (a whole card at 1920), its earlier ones a
line each - each one a play the log announced (5.1.2, 5.3), each face read from the
public view (nothing of a Hand).  When the person decides, the box goes: the panel
needs the column."""

from __future__ import annotations

import time
from typing import Any

import pytest

from altered_desktop import ai_seat, side_plays
from altered_desktop.session import Mode
from altered_desktop.visibility import view_oids
from tests.gui.conftest import make_window
from tests.gui.test_hidden_cards import secret_faces
from tools import played_game

SIZES = {"1366x768": (1366, 708), "1920x1080": (1920, 1020)}


def _computer_thinking(qtbot: Any, size: str) -> tuple[Any, Any, Any]:
    """The review's game: Ninette's turn on day 3, then Lithium (the computer, held to
    a slow pace so that it is seen thinking) has the table."""
    game = played_game.new_game()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.resize(*SIZES[size])
    qtbot.wait(20)
    pilots = played_game.play_to(game, played_game.CLOTH_DANCER_TURN, submit=win.submit)
    seat = ai_seat.attach(win, "greedy", pace_ms=60_000)
    win.refresh()
    win.ai_last_move = time.monotonic()
    win.submit(pilots.answer(game))  # Ninette plays: Lithium's turn
    qtbot.wait(60)
    assert game.pending.player == 1 and win.panel.compact
    return win, game, seat


@pytest.mark.parametrize("size", sorted(SIZES))
def test_the_computers_plays_of_the_day_fill_the_column_under_its_panel(qtbot, inline_ai,
                                                                        size):
    win, game, seat = _computer_thinking(qtbot, size)
    box, panel = win.side_plays, win.panel
    assert box.isVisible()
    # every play of the day by Lithium, as the log says them, the last one drawn
    logged = [(e.message.args["card"], e.rule) for e in game.log
              if e.day == game.day and e.seat == 1 and e.rule in ("5.1.2", "5.3")]
    assert logged and [p.name for p in box.plays] == [name for name, _r in logged]
    assert box.title.text() == "Lithium's plays today"
    last = box.plays[-1]
    assert box.face.isVisible() and box.face.card["name"] == last.name
    assert box.face.card["oid"] in view_oids(game.view(None))  # a public object
    # under the panel, inside the side column, down to the table's foot
    table = win.table.rect()
    g, pg = box.geometry(), panel.geometry()
    assert g.top() > pg.bottom() and g.left() == pg.left() and g.width() == pg.width()
    assert g.bottom() <= table.bottom() and table.bottom() - g.bottom() < 20
    if size == "1366x768":  # a tile, its text beside it, read in words
        assert not box.big and box.face.height() < 148
        assert last.name in box.words.text() and "When I join" in box.words.text()
    else:  # room for the whole card: its text on its face
        assert box.big and box.face.height() >= box.BIG_FACE_LEAST
    if len(box.plays) > 1:
        assert box.earlier.isVisible() and box.plays[0].name in box.earlier.text()
    seat.stop()


def test_the_box_goes_when_the_person_decides(qtbot, inline_ai):
    win, game, seat = _computer_thinking(qtbot, "1366x768")
    assert win.side_plays.isVisible()
    seat.stop()
    pilots = played_game.Pilots(game.seed)
    while game.pending is not None and game.pending.player == 1:
        win.submit(pilots.answer(game))
    win.refresh()
    qtbot.wait(20)
    assert game.pending.player == 0 and not win.panel.compact
    assert not win.side_plays.isVisible()


def test_plays_of_the_day_are_read_from_the_log_and_faces_from_public_zones():
    """`plays_of_the_day` keeps a day's plays (cards played, quick actions used) in
    order; `public_face` finds a played card where it is now, or gives None for a card
    no public zone holds."""
    game = played_game.new_game(played_game.FULL_BOARD_SEED)
    played_game.play_to(game, played_game.FULL_BOARD_TURN)
    plays = side_plays.plays_of_the_day(game.log, game.day)
    expected = [e for e in game.log if e.day == game.day and e.rule in ("5.1.2", "5.3")
                and getattr(e.message, "template", "").startswith(("plays ", "uses "))]
    assert [p.index for p in plays] == [game.log.index(e) for e in expected]
    assert {p.how for p in plays} <= {"hand", "reserve", "deck", "quick"}
    public = game.view(None)
    kakoba = next(p for p in plays if p.name.startswith("Kakoba"))
    face = side_plays.public_face(public, kakoba)
    assert face is not None and face["name"] == kakoba.name and face["zone"] == "expedition"
    for p in plays:  # whatever is found is public, never a card of a Hand
        face = side_plays.public_face(public, p)
        assert face is None or face["oid"] in view_oids(public)
    ghost = side_plays.Play(0, "No Such Card", "hand", game.day, 0)
    assert side_plays.public_face(public, ghost) is None


def test_the_box_never_names_a_card_of_the_computers_hand(qtbot, inline_ai):
    """The floor (table-review.md): a whole game against the computer, the box looked
    at whenever it thinks: no word and no face of a card in its Hand or Mana that the
    person never saw."""
    import random

    from altered_desktop.visibility import view_names
    from engine.decks import starter_deck
    from engine.game import Game
    from tests.gui.test_hidden_cards import play_person

    win = make_window(qtbot, Game.new([starter_deck("lyra"), starter_deck("ordis")],
                                      seed=5, names=("A", "B")), Mode.HOTSEAT, handoff=True)
    win.start_new({"mode": Mode.HOTSEAT, "decks": [starter_deck("lyra"),
                                                   starter_deck("ordis")],
                   "seed": 17, "names": ["Ninette", "Lithium"], "handoff": True,
                   "ai": "greedy", "ai_seat": 1, "ai_options": {"pace_ms": 0}})
    rng = random.Random(2)
    seen: set[str] = set()
    looked = 0

    def look() -> None:
        nonlocal looked
        box = win.side_plays
        if not box.isVisible():
            return
        looked += 1
        hidden = set(secret_faces(win.game, 1, 0).values()) - seen
        words = " ".join([box.title.text(), box.words.text(), box.earlier.text()])
        assert not [n for n in hidden if n in words], words
        face = box.face.card
        assert face is None or face["oid"] in view_oids(win.game.view(0))

    win.ai_seat.thinking.connect(lambda _on: look())
    while not win.game.over and len(win.game.answers) < 300:
        seen |= view_names(win.game.view(0))
        if win.game.pending.player == 1:
            qtbot.waitUntil(lambda: win.game.over or win.game.pending.player != 1,
                            timeout=20000)
        else:
            play_person(win, rng)
    assert looked > 3
