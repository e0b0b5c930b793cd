"""Which card a line means, when two on the table share its name.

"Ordis Recruit gains 1 boost", twice in the "Just now" box with a Recruit in each
Expedition, did not say which (review r6 #14).  A line naming a card the screen shows
along with another of the same name says where it is: "Ordis Recruit (hero Expedition)
gains 1 boost", with its controller's name when that is not the line's actor ("… (Ninette's
hero Expedition) …").  Everything is read from the view the table is drawn from, so a
card the person at the screen may not see (a hand, a deck, face-down Mana) is never
looked at: its place is not told, and its name is never added to any line.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

View = dict[str, Any]

#: the visible places a card's whereabouts are told by, in words
PLACE_WORDS = {"hero": QT_TRANSLATE_NOOP("WhichCard", "hero Expedition"),
               "companion": QT_TRANSLATE_NOOP("WhichCard", "companion Expedition"),
               "reserve": QT_TRANSLATE_NOOP("WhichCard", "Reserve"),
               "landmarks": QT_TRANSLATE_NOOP("WhichCard", "Landmarks")}


def _cards(view: View) -> Iterator[tuple[int, str, dict[str, Any]]]:
    """(player index, place, card) for each face-up card in play, Reserve or Landmarks."""
    for p in view.get("players", ()):
        for exp in ("hero", "companion"):
            for c in (p.get("expeditions") or {}).get(exp, {}).get("cards") or ():
                yield p["index"], exp, c
        for place in ("reserve", "landmarks"):
            for c in p.get(place) or ():
                yield p["index"], place, c


def place_words(place: str, owner: str | None) -> str:
    """ "hero Expedition", "Ninette's companion Expedition", "Reserve"..."""
    words = QCoreApplication.translate("WhichCard", PLACE_WORDS[place])
    if not owner:
        return words
    return QCoreApplication.translate("WhichCard", "{0}'s {1}").format(owner, words)


def told_apart(line: str, objects: tuple[int, ...], actor_seat: int | None, view: View,
               now: Callable[[int], int | None]) -> str:
    """`line` (about the log objects `objects`), with the place of each card it names
    that the view shows beside another of the same name.  `now` gives the id a logged
    object has today (None once hidden or gone)."""
    seen: dict[int, tuple[int, str, str]] = {}
    count: dict[str, int] = {}
    for player, place, c in _cards(view):
        name = c.get("name")
        if not name or not isinstance(c.get("oid"), int):
            continue  # a face-down card: nothing of it is told
        seen[c["oid"]] = (player, place, name)
        count[name] = count.get(name, 0) + 1
    names = {p["index"]: p.get("name") for p in view.get("players", ())}
    done: set[str] = set()
    for obj in objects:
        oid = now(obj)
        if oid is None or oid not in seen:
            continue
        player, place, name = seen[oid]
        if count[name] < 2 or name in done or line.count(name) != 1:
            continue
        done.add(name)
        where = place_words(place, None if player == actor_seat else names.get(player))
        if where.lower() in line.lower():
            continue  # the line says where already ("… token in Lithium's hero Expedition")
        at = line.index(name) + len(name)
        line = f"{line[:at]} ({where}){line[at:]}"
    return line
