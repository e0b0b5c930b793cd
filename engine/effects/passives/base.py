"""What characteristic-changing passives are (`CharPassive`: a delta of small facts, 2.3)
and the objects they apply to."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.ability_kinds import Passive
from engine.effects.context import Ctx
from engine.effects.filters import Description
from engine.gamestate.chars import Delta
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.model import Card
    from engine.state import GameState


class CharPassive(Passive):
    """A passive that changes characteristics of objects in play (2.3.1.g-h)."""

    alters_characteristics = True

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:  # pragma: no cover
        raise NotImplementedError

    def table_reads(self) -> int | None:
        """What `delta` reads of the table beyond where objects are, their controllers,
        Expeditions and timestamps, when it reads nothing but the table
        (`GameState.table_changed` lists what that is) and the abilities that exist: a
        mask of `engine.gamestate.chars.READS_*` (statuses and counters, regions and
        positions, the phase; `READS_ALL` for all of it).  Its facts cannot change while
        that stays as it is, so `GameState.chars` keeps them until one of those changes
        (issue #27): a passive that says less than it reads gives stale characteristics
        (a checked run catches it, `StaleCharacteristics`).  None, the default, when it
        may read something else - a condition may read a hand, a count, the turn - so a
        new passive is asked after every event until it says otherwise."""
        return None

    def facts_given(self) -> tuple[frozenset[str] | None, frozenset[str] | None]:
        """The kinds of facts `delta` may give ("kw" keywords, "sub" sub-types, "lose"
        abilities lost, "terr" terrains, "stat" statistics; None: any) and the keywords
        among them by name (None: any).  A question about a keyword no passive that
        exists may give is answered without asking the passives (issue #27), so a
        passive that says less than it gives leaves objects without it (a checked run
        catches it, `engine.invariants.check_facts_given`).  Anything unless the passive says less."""
        return None, None


def gives_keyword(kw: Any) -> tuple[frozenset[str], frozenset[str]]:
    """`CharPassive.facts_given` of a passive giving one keyword."""
    return frozenset({"kw"}), frozenset({kw.name})


GIVES_SUBTYPES = (frozenset({"sub"}), frozenset[str]())
GIVES_LOST = (frozenset({"lose"}), frozenset[str]())
GIVES_TERRAINS = (frozenset({"terr"}), frozenset[str]())
GIVES_STATS = (frozenset({"stat"}), frozenset[str]())


def condition_table_reads(cond: Any) -> int | None:
    """What a passive's condition reads of the table (`Condition.table_reads`): nothing
    when there is no condition, None when it may read more than the table (a condition
    says what it reads itself, else it may read anything)."""
    if cond is None:
        return 0
    says = getattr(cond, "table_reads", None)
    return None if says is None else says()


def reads_together(a: int | None, b: int | None) -> int | None:
    """What two parts of a passive read of the table together (`CharPassive.table_reads`):
    None when either may read more than the table."""
    return None if a is None or b is None else a | b


IN_PLAY = (ZONE.EXPEDITION, ZONE.LANDMARK)


def _matching(g: GameState, flt: Description, holder: Card | None,
              ctrl: int) -> list[Card]:
    """The objects in play a passive's filter is about, "you" being its controller."""
    ctx = Ctx(ctrl, holder)
    return [c for c in g.objects_in(IN_PLAY) if flt.matches(g, c, ctx)]
