"""What the end-of-game screen tells: who won and why, the Dusk that decided it, how far
each Expedition had travelled at the end of each day, and how many cards each player
played each day.

Worked out from the protocol alone (the public view, the log, and a replay of the
record), once, when the game is over; nothing here is hidden information.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from altered_desktop.log_text import SHORT_DUSK, dusk_line, entry_line
from engine.game import Game
from engine.model import EXPEDITIONS

DUSK_RULES = ("4.2.4.b", "4.2.4.i", "4.2.4.h", "7.4.2", "4.2.4.c", "4.2.4.d")

#: a player's two Expeditions meet once their distances add up to this many regions;
#: then the player who travelled further wins (4.2.5.d)
MEET = 7


@dataclass
class Summary:
    names: list[str]
    winner: int | None
    reason: str
    days: int
    #: the lines of the last Dusk (who beat whom, who moved) and the winning line
    decisive: list[str] = field(default_factory=list)
    #: distances travelled at the end of each day: [day][player] -> (hero, companion);
    #: index 0 is the start of the game
    distances: list[list[tuple[int, int]]] = field(default_factory=list)
    #: cards played per day: [day - 1][player]
    plays: list[list[int]] = field(default_factory=list)
    #: each player's Hero as the public view shows it (the card the end screen paints)
    heroes: list[dict] = field(default_factory=list)
    #: the Adventure track at the end: each region's terrains (none for one still face
    #: down), from the Hero region to the Companion region
    regions: list[list[str]] = field(default_factory=list)
    #: where each player's Expeditions stand at the end: [player] -> (hero, companion),
    #: as indexes into `regions`
    positions: list[tuple[int, int]] = field(default_factory=list)

    def totals(self) -> list[list[int]]:
        """Regions travelled by each player's two Expeditions together at the end of each
        day, [day][player]: the number the victory is decided on (4.2.5.d), so the one
        the headline and the chart both give."""
        return [[hero + companion for hero, companion in day] for day in self.distances]


def _distances(view: dict) -> list[tuple[int, int]]:
    return [tuple(p["expeditions"][e]["distance"] for e in EXPEDITIONS)  # type: ignore[misc]
            for p in view["players"]]


def dusk_sentence(text: str) -> str:
    """A Progress comparison as a short sentence: which Expedition is ahead or stays,
    with the numbers compared ("forest 2 vs 7"); the log keeps the region's terrains
    and the rule in brackets."""
    import re

    text = re.sub(r": region \d+ is [^;]*; ", ": ", text, count=1)
    return re.sub(r" \(it needed more than the other side[^)]*\)$", "", text)


def _line(e: object) -> str:
    """A log entry as a sentence: its actor is named once."""
    return entry_line(getattr(e, "actor", None),
                      getattr(e, "message", getattr(e, "text", "")))  # the language


def _dusk(e: object) -> str:
    """A Progress line of the decisive Dusk: `_line`, without the totals in any language
    (the screen shows `dusk_sentence` of it, which only knows the English)."""
    message = getattr(e, "message", None)
    if getattr(message, "template", None) in SHORT_DUSK:
        return entry_line(getattr(e, "actor", None), message, shown=dusk_line(message))
    return _line(e)


def summarise(game: Game) -> Summary:
    """The summary of the finished `game`."""
    view = game.view(None)
    names = [p["name"] for p in view["players"]]
    s = Summary(names, view["winner"], view.get("win_reason") or "", view["day"])
    s.heroes = [dict(p["hero"]) if p.get("hero") else {} for p in view["players"]]
    s.regions = [list(r.get("terrains") or []) for r in view.get("adventure") or []]
    s.positions = [tuple(p["expeditions"][e]["position"]  # type: ignore[misc]
                         for e in EXPEDITIONS) for p in view["players"]]
    # the last Dusk's comparisons and moves, then the line that ended the game
    dusk = [e for e in game.log if e.day == view["day"] and e.rule in DUSK_RULES]
    s.decisive = [_dusk(e) for e in dusk]
    if game.log and game.log[-1] not in dusk:
        s.decisive.append(_line(game.log[-1]))
    # positions at the end of each day, from one replay of the record
    replay = Game.from_record(game.record, 0)
    s.distances = [_distances(replay.view(None))]
    day = replay.view(None)["day"]
    for a in game.answers:
        replay.answer(a)
        now = replay.view(None)
        while now["day"] > day:  # a new day dawned: yesterday's Dusk is done
            s.distances.append(_distances(now))
            day += 1
    s.distances.append(_distances(game.view(None)))  # the final Dusk
    s.distances = s.distances[: view["day"] + 1]
    # cards played, per day and player
    counts = Counter((e.day, e.actor) for e in game.log
                     if e.rule == "5.1.2" and e.text.startswith("plays "))
    s.plays = [[counts[(d, n)] for n in names] for d in range(1, view["day"] + 1)]
    return s


def victory_sentence(summary: Summary) -> str | None:
    """The one statement of how the game ended, when it ended as most games do: a
    player's two Expeditions met, and the player who had travelled further won
    (4.2.5.d).  The end screen's headline and its chart's meeting line then say the same
    thing (review r6 #17: "travelled further (7 regions to 4)" above a chart saying "7:
    Expeditions meet - the game ends" read as two reasons).  The distances are given as
    the sums they are, Expedition by Expedition (review r10 #7: "moves forward to region
    5 ... to region 4 ... (8 regions to 3)" did not visibly add up), and a sum over 7
    is said to have crossed, as 4.2.5.d has it, not taken for an overshoot.  None for a
    game decided otherwise (tiebreakers in the Arena, a concession)."""
    if summary.winner is None or not summary.distances:
        return None
    last = summary.totals()[-1]
    won, lost = last[summary.winner], last[1 - summary.winner]
    if won < MEET or won <= lost:
        return None
    who = summary.names[summary.winner]
    if lost >= MEET:
        met = QCoreApplication.translate("EndOfGame", "Both players' Expeditions met")
    elif won > MEET:
        met = QCoreApplication.translate(
            "EndOfGame", "{0}'s two Expeditions met and crossed").format(who)
    else:
        met = QCoreApplication.translate("EndOfGame", "{0}'s two Expeditions met").format(who)
    head = QCoreApplication.translate(
        "EndOfGame", "{0} on day {1}, which ends the game: {2} travelled further.").format(
            met, summary.days, who)
    sums = [sum_text(summary, player) for player in (summary.winner, 1 - summary.winner)]
    return head + "\n" + QCoreApplication.translate("EndOfGame", "{0}, against {1}.").format(
        *sums)


def sum_text(summary: Summary, player: int) -> str:
    """How far `player` travelled in all, as the sum it is: "Ninette: hero 4 +
    companion 4 = 8 regions"."""
    hero, companion = summary.distances[-1][player]
    return QCoreApplication.translate(
        "EndOfGame", "{0}: hero {1} + companion {2} = {3} regions").format(
            summary.names[player], hero, companion, hero + companion)
