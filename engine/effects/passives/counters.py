"""Passives on counters, markers and statuses gained: beginning with some, support beyond
the cap, boosts instead of a status, gaining a status again."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import AtGameStart, Passive
from engine.gamestate.replacing import Action, Replacement
from engine.model import STATUS, ZONE
from engine.sentences import terrain_name

if TYPE_CHECKING:  # pragma: no cover
    from engine.model import Player, Status, Terrain
    from engine.state import GameState


@attrs.frozen
class BeginsWithCounters(AtGameStart):
    """"I begin the game with N [name] counters": put on the Hero as it is revealed at the
    start of the game (4.1), before anything else happens."""

    name: str
    n: int

    def begin(self, g: GameState, p: Player) -> None:
        assert p.hero is not None
        g.gain_counters(p.hero, self.name, self.n, "4.1")

    def text(self, duration: str | None = None) -> str:
        words = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
        return (f"I begin the game with {words.get(self.n, str(self.n))} "
                f"{self.name.capitalize()} counters.")


@attrs.frozen
class SupportCountersBeyond(Passive):
    """"The Support abilities of cards in Reserve can give them 1 more counter than their
    maximum" (`extra` 1) / "... counters beyond their maximum" (`extra` None): an "up to a
    max of M" said by a card's own support ability about itself, while it is in Reserve,
    becomes M+1 / no maximum. No owner is named, so every Reserve (7.5.4); several such
    passives do not add up: the most generous applies."""

    extra: int | None = 1

    def text(self, duration: str | None = None) -> str:
        if self.extra is None:
            return ("The Support abilities of cards in Reserve can give them counters beyond "
                    "their maximum.")
        return (f"The Support abilities of cards in Reserve can give them {self.extra} more "
                "counter than their maximum.")


@attrs.frozen
class GainBoostsInsteadOfStatus(Passive, Replacement):
    """"If I would gain Fleeting, I gain 1 boost instead": a replacing modifier of the
    bearer (6.2) — whenever it would gain the status (by an effect, or as it enters the
    Expedition zone from Limbo after being played from Reserve, 2.4.6.c), it gains the
    boosts and not the status. One already Fleeting would not gain it (2.4.1.f)."""

    replaces = "gain_status"

    status: Status = STATUS.FLEETING
    boosts: int = 1

    @classmethod
    def replace_now(cls, g: GameState, act: Action) -> Action:
        """The bearer's own modifiers, summed; only Fleeting in the Expedition zone is
        replaced (a Landmark Permanent cannot be Fleeting at all, 2.4.6.b)."""
        card = act.card
        if (card is None or act.status is not STATUS.FLEETING or card.zone is not ZONE.EXPEDITION
                or not any(isinstance(a, cls) for a in card.cdef.abilities)):
            return act  # a fast answer for every other card
        n = sum(a.boosts for a in g.working_abilities(card)
                if isinstance(a, cls) and a.status is act.status)
        if not n:
            return act
        g.entry(f"{card.name} gains boosts instead of Fleeting", "6.2", act.player, (card.oid,))
        g.gain_counters(card, "boost", n, "6.2", ctx=act.ctx)
        return attrs.evolve(act, replaced=True)

    def text(self, duration: str | None = None) -> str:
        n = f"{self.boosts} boost{'s' if self.boosts != 1 else ''}"
        return f"If I would gain {self.status.value.capitalize()}, I gain {n} instead."


@attrs.frozen
class CanGainStatusAgain(Passive):
    """"I can gain Fleeting even if I was already Fleeting": an exception to 2.4.1.f
    (2.4.1.g) — an effect giving the bearer the status it has is still a gain: nothing
    changes on the object, but the gain is an event its Reactions ("When I gain Fleeting")
    see. Ruling: docs/mechanisms.md, "Gaining Fleeting"."""

    status: Status = STATUS.FLEETING

    def text(self, duration: str | None = None) -> str:
        st = self.status.value.capitalize()
        return f"I can gain {st} even if I was already {st}."


def _a_list(ts: tuple[Terrain, ...], article: str) -> str:
    words = [f"{article} {terrain_name(t)}" for t in ts]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


@attrs.frozen
class BeginsWithMarkers(AtGameStart):
    """"I begin the game with one {V}, one {M} and one {O} Terrain Marker": the Hero's
    controller holds those Markers from the start of the game (4.1), off the Adventure,
    until an effect places them; held Markers change no region."""

    terrains: tuple[Terrain, ...]

    def begin(self, g: GameState, p: Player) -> None:
        p.markers = (*p.markers, *self.terrains)
        names = ", ".join(terrain_name(t) for t in self.terrains)
        g.entry(f"{p.name} begins the game holding Terrain Markers: {names}", "4.1", p.index)

    def text(self, duration: str | None = None) -> str:
        return f"I begin the game with {_a_list(self.terrains, 'one')} Terrain Marker."


@attrs.frozen
class GainInstead(Passive, Replacement):
    """"If I would gain Asleep, I gain Anchored instead": a replacing modifier of the bearer
    (6.2) on the atomic action that gives it that status."""

    replaces = "status_to_gain"

    would: Status
    instead: Status

    @classmethod
    def replace_now(cls, g: GameState, act: Action) -> Action:
        card = act.card
        for holder, pa, _ctrl in g.passives_of(cls):
            if holder is card and card is not None and pa.would is act.status:
                g.entry(f"{card.name} would gain {act.status.value.capitalize()}: it gains "
                        f"{pa.instead.value.capitalize()} instead", "6.2", card.controller,
                        (card.oid,))
                return attrs.evolve(act, status=pa.instead)
        return act

    def text(self, duration: str | None = None) -> str:
        return (f"If I would gain {self.would.value.capitalize()}, I gain "
                f"{self.instead.value.capitalize()} instead.")
