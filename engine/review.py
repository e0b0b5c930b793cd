"""Reviewing a game move by move: its moments, and the game as it stood at each.

A record is a seed and a list of answers, so the game after any number of answers can
be rebuilt; a `Timeline` replays the record once, noting for each moment (0 = before the
first answer, n = after the n-th) the day, the phase, who answered what and how long the
log was, and keeps copies of the state on the way (`Game.keep_snapshots`) so that going
to any moment replays only a few answers.  Stepping by answer, by phase or by day, and
finding the moment a log entry belongs to, are questions about that list; `game_at(n)`
gives the game itself, which the table shows as it was and from which a new game can be
played on ("Play from here").
"""

from __future__ import annotations

from typing import Any

import attrs

from engine.game import Game


@attrs.frozen
class Moment:
    """The game after `index` answers: its day and phase, the log length then, and the
    answer that led to it (who gave it and its label; empty for moment 0)."""

    index: int
    day: int
    phase: str
    log_length: int
    player: int | None = None
    answer: str = ""

    def title(self, names: tuple[str, ...]) -> str:
        if self.player is None:
            return f"Day {self.day}, {self.phase}: the start"
        return f"Day {self.day}, {self.phase}: {names[self.player]} — {self.answer}"


class Timeline:
    """The moments of a game, replayed once from its record."""

    def __init__(self, game: Game, snapshot_every: int = 8) -> None:
        rec = game.record
        g = Game.from_record(rec, 0)
        g.keep_snapshots(snapshot_every)
        moments = [Moment(0, g.day, _phase(g), len(g.log))]
        for k, a in enumerate(rec["answers"], 1):
            d = g.pending
            assert d is not None  # the record replayed before, so every answer has its turn
            ids = {a} if isinstance(a, str) else set(a)
            label = " + ".join(o.label for o in d.options if o.id in ids) or str(a)
            g.answer(a)
            moments.append(Moment(k, g.day, _phase(g), len(g.log), d.player, label))
        self.final = g
        self.names = g.names
        self.moments: tuple[Moment, ...] = tuple(moments)
        self.source = game

    @property
    def last(self) -> int:
        return len(self.moments) - 1

    def game_at(self, index: int) -> Game:
        """The game after `index` answers (a new game: answering it changes nothing here),
        with the notes of the record up to that moment."""
        if not 0 <= index <= self.last:
            raise ValueError(f"no moment {index}: 0 to {self.last}")
        g = self.final if index == self.last else self.final.undo(self.last - index)
        if index == self.last:
            g = g.clone()
        g._notes = [n for n in self.source.notes if n.at <= index]
        return g

    # ------------------------------------------------------------------ stepping
    def step(self, index: int, by: str, forward: bool) -> int:
        """The moment one `answer`, `phase` or `day` away from `index`: by phase or by day,
        the first moment of the next (or the start of this or the previous) phase or day."""
        if by == "answer":
            return min(self.last, index + 1) if forward else max(0, index - 1)
        key = _phase_key if by == "phase" else _day_key
        here = key(self.moments[index])
        if forward:
            for m in self.moments[index + 1:]:
                if key(m) != here:
                    return m.index
            return self.last
        # back: the first moment of this stretch; if already there, of the one before
        start = index
        while start > 0 and key(self.moments[start - 1]) == here:
            start -= 1
        if start < index:
            return start
        if start == 0:
            return 0
        prev = key(self.moments[start - 1])
        k = start - 1
        while k > 0 and key(self.moments[k - 1]) == prev:
            k -= 1
        return k

    def moment_of_log(self, entry: int) -> int:
        """The first moment at which log entry `entry` (0-based) had been written."""
        for m in self.moments:
            if m.log_length > entry:
                return m.index
        return self.last

    def notes_at(self, index: int) -> list[Any]:
        return [n for n in self.source.notes if n.at == index]


def _phase(g: Game) -> str:
    return str(g.view(None)["phase"])


def _phase_key(m: Moment) -> tuple[int, str]:
    return (m.day, m.phase)


def _day_key(m: Moment) -> int:
    return m.day
