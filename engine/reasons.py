"""What an explanation is made of (engine.explain: the table's "why"; engine.explain_card:
what a card does): its lines, each with its rule and the numbers it quotes."""

from __future__ import annotations

import attrs

from engine.model import TERRAINS, Stats
from engine.rules import explain as rule_text


@attrs.frozen
class Reason:
    """One line of an explanation: plain words, the rule behind them, and the numbers the
    words quote (by name, so a test reads them without parsing text)."""

    text: str
    rule: str | None = None
    numbers: tuple[tuple[str, int], ...] = ()
    oids: tuple[int, ...] = ()  # the cards this line is about, to highlight on the table

    def number(self, name: str) -> int:
        return dict(self.numbers)[name]

    @property
    def rule_text(self) -> str | None:
        return rule_text(self.rule) if self.rule else None


@attrs.frozen
class Explanation:
    """What the player asked about, explained: `summary` answers in one line, `reasons`
    show the working."""

    title: str
    summary: str
    reasons: tuple[Reason, ...] = ()
    numbers: tuple[tuple[str, int], ...] = ()

    def number(self, name: str) -> int:
        return dict(self.numbers)[name]

    def lines(self) -> list[str]:
        """Plain text, one reason a line, each followed by its rule number."""
        out = [self.summary]
        for r in self.reasons:
            out.append(f"• {r.text}" + (f" ({r.rule})" if r.rule else ""))
        return out


def stats_numbers(prefix: str, s: Stats) -> tuple[tuple[str, int], ...]:
    """A statistic's three terrains as named numbers (`prefix` + terrain)."""
    return tuple((f"{prefix}{t.value}", s[t]) for t in TERRAINS)
