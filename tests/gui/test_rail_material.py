"""The side column's rail sits with the felt (review round 18, Look: "the brown wood
sidebar next to the green felt is a slightly uneasy pairing"): smoked wood of the felt's
green-grey family, dark enough that the column's light text reads on it."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from altered_desktop import art_felt, theme


def _mean(img: QImage) -> QColor:
    small = img.scaled(1, 1)  # Qt's box average over the whole rail
    return small.pixelColor(0, 0)


def _rail(w: int = 300, h: int = 700) -> QImage:
    img = QImage(w, h, QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    p = QPainter(img)
    art_felt.paint_rail(p, QRectF(0, 0, w, h))
    p.end()
    return img


def test_the_rail_is_of_the_felts_family_not_brown(qapp):
    rail = _mean(_rail())
    h, s, _v, _a = rail.getHsvF()
    # not an orange-brown: its hue toward the felt's green, its colour muted
    assert rail.green() >= rail.red(), rail.name()
    assert s < 0.3, (rail.name(), s)
    felt_h = theme.FELT.getHsvF()[0]
    assert abs(h - felt_h) < 0.15, (rail.name(), h, felt_h)


def test_the_columns_text_reads_on_the_bare_rail(qapp):
    img = _rail()
    rail = _mean(img)
    for text in (theme.LABEL, theme.LABEL_DIM, theme.GOLD):
        assert theme.contrast(text, rail) >= 4.5, text.name()
    # and on its lightest streaks too (the lit bevel left aside)
    small = img.copy(20, 0, img.width() - 20, img.height()).scaled(28, 70)
    lightest = max((small.pixelColor(x, y) for x in range(28) for y in range(70)),
                   key=theme.luminance)
    assert theme.contrast(theme.LABEL_DIM, lightest) >= 4.5, lightest.name()


def _of_the_rails_family(c: QColor) -> None:
    h, s, _v, _a = c.getHsvF()
    rail_h = theme.WOOD.getHsvF()[0]
    assert c.green() >= c.red(), c.name()  # not walnut
    assert s < 0.3 and abs(h - rail_h) < 0.12, (c.name(), h, rail_h)


def _grab_mean(widget) -> QColor:  # type: ignore[no-untyped-def]
    return widget.grab().toImage().scaled(1, 1).pixelColor(0, 0)


def test_the_teaching_log_is_of_the_rails_wood_docked_and_lying_over(qtbot):
    """Round 19: the log at the left stayed brown while the rail at the right had
    turned green-grey wood; the log's body, list and rule box are of the rail's wood,
    docked and as a drawer, and its routine lines and words still read on them."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMainWindow

    from altered_desktop import log_dock

    win = QMainWindow()
    qtbot.addWidget(win)
    dock = log_dock.LogDock(win)
    win.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    win.resize(900, 600)
    win.show()
    qtbot.waitExposed(win)
    for over in (False, True):
        dock.lie_over(win, over)
        qtbot.wait(20)
        for part in (dock.tree.viewport(), dock.explain, dock.widget()):
            _of_the_rails_family(_grab_mean(part))
    for ground in (theme.DOCK_FILL, theme.DOCK_FIELD):
        _of_the_rails_family(ground)
        for text in (QColor(log_dock.ROUTINE_COLOUR), QColor("#f3ead3"), QColor("#d9c9a8")):
            assert theme.contrast(text, ground) >= 4.5, (text.name(), ground.name())
    _of_the_rails_family(theme.SIDE_FILL)
