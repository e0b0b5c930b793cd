"""New game's list of a deck's contents: one line per card name, its rarities and its
costs named, each line whole in the panel (issue #23, item 8)."""

from __future__ import annotations

from altered_desktop.deck_picker import NewGameDialog, deck_line
from engine.cards.registry import shipped_cards


def _versions_with_other_costs():
    """Two versions of one name whose hand or reserve costs differ."""
    by_name: dict[str, list] = {}
    for c in shipped_cards():
        by_name.setdefault(c.name, []).append(c)
    for name, cards in sorted(by_name.items()):
        costs = {(c.hand_cost, c.reserve_cost) for c in cards}
        if len(costs) > 1:
            a = next(c for c in cards if (c.hand_cost, c.reserve_cost) == sorted(costs)[0])
            b = next(c for c in cards if (c.hand_cost, c.reserve_cost) == sorted(costs)[1])
            return name, a, b
    raise AssertionError("no card has versions of different costs")


def test_a_line_names_each_rarity_and_its_costs_when_they_differ():
    name, a, b = _versions_with_other_costs()
    line = deck_line(name, [(a, 2), (b, 1)])
    assert line.startswith(f"3 × {name} · 2 {a.rarity.value} (hand {a.hand_cost}, reserve "
                           f"{a.reserve_cost}), 1 {b.rarity.value} (hand {b.hand_cost}")
    same = deck_line(name, [(a, 2), (a, 1)])  # the same costs are said once
    assert same == (f"3 × {name} — hand {a.hand_cost}, reserve {a.reserve_cost} · "
                    f"2 {a.rarity.value}, 1 {a.rarity.value}")


def test_the_contents_fold_long_lines_instead_of_scrolling_sideways(qtbot):
    from PySide6.QtCore import Qt

    dlg = NewGameDialog({}, None)
    qtbot.addWidget(dlg)
    dlg.resize(1000, 700)
    dlg.show()
    dlg.deck1.setCurrentIndex(dlg.deck1.findData("starter:axiom"))
    dlg.show_preview(dlg.deck1)
    assert dlg.preview.wordWrap()
    assert dlg.preview.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    qtbot.wait(20)
    assert dlg.preview.horizontalScrollBar().maximum() == 0
    lines = [dlg.preview.item(i).text() for i in range(dlg.preview.count())]
    names = [line.split(" × ", 1)[1].split(" —")[0].split(" ·")[0] for line in lines[1:]
             if " × " in line]
    assert len(names) == len(set(names))  # one line per name
