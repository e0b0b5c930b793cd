"""Log entries: every event of the game with the rule that made it happen."""

from __future__ import annotations

import attrs

from engine.rules import explain


# slots=False: a frozen class with a __dict__ is built about twice as fast as a slotted
# one (attrs cannot bypass object.__setattr__ for slots), and this one is made hundreds of
# times a game (benchmarks/engine_speed.py)
@attrs.frozen(slots=False)
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
