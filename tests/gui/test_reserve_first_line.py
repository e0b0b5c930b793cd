"""A crowded Reserve's tiles say what their cards do (issue #23, review round 15 #3:
"with 3 cards in the Reserve, not shown at all ... you have to hover to decide").

A Reserve tile too narrow for a text column and too low for two lines over its picture
(three cards at 1366 x 768: some 160 x 63) gives its picture to its text's first line:
"When played from Hand —" written short ("From Hand:"), whole words, "more" at its
end when cut.  Measured over the pool's texts, as test_tile_reading_r15 counts: before,
no text showed on such a tile.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from altered_desktop import card_tile, symbol_text
from tests.gui.test_tile_reading_r15 import _reserve_faces

#: the 1366 table's three-card Reserve tiles (the review's full board) and a narrower
SIZES = [((160, 63), 0.75, 30), ((150, 63), 0.7, 25)]


def _words(text: str) -> list[str]:
    return [w or s for w, s in symbol_text.tokens(text) if w != "\n"]


@pytest.mark.parametrize("size, share, whole_least", SIZES)
def test_a_low_reserve_tile_writes_its_text_s_first_line(qapp, size, share, whole_least):
    faces = _reserve_faces()
    rect = QRectF(10, 10, *size)
    said = whole = 0
    bad = []
    for f in faces:
        room = card_tile.ability_room(rect, f)
        if room is None or room[0] not in ("text", "line"):
            continue
        said += 1
        kind, box = room
        text = (card_tile.line_text(f["text"], box.width()) or "") if kind == "line" \
            else f["text"]
        runs = symbol_text.fit_full(text, box.adjusted(3, 1, -2, 0), 11.0, 11.0, (),
                                    more=True)[2]
        shown = [r.text or r.symbol for r in runs if r.symbol != symbol_text.MORE]
        if shown != _words(text)[:len(shown)]:
            bad.append(f"{f['name']}: a word cut or out of order {shown[-2:]}")
        whole += not symbol_text.is_cut(runs)
        if box.top() < card_tile.name_lines_bottom(rect, f["name"]) or \
                any(box.intersects(g) for g in card_tile.cost_boxes(rect, f)) or \
                (f.get("stats") and box.intersects(card_tile.stats_band(rect))) or \
                not rect.contains(box):
            bad.append(f"{f['name']}: over the name, a cost or the statistics")
    assert not bad, bad[:10]
    assert said >= share * len(faces), (said, len(faces))
    assert whole >= whole_least, whole


def test_the_compact_line_writes_the_play_phrases_in_short_words(qapp):
    """Review r18 #10: the bare {H} and {R} icons told the two triggers apart by their
    shape alone: short words, else each icon with a word, never the icon alone."""
    text = "When played from Hand — Sabotage.\nWhen played from Reserve — Roll a die."
    assert card_tile.compact_text(text) == "From Hand: Sabotage. From Reserve: Roll a die."
    assert card_tile.compact_text(text, True) == \
        "[H] Hand: Sabotage. [R] Reserve: Roll a die."
    assert card_tile.compact_text("Cooldown\nResupply.") == "Cooldown. Resupply."
