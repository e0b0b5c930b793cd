"""Asking the players: the one way the rules put a `Decision` in front of a player.

A mixin of `engine.state.GameState`.  Every question the rules or an effect asks goes
through `ask`, a generator the day flow yields from: the `Decision` travels up to
`engine.game.Game.pending`, the answer comes back down.  A choice with a single legal
option of some kinds is answered by itself (6.1.g), so it never reaches the player.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from typing import Any

from engine.decisions import DecisionKind, Option, asked
from engine.gamestate.context import Ctx
from engine.gamestate.host import Host
from engine.messages import msg_text
from engine.model import Card

Gen = Generator[Any, Any, Any]

#: kinds of decision answered by themselves when only one option is legal (6.1.g)
AUTO_KINDS: frozenset[DecisionKind] = frozenset(
    {DecisionKind.TARGET, DecisionKind.CHOOSE_CARD, DecisionKind.SACRIFICE,
     DecisionKind.REACTION, DecisionKind.TARGET_EXPEDITION})
_YES_NO = (Option("yes", msg_text("Yes")), Option("no", msg_text("No")))


_EXPEDITION_WORDS = {"hero": "Hero Expedition", "companion": "Companion Expedition"}


class Asking(Host):
    """Decisions: who is asked what, and who has initiative (1.4.5)."""

    __slots__ = ()  # the data are `GameState`'s slots (engine.state)

    def ask(self, player: int, kind: DecisionKind, prompt: str, options: Sequence[Option],
            lo: int = 1, hi: int = 1, *, source: Card | None = None, info: tuple[str, ...] = (),
            check: Callable[[Any], str | None] | None = None, multi: bool = False) -> Gen:
        """Ask one decision; return the answer (a tuple of ids when `multi`)."""
        opts = tuple(options)
        if hi == 0 or (not opts and lo == 0):
            return () if multi else None
        single = lo == 1 and hi == 1
        if single and len(opts) == 1 and kind in AUTO_KINDS:
            ans: Any = opts[0].id  # a choice with one legal option is no choice (6.1.g)
        else:
            d = asked(player, kind, prompt, opts, lo, hi, info,
                      source.oid if source is not None else None, check)
            ans = yield d
        if multi and isinstance(ans, str):
            return (ans,)
        return ans

    def ask_yes_no(self, player: int, prompt: str, source: Card | None = None,
                   info: Sequence[str] = ()) -> Gen:
        ans = yield from self.ask(player, DecisionKind.MAY, prompt, _YES_NO, source=source,
                                  info=tuple(info))
        return ans == "yes"

    def initiative(self) -> int:
        """The player with initiative: whose turn it is, else the first player (1.4.5.a)."""
        return self.turn_player if self.turn_player is not None else self.first

    def initiative_order(self) -> list[int]:
        i = self.initiative()
        return [i, 1 - i]

    def choose_modes(self, player: int, choose: Any, ctx: Ctx) -> Gen:
        """The modes of a modal step resolving now (6.5.g), picked one after another."""
        got = yield from choose.ask_modes(self, player, ctx.source, msg_text("Choose a mode"),
                                          back=False, ctx=ctx)
        return got or ()

    def choose_expedition(self, player: int, what: str, exps: Sequence[str], ctx: Ctx) -> Gen:
        opts = [Option(f"x:{e}", msg_text(_EXPEDITION_WORDS.get(e, "{exp} Expedition"),
                                          exp=e.capitalize()), expedition=(player, e))
                for e in exps]
        ans = yield from self.ask(player, DecisionKind.EXPEDITION, msg_text(
            "Choose the Expedition for {what}", what=what), opts, source=ctx.source)
        return ans.split(":")[1]
