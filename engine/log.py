"""Log entries: every event of the game with the rule that made it happen."""

from __future__ import annotations

from typing import NamedTuple

from engine.messages import Message, starts_with
from engine.rules import explain

#: the rules of the events a play logs before it asks its player again that give nobody
#: news worth trying again for: the card announced and paid for (5.1.2, 5.1.2.d, 5.3,
#: an exhausted card 7.3.10, a Reserve card discarded as a cost 6.4 / 7.3.5), where it
#: goes (5.2.1, 5.2.3, Fleeting 2.4.6.a-c, boosts 5.2.b), its own Reactions waiting in
#: Limbo (6.3) and starting to resolve (4.4: what they then do is logged on its own), a
#: step without a legal target (6.5.b).  Anything else (a die 7.3.19 / 6.2, a reveal, a
#: shuffle, a card moved, a draw) is news (`LogEntry.brings_news`).
QUIET_RULES = frozenset({"5.1.2", "5.1.2.d", "5.3", "7.3.10", "6.4", "7.3.5", "5.2.1",
                         "5.2.3", "2.4.6.a", "2.4.6.b", "2.4.6.c", "5.2.b", "6.3", "4.4",
                         "6.5.b"})


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
    #: the seat of the player `actor` names (None where no player acts): two players
    #: may share a name, their seats differ
    seat: int | None = None

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
    def brings_news(self) -> bool:
        """Whether the event may have brought something hidden or random to light, so
        that a player taking back the play it belongs to would know more than before.
        A card announced and paid for, where it goes and its Reactions waiting are
        `QUIET_RULES`; a die, a draw, a reveal, a shuffle or a card moved are news."""
        return self.rule not in QUIET_RULES

    @property
    def explanation(self) -> str:
        return explain(self.rule)

    def __str__(self) -> str:
        who = f"{self.actor}: " if self.actor else ""
        return f"Day {self.day} {self.phase} — {who}{self.text} ({self.rule})"
