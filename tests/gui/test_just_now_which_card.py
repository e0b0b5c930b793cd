"""The "Just now" box says which card a line means when two on the table share a name
(issue #23, review r6 #14: "Ordis Recruit gains 1 boost", twice, with a Recruit in each of
Lithium's Expeditions)."""

from __future__ import annotations

from altered_desktop import which_card
from altered_desktop.session import Mode
from tests.gui.conftest import make_window
from tools.table_scenes import day3_game


def _night_with_two_recruits(qtbot):  # type: ignore[no-untyped-def]
    """The day-3 scene passed into Night: Jeanne d'Arc leaving makes an Ordis Recruit in
    each of Lithium's Expeditions (her Reaction, 6.3), and The Monolith boosts each."""
    game = day3_game()
    win = make_window(qtbot, game, Mode.HOTSEAT)
    win.table.animations = False
    win.submit("pass")
    win.submit("pass")
    for _ in range(30):
        if sum("Ordis Recruit gains" in e.text for e in game.log) >= 2:
            break
        win.submit(game.pending.options[0].id if not game.pending.multi
                   else [o.id for o in game.pending.options[:game.pending.min]])
    win.show_recent()
    return win, game


def test_two_cards_of_one_name_are_told_apart_by_their_place(qtbot, monkeypatch):
    win, game = _night_with_two_recruits(qtbot)
    lines = [line for line in win.table.recent if "Ordis Recruit" in line and "gains" in line]
    assert len(lines) >= 2, win.table.recent
    assert any("Ordis Recruit (hero Expedition) gains 1 boost" in line for line in lines), lines
    assert any("Ordis Recruit (companion Expedition) gains 1 boost" in line
               for line in lines), lines
    # only a name two cards on the table share is given a place; every other line is
    # the log's own
    names = [c["name"] for _p, _w, c in which_card._cards(win.table.view)]
    told = win._recent_lines()
    monkeypatch.setattr(which_card, "told_apart", lambda line, *_a: line)
    plain = win._recent_lines()
    changed = [(a, b) for a, b in zip(plain, told, strict=True) if a != b]
    assert len(changed) >= 2
    for a, b in changed:
        name = next(n for n in names if f"{n} (" in b and f"{n} (" not in a)
        assert names.count(name) >= 2, (a, b)
        assert b.replace(f" ({b.split(name + ' (')[1].split(')')[0]})", "", 1) == a


def test_a_card_the_screen_does_not_show_is_never_placed_or_named():
    """Only the view's face-up cards are looked at: an object not in it (a card in a
    hand) adds nothing, whatever the log says of it."""
    view = {"players": [
        {"index": 0, "name": "Ninette", "hand": [{"oid": 5, "name": "Kappa"}],
         "expeditions": {"hero": {"cards": [{"oid": 1, "name": "Kappa"}]},
                         "companion": {"cards": [{"oid": 2, "name": "Kappa"}]}},
         "reserve": [], "landmarks": []},
        {"index": 1, "name": "Lithium", "hand": None,
         "expeditions": {"hero": {"cards": [{"oid": 3, "name": "Atlas"}]},
                         "companion": {"cards": []}},
         "reserve": [{"oid": 4, "name": "Kappa"}], "landmarks": []}]}
    same = lambda oid: oid  # noqa: E731 - the ids do not change here
    told = which_card.told_apart
    assert told("Ninette: Kappa gains 1 boost", (2,), 0, view, same) \
        == "Ninette: Kappa (companion Expedition) gains 1 boost"
    assert told("Lithium: Kappa gains 1 boost", (2,), 1, view, same) \
        == "Lithium: Kappa (Ninette's companion Expedition) gains 1 boost"
    assert told("Lithium: Kappa gains 1 boost", (4,), 1, view, same) \
        == "Lithium: Kappa (Reserve) gains 1 boost"
    # a card in a hand is not in the view's places: nothing is said of it
    assert told("Ninette: Kappa gains 1 boost", (5,), 0, view, same) \
        == "Ninette: Kappa gains 1 boost"
    # one Atlas: nothing to tell apart
    assert told("Lithium: Atlas gains 1 boost", (3,), 1, view, same) \
        == "Lithium: Atlas gains 1 boost"
    # an object gone from sight (now() is None) is not placed
    assert told("Ninette: Kappa gains 1 boost", (1,), 0, view, lambda oid: None) \
        == "Ninette: Kappa gains 1 boost"
