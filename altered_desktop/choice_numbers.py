"""The numbers of a decision's choices: one mapping, read by the prompt panel (which
writes "3." on its buttons and answers the key 3) and by the table (which draws a "3"
on the lit card that choice picks), so "press its number" means the same number on
both (review r6 #9: "press its number", but no number on the cards).

Numbers run from 1 to 9 (the keys); a choice past the ninth has none.  A turn's choices
are numbered in the order the panel lists them (each playable card's ways to play, card
by card, then quick actions, then any other action).  Any other decision's choices that
name a card on the table are numbered in the order the deciding seat reads the board
(`reading_order`: their own cards first, row by row and left to right, then the other
side's), each other choice keeping its place among them (review r11: a row of targets
read "1, 7, 4" in the engine's order).  The table draws a card's number only for a choice among cards (a
target, a card to keep...), not on a turn - where most cards have two ways to play and
the glow says what can be played - and only where exactly one option picks that card
alone: a card two options name has no single number to draw.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engine.decisions import Decision, Option

#: the number keys: choices past the ninth are clicked, not keyed
KEYS = 9


def play_groups(options: Sequence[Option]) -> list[tuple[int, list[Option]]]:
    """A turn's plays, card by card (the card's object id and its ways to play), in the
    order the engine offers them."""
    groups: dict[int, list[Option]] = {}
    for o in options:
        if o.detail == "play" and o.objects:
            groups.setdefault(o.objects[0], []).append(o)
    return list(groups.items())


#: a board's reading order: object id -> its place (`reading_order`)
Reading = Mapping[int, int]


def _side(pv: Mapping[str, Any], bottom: bool) -> Iterable[Any]:
    """One seat's cards in the order its side of the table is read, top row first and
    each row left to right, as `table_layout` places them: the seat at the bottom has
    its Hero level with its Expeditions (Hero's, then Companion's), then its Reserve,
    Landmarks and discard pile, then its hand; the seat at the top its open hand, then
    its Hero level with its Reserve, Landmarks and pile, then its Expeditions."""
    exps = pv.get("expeditions") or {}
    expeditions = [c for e in ("hero", "companion") for c in (exps.get(e) or {}).get("cards", ())]
    base = [*(pv.get("reserve") or ()), *(pv.get("landmarks") or ()),
            *(pv.get("discard") or ())[-1:]]
    hero = [pv["hero"]] if pv.get("hero") else []
    hand = list(pv.get("hand") or ())
    if bottom:
        return (*hero, *expeditions, *base, *hand)
    return (*hand, *hero, *base, *expeditions)


def reading_order(view: Mapping[str, Any] | None, seat: int,
                  bottom: int | None = None) -> dict[int, int]:
    """Object id -> its place in the order `seat` reads the table drawn with `bottom`'s
    side at the bottom (the view's viewer unless given): `seat`'s own cards first, then
    the other seat's, then Limbo's (`_side`).  Cards the view hides have no place."""
    if view is None:
        return {}
    if bottom is None:
        bottom = view.get("viewer") if view.get("viewer") is not None else seat
    players = view.get("players") or ()
    seats = [seat, *(i for i in range(len(players)) if i != seat)]
    order: dict[int, int] = {}
    cards = [c for i in seats if i < len(players)
             for c in _side(players[i], bottom=i == bottom)]
    for c in (*cards, *(view.get("limbo") or ())):
        oid = c.get("oid") if isinstance(c, Mapping) else None
        if oid is not None and oid not in order:
            order[oid] = len(order)
    return order


def panel_order(d: Decision, reading: Reading | None = None) -> list[Option]:
    """The choices in the order the prompt panel lists (and numbers) them; Pass, which
    has its own button and key (P), is not among them on a turn.  `reading`: the
    board's reading order (`reading_order`), by which a choice among cards is listed;
    without it, the engine's order."""
    if d.kind != "turn":
        return _by_reading(d.options, reading)
    quick = [o for o in d.options if o.detail == "quick"]
    others = [o for o in d.options if o.detail not in ("play", "quick", "pass")]
    plays = [o for _oid, ways in play_groups(d.options) for o in ways]
    return plays + quick + others


def _by_reading(options: Sequence[Option], reading: Reading | None) -> list[Option]:
    """`options` with those that name a card the board shows sorted by where it is read
    (an option naming several, by its first read), in the places such options held:
    any other option ("Choose none", a mode) keeps its own place."""
    if not reading:
        return list(options)

    placed: list[tuple[int, int]] = []  # (where the option's card is read, its index)
    for i, o in enumerate(options):
        places = [reading[obj] for obj in o.objects if obj in reading]
        if places:
            placed.append((min(places), i))
    out = list(options)
    for (_where, i), slot in zip(sorted(placed), sorted(i for _w, i in placed), strict=True):
        out[slot] = options[i]
    return out


def option_numbers(d: Decision, reading: Reading | None = None) -> dict[str, int]:
    """Option id -> its number (1 to 9) as the panel shows it."""
    return {o.id: n for n, o in enumerate(panel_order(d, reading)[:KEYS], 1)}


def expedition_numbers(d: Any, reading: Reading | None = None) -> dict[tuple[int, str], int]:
    """(seat, Expedition) -> the number to draw on that lit Expedition: those that are,
    each, the Expedition of exactly one numbered choice (not on a turn, whose plays'
    Expeditions are numbered only once a card is picked: `MainWindow.on_card_clicked`)."""
    if d is None or d.kind == "turn":
        return {}
    named = Counter(o.expedition for o in d.options if o.expedition is not None)
    return {o.expedition: n for n, o in enumerate(panel_order(d, reading)[:KEYS], 1)
            if o.expedition is not None and o.detail != "play" and named[o.expedition] == 1}


def card_numbers(d: Any, reading: Reading | None = None) -> dict[int, int]:
    """Object id -> the number to draw on that lit card: the cards that are, each, the
    only object of exactly one numbered choice (none on a turn)."""
    if d is None or d.kind == "turn":
        return {}
    named = Counter(obj for o in d.options for obj in o.objects)
    out: dict[int, int] = {}
    for n, o in enumerate(panel_order(d, reading)[:KEYS], 1):
        if len(o.objects) == 1 and named[o.objects[0]] == 1:
            out[o.objects[0]] = n
    return out
