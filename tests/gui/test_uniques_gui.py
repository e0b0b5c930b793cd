"""Unique cards in the app (issue #24): entered through Add a unique… with the face
rendered live and each clause not understood underlined, kept in My collection, built into
a deck (three uniques, 1.1.4.g), played, saved and replayed where they are not known; the
card database's JSON imported."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from altered_desktop import collection, deck_builder, goldfish, storage
from altered_desktop.deck_builder import DeckBuilder
from altered_desktop.session import Mode
from altered_desktop.smoke import scripted_step
from altered_desktop.unique_dialog import UniqueDialog
from engine.cards.registry import card_by_ref
from engine.decks import starter_deck, validate_constructed
from engine.game import Game
from engine.uniques.store import forget
from tests.gui.conftest import make_window

#: Axiom Character families the Axiom starter deck does not hold
UNIQUES = [("ALT_CORE_B_AX_05_U_3101", "{J} Draw a card."),
           ("ALT_CORE_B_AX_06_U_3102", "{H} I gain 2 boosts."),
           ("ALT_CORE_B_AX_09_U_3103", "At Noon — I gain 1 boost.")]


@pytest.fixture
def builder(qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(deck_builder, "_model", None)  # a pool model of this test's own
    w = DeckBuilder()
    w._no_prompt = True
    qtbot.addWidget(w)
    w.resize(1500, 900)
    w.show()
    qtbot.waitExposed(w)
    yield w
    deck_builder._model = None
    for ref, _text in UNIQUES:
        forget(ref)


def _type_unique(qtbot, d: UniqueDialog, ref: str, text: str) -> None:  # type: ignore[no-untyped-def]
    d.ref.clear()
    qtbot.keyClicks(d.ref, ref)
    for k, v in zip(("hand_cost", "reserve_cost", "forest", "mountain", "water"),
                    (3, 2, 2, 3, 1), strict=True):
        d.numbers[k].setValue(v)
    d.text.setPlainText(text)  # (QTest cannot type the trigger's dash)
    qtbot.waitUntil(lambda: not d._timer.isActive())  # read as typing pauses


def test_enter_three_uniques_build_play_save_and_replay_anywhere(builder, qtbot, tmp_path):
    seen: dict[str, object] = {}

    def fill(ref: str, text: str, first: bool) -> None:
        d = QApplication.activeModalWidget()
        assert isinstance(d, UniqueDialog)
        if first:  # a clause the engine does not read: underlined, named, not keepable
            _type_unique(qtbot, d, ref, "{J} Draw a card.\nAt Noon — I juggle.")
            marks = d.text.extraSelections()
            seen["underlined"] = [d.text.toPlainText()[m.cursor.selectionStart():
                                                       m.cursor.selectionEnd()] for m in marks]
            seen["problems"] = d.problems.text()
            seen["ok"] = d.ok.isEnabled()
            seen["dim"] = not d.preview.playable and d.preview.face is not None
        _type_unique(qtbot, d, ref, text)
        seen.setdefault("faces", []).append(d.preview.face["text"])  # type: ignore[union-attr]
        assert d.ok.isEnabled(), d.problems.text()
        qtbot.mouseClick(d.ok, Qt.MouseButton.LeftButton)

    hero = starter_deck("axiom").hero
    builder.add_ref(hero)
    for r in starter_deck("axiom").cards[:36]:
        builder.add_ref(r)
    for i, (ref, text) in enumerate(UNIQUES):
        QTimer.singleShot(0, lambda ref=ref, text=text, i=i: fill(ref, text, i == 0))
        builder.act_unique.trigger()
    assert seen["underlined"] == ["I juggle"] and "I juggle" in seen["problems"]
    assert seen["ok"] is False and seen["dim"] is True
    assert seen["faces"][1] == "When played from Hand — I gain 2 boosts."  # the engine's words
    # kept in My collection, shown in the browser, in the deck
    kept = json.loads(collection.collection_path().read_text())["uniques"]
    assert [u["reference"] for u in kept] == [r for r, _ in UNIQUES]
    builder.filters.rarity_box.setCurrentIndex(builder.filters.rarity_box.findData("unique"))
    assert sorted(builder.proxy.refs()) == [r for r, _ in UNIQUES]
    deck = builder.draft.to_deck()
    assert [r for r in deck.cards if "_U_" in r] == [r for r, _ in UNIQUES]
    assert validate_constructed(deck) == []
    assert builder.save_deck() is not None
    # play it (the goldfish lab's opponent idles), save, forget the uniques, reload
    (saved,) = [d for d in storage.load_user_decks() if any("_U_" in r for r in d.cards)]
    game = goldfish.new_goldfish_game(saved, seed=11, name="Ninette")
    win = make_window(qtbot, game, Mode.GOLDFISH)
    for _ in range(400):
        if win.game.over:
            break
        scripted_step(win)
    assert win.game.day >= 2
    path = tmp_path / "game.json"
    win.game.save(path)
    for ref, _text in UNIQUES:
        forget(ref)
    again = Game.load(path)
    assert again.fingerprint() == win.game.fingerprint()
    assert [str(e) for e in again.log] == [str(e) for e in win.game.log]
    assert card_by_ref(UNIQUES[0][0]).text() == "When I join — Draw a card."  # from the record


def test_import_the_card_databases_json(builder, qtbot, tmp_path):
    cards = {"hydra:member": [
        {"reference": ref, "name": "ignored",
         "elements": {"MAIN_COST": "3", "RECALL_COST": "2", "FOREST_POWER": "1",
                      "MOUNTAIN_POWER": "2", "OCEAN_POWER": "3", "MAIN_EFFECT": text,
                      "ECHO_EFFECT": ""}} for ref, text in UNIQUES[:2]]
        + [{"reference": "ALT_CORE_B_AX_13_U_3199", "elements": {
            "MAIN_COST": "1", "RECALL_COST": "1", "FOREST_POWER": "1", "MOUNTAIN_POWER": "1",
            "OCEAN_POWER": "1", "MAIN_EFFECT": "{J} I juggle."}}]}
    d = UniqueDialog(builder)
    qtbot.addWidget(d)
    kept = d.import_json(json.dumps(cards))
    assert [s.reference for s in kept] == [r for r, _ in UNIQUES[:2]]
    assert "2 of 3 uniques kept" in d.problems.text() and "I juggle" in d.problems.text()
    assert card_by_ref(UNIQUES[1][0]).stats.water == 3
    # one card fills the form, to be checked before it is kept
    d2 = UniqueDialog(builder)
    qtbot.addWidget(d2)
    d2.import_json(json.dumps(cards["hydra:member"][0]))
    assert d2.ref.text() == UNIQUES[0][0] and d2.ok.isEnabled()
    assert "When I join — Draw a card." == d2.preview.face["text"]  # type: ignore[index]
    d2.import_json("{not json")
    assert "Nothing was imported" in d2.problems.text()


def test_remove_a_unique_from_my_collection(builder, qtbot, monkeypatch):
    """Remove from My collection… (the browser's context menu on a unique): asked first;
    then the unique leaves the file, the browser, the deck and what the engine knows; a
    deck saved with it still opens (it carries the unique's printed facts)."""
    from PySide6.QtWidgets import QMessageBox

    from engine.cards.registry import UnknownCard
    from engine.uniques.store import UniqueSpec

    ref, text = UNIQUES[0]
    collection.add_to_collection(UniqueSpec(ref, 3, 2, 2, 3, 1, text))
    builder.uniques_kept([ref])
    assert builder.draft.count(ref) == 1 and builder.model.row_of(ref) is not None
    builder.draft.name = "With a unique"
    saved = builder.save_deck()
    assert saved is not None
    builder._no_prompt = False  # the player is asked, and says no: nothing changes
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.No)
    assert builder.remove_unique(ref) is False
    assert ref in collection.collection_refs() and builder.draft.count(ref) == 1
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert builder.remove_unique(ref) is True
    kept = json.loads(collection.collection_path().read_text())["uniques"]
    assert ref not in [u["reference"] for u in kept] and ref not in collection.collection_refs()
    assert builder.draft.count(ref) == 0 and builder.model.row_of(ref) is None
    assert ref not in builder.proxy.refs() and builder.detail.ref != ref
    forget(ref)  # a new session: only the saved deck knows it now
    with pytest.raises(UnknownCard):
        card_by_ref(ref)
    (again,) = [d for d in storage.load_user_decks() if d.name == "With a unique"]
    assert ref in again.cards and card_by_ref(ref).text() == "When I join — Draw a card."
    assert ref not in collection.collection_refs()


def _painted(face, mark: bool, w: int = 300):  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from altered_desktop.card_painter import paint_card
    from altered_desktop.unique_mark import paint_unique_mark

    img = QImage(w, w * 7 // 5, QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    p = QPainter(img)
    rect = QRectF(0, 0, w, w * 7 // 5)
    paint_card(p, rect, face)
    if mark:
        paint_unique_mark(p, rect, face)
    p.end()
    return img


def test_a_unique_face_is_marked_unique(qtbot):
    """The gold UNIQUE mark under the rules text tells a unique from its family's common,
    which shares its name (1.1.4.e); no other card gets it."""
    from PySide6.QtCore import QRectF

    from altered_desktop import card_painter, card_tile
    from altered_desktop.card_browser_model import card_face
    from altered_desktop.unique_mark import unique_mark_rect
    from engine import card_from_text

    unique = card_face(card_from_text(UNIQUES[0][0], hand_cost=3, reserve_cost=2, forest=2,
                                      mountain=3, water=1, text=UNIQUES[0][1]))
    common = card_face(card_by_ref("ALT_CORE_B_AX_05_C"))
    r = unique_mark_rect(QRectF(0, 0, 300, 420), unique).toRect()
    # the face painter marks a unique itself, in hand and on the table (review r4 #23):
    # the same face as a rare differs in the mark's place, and only there
    plain, marked = _painted(dict(unique, rarity="rare"), False), _painted(unique, False)
    assert plain.copy(r) != marked.copy(r)
    # below the picture (whose foot holds the rarity gem, in the rarity's colour)
    below = int(card_painter.face_layout(QRectF(0, 0, 300, 420), unique).art.bottom()) + 2
    assert plain.copy(0, below, 300, 420 - below) == marked.copy(0, below, 300, 420 - below)
    assert _painted(common, True) == _painted(common, False)  # nothing on a common
    assert card_tile.is_tile(QRectF(0, 0, 100, 140))  # a small face: the gem alone
    assert _painted(unique, False, 100) != _painted(dict(unique, rarity="rare"), False, 100)
    d = UniqueDialog()  # the Add a unique… preview draws it
    qtbot.addWidget(d)
    d.preview.show_face(unique, True)
    shot = d.preview.grab().toImage()
    w, h = shot.width(), shot.height()
    gold = sum(1 for x in range(w // 2, w, 2) for y in range(0, h // 2, 2)
               if (c := shot.pixelColor(x, y)).red() > 200 and 150 < c.green() < 200
               and c.blue() < 110)
    assert gold > 10  # the gold of the mark's rim and gem, top right of the picture


def test_the_unique_mark_is_painted_once_on_each_screen(qtbot, monkeypatch):
    """Review r6: the face painter draws the UNIQUE mark, and the deck builder's grid and
    versions and the Add a unique… preview drew it a second time over it (a doubled,
    undimmed mark).  Each screen paints a unique's face with one mark."""
    from types import SimpleNamespace

    from PySide6.QtCore import QModelIndex, QRect
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionViewItem

    from altered_desktop import card_browser, face_cache, unique_mark
    from altered_desktop.card_browser_model import ROW_ROLE, card_face
    from engine import card_from_text

    unique = card_face(card_from_text(UNIQUES[0][0], hand_cost=3, reserve_cost=2, forest=2,
                                      mountain=3, water=1, text=UNIQUES[0][1]))
    calls: list[str] = []
    real = unique_mark.paint_unique_mark

    def counted(p, rect, face):  # type: ignore[no-untyped-def]
        calls.append(face.get("name"))
        real(p, rect, face)
    # wherever a screen finds the mark's painter (by the module, or a name of its own)
    from altered_desktop import unique_dialog

    for module in (unique_mark, card_browser, unique_dialog):
        monkeypatch.setattr(module, "paint_unique_mark", counted, raising=False)

    def count(paint) -> int:  # type: ignore[no-untyped-def]
        face_cache.FACES.clear()  # a cached face would not call the painter
        calls.clear()
        paint()
        return len(calls)

    d = UniqueDialog()  # the Add a unique… preview
    qtbot.addWidget(d)
    d.preview.resize(300, 420)
    d.preview.show_face(unique, True)
    assert count(lambda: d.preview.grab()) == 1

    class Index(QModelIndex):
        def data(self, role=0):  # type: ignore[no-untyped-def]
            return SimpleNamespace(face=unique, implemented=True, ref="X") \
                if role == ROW_ROLE else None

    delegate = card_browser.CardFaceDelegate(lambda ref: 0)  # the builder's grid
    option = QStyleOptionViewItem()
    option.rect = QRect(0, 0, card_browser.FACE_W, card_browser.FACE_H)
    img = QImage(card_browser.FACE_W, card_browser.FACE_H, QImage.Format.Format_ARGB32)

    def grid() -> None:
        p = QPainter(img)
        delegate.paint(p, option, Index())
        p.end()
    assert count(grid) == 1
    strip = card_browser.VersionStrip()  # the builder's versions of a family
    qtbot.addWidget(strip)
    strip.resize(400, 200)
    monkeypatch.setattr(card_browser, "card_by_ref",
                        lambda ref: SimpleNamespace(implemented=True))
    monkeypatch.setattr(card_browser, "card_face", lambda c: unique)
    monkeypatch.setattr(card_browser, "rarity_label", lambda c: "Unique")
    strip.refs, strip.current = ["X"], None
    assert count(lambda: strip.grab()) == 1
