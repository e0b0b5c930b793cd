"""Log entries: every event of the game with the rule that made it happen."""

from __future__ import annotations

from typing import NamedTuple

from engine.messages import Message, starts_with
from engine.rules import explain


class DuskVerdict(NamedTuple):
    """What Progress found for one Expedition at Dusk (4.2.4.b), in numbers, for a table
    that shows the comparison as it was: every total is taken at once, before anything
    moves (4.2.4.h), and Night changes the board right after, so the view cannot tell it
    any more.  Carried by the Progress entries of the log (`LogEntry.verdict`)."""

    player: int  # the seat whose Expedition it is
    expedition: str  # "hero" or "companion"
    region: int  # the index on the Adventure of the region it stood on (as in the view)
    #: the terrains of that region it could count ("forest", "mountain", "water")
    counted: tuple[str, ...]
    mine: tuple[int, int, int]  # its forest, mountain and water totals
    theirs: tuple[int, int, int]  # the facing Expedition's
    #: the counted terrains in which it beat the facing one (4.2.4.b; empty: it failed
    #: to move forward, 4.2.4.i — a tie is not enough, 4.2.4.e, a Defender holds, 7.4.2)
    ahead: tuple[str, ...]


class LogEntry(NamedTuple):
    """One line of the teaching log.  A named tuple rather than a frozen attrs class for
    the same reason as `engine.events.Event`: hundreds are made each game."""

    day: int
    phase: str
    actor: str | None
    #: the words: a plain English str, or an engine.messages `Message` (template and
    #: arguments, turned into English only when read: `text`)
    message: str | Message
    rule: str
    objects: tuple[int, ...] = ()
    #: the comparison in numbers, on the entries of Progress that say whether an
    #: Expedition moves forward (rules 4.2.4.b and 4.2.4.i); None on every other entry
    verdict: DuskVerdict | None = None

    @property
    def text(self) -> str:
        """The entry's words in English."""
        m = self.message
        return m if type(m) is str else str(m)

    def starts(self, prefix: str) -> bool:
        """Whether the entry's words begin with `prefix`, without building them where the
        template tells (`engine.messages.starts_with`)."""
        return starts_with(self.message, prefix)

    @property
    def explanation(self) -> str:
        return explain(self.rule)

    def __str__(self) -> str:
        who = f"{self.actor}: " if self.actor else ""
        return f"Day {self.day} {self.phase} — {who}{self.text} ({self.rule})"
