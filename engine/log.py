"""Log entries: every event of the game with the rule that made it happen."""

from __future__ import annotations

import attrs

from engine.rules import explain


@attrs.frozen
class LogEntry:
    day: int
    phase: str
    actor: str | None
    text: str
    rule: str
    objects: tuple[int, ...] = ()

    @property
    def explanation(self) -> str:
        return explain(self.rule)

    def __str__(self) -> str:
        who = f"{self.actor}: " if self.actor else ""
        return f"Day {self.day} {self.phase} — {who}{self.text} ({self.rule})"
