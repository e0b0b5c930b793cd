"""Night's cards whole at every frame (review r13 #3): at Rest (4.2.5.b) the cards that
leave an Expedition were drawn as chips ("Fo… M…", "Or… Ca…", no statistics) because
the emptied Expedition had already become a strip while they waited in it.  Frame by
frame of the Night show at 1366x768 (offscreen, the window inside a screen of that
size), every card the table draws - by the show (waiting, leaving, arriving) or by the
board (the Expeditions' cards) - writes its name whole, its name box in sight and
uncovered, and its statistics, whatever the layout of the zones is."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from altered_desktop import card_painter, card_tile, table_motion
from altered_desktop.table_layout import listed_whole
from altered_desktop.table_motion import DUSK_SHARE, NIGHT_GLIDE, landing_rect
from altered_desktop.table_paint import listed_layout
from tests.gui.test_dusk_show import _at

SIZE = (1366, 768)
#: from just before Night to just after its last card lands
FRAMES = [DUSK_SHARE - 0.005 + (NIGHT_GLIDE + 0.03) * k / 20 for k in range(21)]


class ShowRecorder:
    """Keeps every card the painting functions the Night show calls are handed in one
    frame: (how it is drawn, its rectangle, the card)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.drawn: list[tuple[str, QRectF, dict[str, Any] | None]] = []
        for name, look in (("paint_card", "card"), ("paint_pile_top", "pile"),
                           ("paint_back", "back")):
            monkeypatch.setattr(card_painter, name, self._wrap(getattr(card_painter, name),
                                                               look))
        monkeypatch.setattr(table_motion, "draw_listed_card",
                            self._wrap(table_motion.draw_listed_card, "listed"))

    def _wrap(self, fn: Any, look: str) -> Any:
        def recording(p: QPainter, r: QRectF, *args: Any, **kw: Any) -> Any:
            card = args[0] if args and isinstance(args[0], dict) else None
            if look == "card" and (kw.get("tile") or (kw.get("tile") is None
                                                      and card_tile.is_tile(r))):
                self.drawn.append(("tile", QRectF(r), card))
            else:
                self.drawn.append((look, QRectF(r), card))
            return fn(p, r, *args, **kw)

        return recording

    def frame(self, table) -> list[tuple[str, QRectF, dict[str, Any] | None]]:  # type: ignore[no-untyped-def]
        """Paint the table's pointer layer (where the show draws) as the table does."""
        self.drawn = []
        img = QImage(table.width(), table.height(), QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(0)
        p = QPainter(img)
        table._paint_pointer_layer(p)
        p.end()
        return list(self.drawn)


def name_rect(look: str, r: QRectF, card: dict[str, Any]) -> QRectF:
    """Where a card drawn so writes its name."""
    name = str(card["name"])
    if look == "tile":
        return card_tile.name_box(r, name)
    if look == "pile":
        return card_tile.name_box(r.adjusted(0, 0, -card_painter.PILE_DEPTH,
                                             -card_painter.PILE_DEPTH), name)
    if look == "listed":
        return QRectF(r)
    return card_painter.name_box(r, name)[0]


def whole_problems(look: str, r: QRectF, card: dict[str, Any], in_play: bool) -> list[str]:
    """What a card drawn as `look` in `r` fails to show: its name whole (no "…"), its
    statistics (digits of the floor's 14 px for a card in an Expedition)."""
    name, stats = str(card["name"]), card.get("stats")
    out = []
    if look == "tile":
        if not card_tile.fully_shown(name, r):
            out.append(f"{name!r} cut on a tile of {r.width():.0f}x{r.height():.0f}")
        if stats and (card_tile.name_only(r, card) or not card_tile.digits_fit(r, stats)):
            out.append(f"{name!r}: no room for its statistics at {r.size()}")
        if stats and in_play and card_tile.stat_px(r) < 14.0:
            out.append(f"{name!r}: digits of {card_tile.stat_px(r):.1f} px in an Expedition")
    elif look == "pile":
        if not card_tile.fully_shown(name, r.adjusted(0, 0, -card_painter.PILE_DEPTH,
                                                      -card_painter.PILE_DEPTH)):
            out.append(f"{name!r} cut on a pile's top")
    elif look == "listed":
        if not listed_whole(card, r):
            out.append(f"{name!r} cut on a Reserve's line")
        if stats and len(listed_layout(r, card)[1]) != len(stats):
            out.append(f"{name!r}: a Reserve line without its statistics")
    else:
        box, px = card_painter.name_box(r, name)
        if not card_painter.is_fully_shown(name, box, px, bold=True):
            out.append(f"{name!r} cut on a card of {r.size()}")
    return out


def night_problems(win, recorder: ShowRecorder) -> tuple[list[str], int]:  # type: ignore[no-untyped-def]
    """Every card drawn at every frame of the Night show that is not whole, and how
    many cards the show drew in all."""
    table, show = win.table, win.table.motion
    out: list[str] = []
    seen = 0
    bounds = QRectF(table.rect())
    for t in FRAMES:
        if not show.running:
            break
        _at(show, t)
        drawn = [d for d in recorder.frame(table) if d[2] is not None]
        marks = table._marks()
        hidden = marks.moving | marks.waiting
        board = [(("tile" if i.extra.get("tile") or card_tile.is_tile(i.rect) else "card"),
                  i.rect, i.card) for i in table.items
                 if i.kind == "card" and i.card and i.oid not in hidden
                 and i.card.get("zone") == "expedition"]
        exps = [i.rect for i in table.items if i.kind == "expedition"]
        seen += len(drawn)
        # a card arriving is drawn in its place as the board draws it there once it
        # has landed (test_night_arrivals): a Reserve's line as the layout sets it
        landing = {(c.oid, landing_rect(c).getRect()) for c in show.cards}
        settled = {(i.oid, i.rect.getRect()) for i in table.items if i.kind in ("card",
                                                                                "discard")}
        for look, r, card in [*board, *drawn]:
            in_play = any(e.contains(r.center()) for e in exps)
            if not in_play and (card["oid"], r.getRect()) in landing:
                piles = {x for x in settled if x[0] == card["oid"]}
                assert piles, f"{card['name']!r} arrives where the board has no place for it"
                continue
            out += [f"t={t:.3f}: {p}" for p in whole_problems(look, r, card, in_play)]
            nb = name_rect(look, r, card)
            if not bounds.contains(nb):
                out.append(f"t={t:.3f}: {card['name']!r}'s name outside the table")
        # no card the show draws covers the name of one drawn before it, nor the name
        # of a card the board draws
        for k, (look, r, card) in enumerate(drawn):
            nb = name_rect(look, r, card).adjusted(1, 1, -1, -1)
            for _l, over, other in [*drawn[k + 1:]]:
                if other is card and over == r:
                    continue  # (a fading card's name drawn again whole over itself)
                if over.intersects(nb):
                    out.append(f"t={t:.3f}: {other['name']!r} covers {card['name']!r}'s name")
        for look, r, card in board:
            nb = name_rect(look, r, card).adjusted(1, 1, -1, -1)
            for _l, over, other in drawn:
                if over.intersects(nb):
                    out.append(f"t={t:.3f}: {other['name']!r} covers {card['name']!r}'s name")
    return out, seen


def test_night_draws_the_reviews_leaving_cards_whole(qtbot, monkeypatch):
    """Review r13 #3: the played game's day 3 (tools/played_game.py), Lithium's
    Companion cards (Foundry Mechanic, Ordis Cadets) going to Reserve at Rest."""
    from tests.gui.test_dusk_totals import played_dusk

    recorder = ShowRecorder(monkeypatch)
    win, _game = played_dusk(qtbot, SIZE)
    show = win.table.motion
    names = {c.card["name"] for c in show.cards if c.card}
    assert {"Foundry Mechanic", "Ordis Cadets"} <= names
    problems, seen = night_problems(win, recorder)
    assert not problems, problems[:8]
    assert seen >= 2 * len(show.cards) or seen > 20  # the show did draw its cards


def test_night_draws_every_card_whole_on_the_review_table(qtbot, monkeypatch):
    """The review's day-3 table (tools/table_scenes.py): Characters to Reserve, a
    Fleeting one to the Discard pile (2.4.6.d), a crowded Reserve."""
    from tests.gui.test_dusk_show import _day3_dusk

    recorder = ShowRecorder(monkeypatch)
    win, _game = _day3_dusk(qtbot, size=SIZE)
    assert win.table.motion.cards
    problems, seen = night_problems(win, recorder)
    assert not problems, problems[:8]
    assert seen > 0


@pytest.mark.parametrize("second", [False, True])
def test_the_night_replayed_after_a_handoff_draws_every_card_whole(qtbot, monkeypatch,
                                                                    second):
    """The same Night replayed to a seat after the hand-off (after Clean-up, 4.2.5.c,
    for the second seat: cards also leave a Reserve)."""
    from tests.gui.test_dusk_show import _replay_after_handoff

    recorder = ShowRecorder(monkeypatch)
    win, _game, _seat, _at_dusk = _replay_after_handoff(qtbot, second)  # (1500x940)
    assert win.table.motion.telling
    problems, seen = night_problems(win, recorder)
    assert not problems, problems[:8]
    assert seen > 0
