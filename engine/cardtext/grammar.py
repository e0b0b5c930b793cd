"""The grammar's machinery: ordered productions, each a pattern and a builder.

A production is a regular expression over a whole clause (case-insensitive, anchored)
and a function that builds effects-language objects from the match.  Productions are
tried in the order they were declared; a builder may raise `NoMatch` to let the next
one try (a pattern that matched the shape but not the meaning).  When none fits, the
clause is `NotUnderstood`, which names it: that is what the coverage report shows.

Three tables: ABILITY (a paragraph: keyword, Reaction, quick action, passive…),
EFFECT (one sentence of steps), and TRIGGER (the words between "When" and the dash).
Nouns and numbers are plain functions in `nouns`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import chain
from typing import Any

import attrs


class NotUnderstood(ValueError):
    """No production of the grammar reads this clause."""

    def __init__(self, clause: str, where: str = "") -> None:
        super().__init__(clause)
        self.clause = clause
        self.where = where

    def __str__(self) -> str:
        return f"{self.where}: {self.clause!r}" if self.where else repr(self.clause)


class NoMatch(Exception):
    """Raised by a builder: the shape matched but this production does not apply."""


@attrs.frozen
class Card:
    """What the grammar knows of the card whose text it reads."""

    type: str = "character"  # character | spell | permanent | hero | token
    name: str = ""


Builder = Callable[..., Any]


@attrs.define
class Table:
    """An ordered list of productions for one kind of clause."""

    name: str
    rules: list[tuple[re.Pattern[str], Builder]] = attrs.field(factory=list)
    #: productions tried after all of `rules`, whatever the order of declaration
    last: list[tuple[re.Pattern[str], Builder]] = attrs.field(factory=list)

    def rule(self, *patterns: str, first: bool = False,
             last: bool = False) -> Callable[[Builder], Builder]:
        """Declare a production: `@EFFECT.rule(r"draw (?P<n>a|\\w+) cards?")`.

        `first` puts it before every production declared so far: for a clause a general
        production would otherwise take apart ("You may Rush ..." is one word of its own,
        not "you may" + a step).  `last` makes it tried only when no other production
        read the clause: a general shape that reads what the others leave (a passive
        under a condition heading, whose own words some passives have)."""

        def add(fn: Builder) -> Builder:
            made = [(re.compile(p + r"\Z", re.IGNORECASE), fn) for p in patterns]
            if last:
                self.last.extend(made)
            elif first:
                self.rules[:0] = made
            else:
                self.rules.extend(made)
            return fn

        return add

    def read(self, clause: str, card: Card) -> Any:
        clause = clause.strip()
        inner: NotUnderstood | None = None
        for pattern, build in chain(self.rules, self.last):
            m = pattern.match(clause)
            if m is None:
                continue
            try:
                return build(card=card, **m.groupdict())
            except NoMatch:
                continue
            except NotUnderstood as e:
                inner = inner or e  # the first production that took the shape says why
        raise inner or NotUnderstood(clause, self.name)


ABILITY = Table("ability")


EFFECT = Table("effect")


TRIGGER = Table("trigger")


CONDITION = Table("condition")
