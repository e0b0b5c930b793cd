"""What each part of the game state may rely on of the whole: the host of the mixins.

`engine.state.GameState` is made of one mixin a concern (`Asking`, `Characteristics`,
`ZoneMoves`, `AtomicActions`, `Reactions`, `Replacing`); a mixin's methods read the
state's data and call one another's.  `StateHost` declares those data and methods once,
with their types, so a type checker checks each mixin on its own: the mixins derive from
it for the type checker only (at run time they derive from `object`, nothing changes), and
`GameState`, which derives from every mixin, must match every declaration here (a mixin's
method of another signature, or data of another type, is an error).

A mixin that reads something not declared here fails the type check: declare it here (the
one place that says what the parts share), or keep it to the mixin that owns it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:  # pragma: no cover
    from engine.ability_kinds import Ability, Reaction, Step
    from engine.decisions import DecisionKind, Option
    from engine.events import Event
    from engine.gamestate.context import Ctx
    from engine.gamestate.emblem import Emblem
    from engine.gamestate.replacing import Action, Prohibition
    from engine.log import DuskVerdict, LogEntry
    from engine.messages import Message
    from engine.model import Card, Phase, Player, Region

Gen = Generator[Any, Any, Any]
K = TypeVar("K")  # a kind of passive, see `passives_of`


class StateData:
    """The game state's data that more than one mixin reads or writes (a plain class, not
    a protocol: a mixin assigning one of these keeps its declared type)."""

    rng: random.Random
    players: list[Player]
    day: int
    phase: Phase
    first: int
    turn_player: int | None
    regions: list[Region]
    tiebreak: bool
    expedition_zone: list[Card]
    limbo: list[Card]
    emblems: list[Emblem]
    log: list[LogEntry]
    scouted: Card | None
    items: dict[int, Card]
    able: dict[Card, None]
    watching: dict[Card, None]
    quick_held: dict[Card, None]
    passive_holders: dict[Card, tuple[type, ...]]
    chars_in_progress: Any
    self_checking: bool  # a checked run (see `engine.state.GameState.__init__`)
    step_events: list[Any]
    _oid: int
    _ts: int
    _events: list[Event]
    _activations: dict[tuple[int, int], int]
    _derived: dict[str, tuple[Any, Any]]
    #: see `engine.gamestate.reactions.KeptWatchers`
    _watchers: tuple[Any, list[tuple[Card, Reaction, int, int]],
                     list[tuple[Card, Reaction, int, int]],
                     list[tuple[Card, Reaction, int, int]],
                     dict[str, list[tuple[Card, Reaction, int, int]]],
                     list[tuple[Card, Reaction, int, int]]] | None
    _passive_kinds: dict[type, int]
    _emblem_kinds: tuple[type, ...]
    _abilities_version: int
    _watch_version: int
    _watch_moves: list[tuple[Card, bool]]
    _table_version: int
    _marks_version: int
    _regions_version: int
    _changers_version: int
    _facts_given: Any
    _changing_emblems: bool
    _changers: int
    _chars_cache: Any
    _listing_passives: bool
    _added: list[tuple[Step, Ctx]]
    _arrived: list[Card]


class StateCalls(Protocol):
    """The methods one mixin calls of another, or of `GameState` itself."""

    # ------------------------------------------------------------------ GameState's own
    def new_oid(self) -> int: ...
    def entry(self, text: str | Message, rule: str, actor: int | None = None,
              objects: tuple[int, ...] = (), verdict: DuskVerdict | None = None) -> None: ...
    def controller_of(self, card: Card) -> int | None: ...
    def in_expedition(self, player: int, exp: str) -> list[Card]: ...
    def describe(self, c: Card) -> str: ...
    def described(self, c: Card) -> str | Message: ...

    # ------------------------------------------------------------------ Asking
    def ask(self, player: int, kind: DecisionKind, prompt: str, options: Sequence[Option],
            lo: int = 1, hi: int = 1, *, source: Card | None = None, info: tuple[str, ...] = (),
            check: Callable[[Any], str | None] | None = None, multi: bool = False) -> Gen: ...

    # ------------------------------------------------------------------ Characteristics
    def working_abilities(self, card: Card) -> Sequence[Ability]: ...
    def passives_of(self, kind: type[K]) -> Sequence[tuple[Card | None, K, int]]: ...
    def emblems_changed(self) -> None: ...
    def keywords(self, card: Card) -> dict[str, int | None]: ...
    def has_keyword(self, card: Card, name: str) -> bool: ...
    def granted_by_passives(self, card: Card) -> tuple[Ability, ...]: ...
    def chars(self) -> Any: ...
    def may_lose_abilities(self) -> bool: ...
    def _hold_passives(self, card: Card) -> None: ...
    def _release_passives(self, card: Card) -> None: ...
    def has_defender(self, player: int, exp: str) -> bool: ...

    # ------------------------------------------------------------------ Replacing
    def may_replace(self, card: Card | None = None) -> bool: ...
    def may_prohibit(self) -> bool: ...
    def replaced(self, act: Action) -> Generator[Any, Any, Action]: ...
    def replaced_now(self, act: Action) -> Action: ...
    def prohibited(self, act: Action) -> tuple[Card | None, Prohibition] | None: ...


class StateHost(StateData, StateCalls):
    """The game state as its mixins see it (see the module's docstring)."""


if TYPE_CHECKING:
    Host = StateHost
else:  # at run time the mixins derive from nothing: the declarations are for the checker
    Host = object
