"""Dusk told in the order a player at a real table follows it (issue #23).

When the last pass of a day runs Dusk, the engine goes straight on through Night (cards
to Reserve) and often to the next question (a Reaction, Clean-up): the view the table
gets afterwards already shows Night.  To narrate Dusk in order, the table needs the
board as Progress found it.  This module builds it from what the window kept and what
the log says, and nothing else from the engine:

* the board the seat last saw before the answer that ran Progress (`snapshot`), with
  the hands and Mana of the seat in front of the screen now (a snapshot taken while
  the other seat decided shows that seat's hand: it is never passed on);
* the numbers of each comparison from the Progress entries (`LogEntry.verdict`): the
  totals shown during Dusk are those Progress compared (4.2.4.h), frozen, and only the
  terrains the Expedition could count are lit;
* the markers' new regions from the view after the answer: once a marker has moved,
  its totals are lit for the region it stands on (the numbers stay those of Dusk: no
  card has left yet), as the board after Night lights them.

The result is a `DuskStory`: one board per step (before any marker moves, then after
each verdict, its marker in its new region if it moved) and the verdicts in Progress's
order.  After it
comes Night: the current view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import attrs

from engine import DuskVerdict

View = dict[str, Any]

TERRAINS = ("forest", "mountain", "water")


@attrs.frozen
class Told:
    """One Expedition's verdict as the table tells it: the engine's numbers (`verdict`),
    with the player's name and where its marker ends once Progress is over."""

    verdict: DuskVerdict
    name: str  # the player's name
    end: int  # its region once Progress is over (== start: it stayed)

    @property
    def player(self) -> int:
        return self.verdict.player

    @property
    def exp(self) -> str:
        """"hero" or "companion"."""
        return self.verdict.expedition

    @property
    def counted(self) -> tuple[str, ...]:
        """The terrains of its region it could count."""
        return self.verdict.counted

    @property
    def mine(self) -> tuple[int, int, int]:
        """Its forest, mountain and water totals at Dusk."""
        return self.verdict.mine

    @property
    def theirs(self) -> tuple[int, int, int]:
        """The facing Expedition's."""
        return self.verdict.theirs

    @property
    def ahead(self) -> tuple[str, ...]:
        """The terrains it won (empty: it failed to move forward)."""
        return self.verdict.ahead

    @property
    def start(self) -> int:
        """Its region at Dusk."""
        return self.verdict.region

    @property
    def moved(self) -> bool:
        return self.end != self.start

    def total(self, terrain: str) -> tuple[int, int]:
        """This Expedition's total and the facing one's in `terrain`."""
        k = TERRAINS.index(terrain)
        return self.mine[k], self.theirs[k]

    @property
    def tie(self) -> bool:
        """It failed with a tie as its best (4.2.4.e): some counted terrain equal and
        above 0, none ahead."""
        return not self.ahead and any(
            self.total(t)[0] == self.total(t)[1] > 0 for t in self.counted) and not any(
            self.total(t)[0] > self.total(t)[1] for t in self.counted)

    @property
    def held(self) -> bool:
        """It was ahead in a counted terrain and still did not win it: a Defender held
        it in place (7.4.2) — the log says which."""
        return not self.ahead and any(
            self.total(t)[0] > max(self.total(t)[1], 0) for t in self.counted)


@attrs.define
class DuskStory:
    """Dusk as the table tells it: `boards[0]` the table as Progress found it, then one
    board after each verdict (`told[k]` moved its marker into `boards[k + 1]`)."""

    told: list[Told]
    boards: list[View] = attrs.field(factory=list)
    day: int = 0
    #: told again after a hand-off: the day and phase the game is in meanwhile (the
    #: seat looks at a Dusk past, review r13: the status bar said "Day 3 · Dusk" on
    #: Day 4's Morning with no word of a replay); None when told as it happens
    now: tuple[int, str] | None = None

    def board_after(self, k: int) -> View:
        """The board once the first `k` verdicts are told and their markers moved."""
        return self.boards[max(0, min(k, len(self.boards) - 1))]


def verdict_entries(entries: Sequence[Any]) -> list[Any]:
    """The Progress entries of the last Dusk among `entries` (those carrying a verdict)."""
    with_verdict = [e for e in entries if getattr(e, "verdict", None) is not None]
    if not with_verdict:
        return []
    day = with_verdict[-1].day
    return [e for e in with_verdict if e.day == day]


def seat_view(snapshot: View, now: View) -> View:
    """`snapshot` as the seat of `now` may see it: what is private to a seat (hands,
    Mana cards, the pending question) is taken from `now`, never from a snapshot that
    may have been taken for the other seat.  A snapshot taken for that same seat is
    kept whole: its hand, Mana and counts are those at Dusk (review r7 #1: the next
    day's hand beside Dusk's deck made 33 cards out of 31)."""
    board = _own_frame(snapshot)
    if snapshot.get("viewer") == now.get("viewer"):
        board["pending"] = None
        return board
    board["viewer"] = now.get("viewer")
    board["pending"] = None
    for pv, pn in zip(board["players"], now["players"], strict=True):
        pv["hand"] = pn.get("hand")
        pv["hand_count"] = pn.get("hand_count", pv.get("hand_count"))
        pv["mana"] = pn.get("mana")
    return board


def _own_frame(board: View) -> View:
    """A copy of `board` whose own frame (the board, each player, each Expedition and
    the Adventure's list of regions) may be changed without touching `board`; the
    cards, hands and regions inside stay shared, as no step of a story changes them.
    (A deep copy of the whole view for each step cost ~18 ms a Dusk.)"""
    out = dict(board)
    out["players"] = [
        {**pv, "expeditions": {k: dict(x) for k, x in pv["expeditions"].items()}}
        for pv in board["players"]]
    out["adventure"] = list(board.get("adventure") or [])
    return out


def make_story(snapshot: View, now: View, entries: Sequence[Any]) -> DuskStory | None:
    """The story of the last Dusk in `entries`, on the board `snapshot` (the table
    before the answer that ran it), ending in `now`; None when `entries` hold no
    Progress with verdicts (a tiebreaker in the Arena, or no Dusk at all) or the
    Adventure changed shape meanwhile."""
    found = verdict_entries(entries)
    if not found or len(snapshot.get("adventure") or []) != len(now.get("adventure") or []):
        return None
    names = [pv["name"] for pv in now["players"]]
    told: list[Told] = []
    for e in found:
        v: DuskVerdict = e.verdict
        end = now["players"][v.player]["expeditions"][v.expedition]["position"]
        if not v.ahead:
            end = v.region  # failed: whatever moved it later is not Dusk's doing
        told.append(Told(v, names[v.player], end))
    board = seat_view(snapshot, now)
    board["phase"] = "Dusk"
    for pv in board["players"]:
        pv["passed"] = True  # both players have passed: that is what begins Dusk (4.2.3.f)
    for t in told:
        exp = board["players"][t.player]["expeditions"][t.exp]
        exp["position"] = t.start
        exp["stats"] = dict(zip(TERRAINS, t.mine, strict=True))
        exp["facing_stats"] = dict(zip(TERRAINS, t.theirs, strict=True))
        exp["region"] = list(t.counted)
    boards = [board]
    for t in told:
        step = _own_frame(boards[-1])
        if t.moved:
            exp = step["players"][t.player]["expeditions"][t.exp]
            exp["position"] = t.end
            # a face-down Tumult region it entered is revealed (7.3.17.b)
            low, high = sorted((t.start, t.end))
            for i in range(low, high + 1):
                if step["adventure"][i].get("face_down") and \
                        not now["adventure"][i].get("face_down"):
                    step["adventure"][i] = now["adventure"][i]
            # its totals beside it are now about the region it stands on: that
            # region's terrains lit, the others greyed (review r8 #9: the old region's
            # terrains stayed lit under a marker that had left it)
            exp["region"] = list(step["adventure"][t.end].get("terrains") or [])
        boards.append(step)
    return DuskStory(told, boards, found[-1].day)


#: the zones of a board whose cards Night may take away (Rest, 4.2.5.b; Clean-up,
#: 4.2.5.c): each keeps them in `night_board` until the show has moved them
_LEFT_ZONES = ("reserve", "landmarks")


def _kept_in_order(before: Sequence[dict[str, Any]], now: Sequence[dict[str, Any]],
                   leaving: Callable[[int], bool]) -> list[dict[str, Any]]:
    """A zone's cards while Night's show runs: in their order of `before` those still
    there (as they are `now`) and those leaving (as they were), then the cards that came
    since (`now`'s others)."""
    here = {c["oid"]: c for c in now}
    out = [here.pop(c["oid"]) if c["oid"] in here else c
           for c in before if c["oid"] in here or leaving(c["oid"])]
    return out + [c for c in now if c["oid"] in here]


def night_board(last: View, now: View, current_oid: Callable[[int], int | None]) -> View:
    """Night as the table shows it while its cards move (review r13 #3): the game `now`,
    except that each card leaving an Expedition, a Reserve or the Landmarks (it is
    another object now, 1.4.4, in a zone in sight) still stands where it stood in the
    story's `last` board, so the table keeps its zones as they were at Dusk until the
    show is over.  (An emptied Expedition laid out as a strip made the cards waiting in
    it chips: "Fo… M…", no statistics.)  A token that ceased to exist (2.1.e) is not
    kept: the others close up.  The Expeditions' totals stay as at Dusk too, beside the
    cards that made them, until the show is over."""
    def leaving(oid: int) -> bool:
        n = current_oid(oid)
        return n is not None and n != oid

    def expedition(before: dict[str, Any], x: dict[str, Any]) -> dict[str, Any]:
        # its totals stay as at Dusk with its cards (review r16 #4: "0 vs 0" beside
        # three cards waiting to leave), on both sides alike; Night's own totals ride
        # along, for the table to show once a row's cards have all left (review r18
        # #3: "no cards" beside "1 vs 4", `table_display.shown_totals`)
        # (and what each card stood for at Dusk: a row that lost some of its cards
        # reads its Dusk totals less theirs, review r19 #8)
        return {**x, "cards": _kept_in_order(before["cards"], x["cards"], leaving),
                "stats": before["stats"], "facing_stats": before["facing_stats"],
                "night_stats": x["stats"], "night_facing_stats": x["facing_stats"],
                "dusk_card_stats": {c["oid"]: c.get("stats") for c in before["cards"]}}

    board = dict(now)
    players = []
    for pl, pn in zip(last["players"], now["players"], strict=True):
        pv = dict(pn)
        pv["expeditions"] = {e: expedition(pl["expeditions"][e], x)
                             for e, x in pn["expeditions"].items()}
        for zone in _LEFT_ZONES:
            pv[zone] = _kept_in_order(pl.get(zone) or [], pn.get(zone) or [], leaving)
        players.append(pv)
    board["players"] = players
    return board
