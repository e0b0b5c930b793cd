"""Log entries: every event of the game with the rule that made it happen."""

from __future__ import annotations

from typing import NamedTuple

from engine.messages import Message, starts_with
from engine.rules import explain


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
