"""Tokens: creating Character and Landmark tokens (7.3.9) and the places they are created in."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Step
from engine.decisions import DecisionKind, Option
from engine.effects.conditions.zones import _WORDS_ORDIS
from engine.effects.players import choose_target_player
from engine.effects.selectors.base import _its
from engine.effects.standing import standing
from engine.effects.steps.tokens import CreateToken, Where, token_words
from engine.events import Event
from engine.gamestate.questions import definition_of
from engine.messages import msg
from engine.model import EXPEDITIONS, ZONE, Card
from engine.profile import profile_of

if TYPE_CHECKING:  # pragma: no cover

    from engine.decisions import Asks
    from engine.effects.context import Ctx
    from engine.effects.counts import Count
    from engine.effects.steps.common import Run
    from engine.state import GameState


@attrs.frozen
class CreateOnlyOne(CreateToken):
    """"Otherwise, create only one": the token of the sentence before, one of it (7.3.4)."""

    def text(self) -> str:
        return "create only one"


@attrs.frozen
class CreateNamedToken(CreateToken):
    """"Create a Halua token in your Companion Expedition": a token named without its
    statistics (its reminder text gives them), created as any Character token (7.3.4)."""

    def text(self) -> str:
        name = definition_of(self.token).name
        return f"Create a {name} token {self.where.text()}"


MANASEED = "ALT_DUSTER_B_NE_04_C"


def create_landmark_token(g: GameState, ref: str, creator: int, player: int,
                          ctx: Ctx | None = None) -> Card:
    """Put a new token Permanent in `player`'s Landmark zone.  A Landmark zone holds its
    player's cards only, so the token is owned and controlled by the player whose
    Landmarks it is created in (a ruling: the creator would own it under 1.1.7.b, but it
    never leaves that zone without ceasing to exist, so ownership changes nothing else)."""
    cdef = definition_of(ref)
    card = Card(0, cdef, player, profile=profile_of(cdef))
    g.place(card, ZONE.LANDMARK, None, player)
    article = "an" if cdef.name[:1].upper() in "AEIOU" else "a"
    g.entry(f"creates {article} {cdef.name} token in {g.players[player].name}'s Landmarks",
            "7.3.4", creator, (card.oid,))
    g.record_event(Event("create", card, creator, None, ZONE.LANDMARK, None, None))
    return card


_LANDMARK_OWNERS = {"you": "your", "target": "target player's",
                    "target_opponent": "target opponent's",
                    "another_target": "another target player's", "each": "each player's",
                    "its_controller": "its controller's"}


def _controller_of_it(g: GameState, ctx: Ctx) -> list[int]:
    it = ctx.it if ctx.it is not None else (ctx.chosen[0] if ctx.chosen else None)
    if it is None:
        return []
    if it.zone in (ZONE.EXPEDITION, ZONE.LANDMARK):
        return [it.controller]  # in play: controlled (7.5.4)
    ctrl = (it.last or {}).get("controller")
    return [it.owner if ctrl is None else ctrl]


@attrs.frozen
class CreateLandmarkToken(Step):
    """"Create a Manaseed token in your Landmarks", "Create two Manaseed tokens in target
    opponent's Landmarks", "Create an Aerolith token in target player's Landmarks": Permanent
    tokens (their card data says so) made in a Landmark zone (7.3.4), the one word of the
    Cyclone and Duster cards.

    "Target player" is chosen, you or an opponent (6.5.b); with two players, "target
    opponent" and "another target player" are both the other player.  "Its controller's" is
    the controller of the object the effect chose before ("it", 6.3.h) — as it last was in
    play if it has left (6.3.j).  Like every token, one ceases to exist when it leaves play
    (2.1.e); an excess of Landmarks is sacrificed at Clean-up as any Landmark (4.2.5.c)."""

    token: str = MANASEED
    whose: str = "you"  # see _LANDMARK_OWNERS
    count: int = 1
    # printed "create one in …" / "create only one" after a sentence naming the token;
    # "their": "in their Landmarks", the player the sentence before named (the same player
    # as `whose` says)
    pronoun: str = attrs.field(default="", eq=False)  # "" | "one" | "only one" | "their"

    def _players(self, g: GameState, ctx: Ctx) -> Asks[list[int]]:
        if self.whose == "you":
            return [ctx.controller]
        if self.whose == "target":
            return [(yield from choose_target_player(g, ctx))]
        if self.whose in ("target_opponent", "another_target"):
            return [1 - ctx.controller]
        if self.whose == "its_controller":
            return _controller_of_it(g, ctx)
        return list(g.initiative_order())  # "each player's"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for p in (yield from self._players(g, ctx)):
            for _ in range(self.count):
                create_landmark_token(g, self.token, ctx.controller, p, ctx)
        ctx.did = True

    def text(self) -> str:
        if self.pronoun == "only one":
            return "create only one"
        if self.pronoun == "one":
            return f"create one in {_LANDMARK_OWNERS[self.whose]} Landmarks"
        name = definition_of(self.token).name
        article = "an" if name[:1].upper() in "AEIOU" else "a"
        n = {1: article, 2: "two", 3: "three"}.get(self.count, str(self.count))
        noun = "token" if self.count == 1 else "tokens"
        whose = "their" if self.pronoun == "their" else _LANDMARK_OWNERS[self.whose]
        return f"Create {n} {name} {noun} in {whose} Landmarks"


@attrs.frozen
class CreateLandmarkTokenForThem(CreateLandmarkToken):
    """"Create a Manaseed token in that player's Landmarks": the owner of the card the step
    before chose (a card in Reserve), or the controller of the object ("its controller's",
    6.3.j: as it last was in play)."""

    whose: str = "that_player"  # that_player | its_controller

    def _players(self, g: GameState, ctx: Ctx) -> Asks[list[int]]:
        if self.whose == "its_controller":
            return (yield from super()._players(g, ctx))
        return [ctx.chosen[0].owner] if ctx.chosen else []

    def text(self) -> str:
        name = definition_of(self.token).name
        article = "an" if name[:1] in "AEIOU" else "a"
        whose = ("their" if self.pronoun == "their" else
                 "that player's" if self.whose == "that_player" else "its controller's")
        return f"Create {article} {name} token in {whose} Landmarks"


@attrs.frozen
class CreateLandmarkTokenThatPlayer(CreateLandmarkToken):
    """"Create a Manaseed token in that player's Landmarks": the player named just before
    ("controlled by another player"), i.e. the controller of the object chosen (6.3.j)."""

    whose: str = "its_controller"

    def text(self) -> str:
        return super().text().replace("its controller's", "that player's")


@attrs.frozen
class TokenWhere(Where):
    """More places a token is created in, besides those of `Where`: "in target opponent's
    Companion Expedition" (with two players, the other player's, 6.5.b), "in each
    Expedition" (every player's two), "in the Companion Expedition of its owner" (the
    owner of the card "it" names, e.g. the card a Sabotage discarded)."""

    def text(self) -> str:
        return _TOKEN_PLACES.get(self.where) or super().text()

    def resolve(self, g: GameState, ctx: Ctx) -> Asks[list[tuple[int, str]]]:
        if self.where == "opp_companion":
            return [(1 - ctx.controller, "companion")]
        if self.where == "every":
            return [(p, e) for p in g.initiative_order() for e in EXPEDITIONS]
        if self.where == "owner_companion":
            it = _its(ctx)
            return [] if it is None else [(it.owner, "companion")]
        return (yield from super().resolve(g, ctx))


_TOKEN_PLACES = {"opp_companion": "in target opponent's Companion Expedition",
                 "every": "in each Expedition",
                 "owner_companion": "in the Companion Expedition of its owner"}


@attrs.frozen
class WhereStanding(Where):
    """"In each of your Expeditions that's behind or tied": each of your Expeditions whose
    standing (7.5.2) is one of these, looked at as the step resolves."""

    states: tuple[str, ...] = ("behind", "tied")

    def text(self) -> str:
        return f"in each of your Expeditions that's {' or '.join(self.states)}"

    def resolve(self, g: GameState, ctx: Ctx) -> Asks[list[tuple[int, str]]]:
        me = ctx.controller
        return [(me, e) for e in EXPEDITIONS if standing(g, me, e) in self.states]
        yield  # pragma: no cover - makes this a generator


@attrs.frozen
class WhereAnyNamed(Where):
    """"In a Hero Expedition" / "in a Companion Expedition": one Expedition of that name,
    either player's, chosen by the effect's controller as the step resolves — a choice,
    not a target (no "target", 6.5.b).  A token created in an opponent's Expedition is
    controlled by that player and owned by its creator (1.1.7.b)."""

    def text(self) -> str:
        return f"in a {self.where.capitalize()} Expedition"

    def resolve(self, g: GameState, ctx: Ctx) -> Asks[list[tuple[int, str]]]:
        opts = [Option(f"e:{p}:{self.where}", f"{g.players[p].name}'s {self.where} Expedition",
                       expedition=(p, self.where))
                for p in g.initiative_order()]
        ans = yield from g.ask(ctx.controller, DecisionKind.EXPEDITION,
                               f"Choose a {self.where.capitalize()} Expedition", opts,
                               source=ctx.source)
        _, p, e = ans.split(":")
        return [(int(p), e)]


@attrs.frozen
class BareToken(CreateToken):
    """"Create an Ordis Recruit 1/1/1 in a Hero Expedition": a token named without the
    words "[sub-types] token" — the same creation (7.3.4)."""

    def text(self) -> str:
        t = definition_of(self.token)
        article = "an" if t.name[:1] in "AEIOU" else "a"
        return f"Create {article} {t.name} {t.stats} {self.where.text()}"


@attrs.frozen
class TokensInTargetExpedition(Step):
    """"Target an Expedition. Create X [token]s in it, where X is the number of cards in
    target player's Reserve" / "Target an Expedition, then create one [token] in it per
    card in your Landmarks, up to three per activation": the Expedition (any of the four)
    and the player are targets chosen as the step resolves (6.5.b), in the printed order;
    X is counted once, then the tokens are created one after the other (6.5.i)."""

    token: str
    count: str = "target_player_reserve"  # target_player_reserve | your_landmarks
    cap: int | None = None  # "up to three per activation"

    def run(self, g: GameState, ctx: Ctx) -> Run:
        exps = yield from Where("target").resolve(g, ctx)
        if self.count == "target_player_reserve":
            p = yield from choose_target_player(g, ctx)
            n = len(g.players[p].reserve)
            g.note(msg("counts {n} cards in {player}'s Reserve", n=n, player=g.players[p].name),
                   "6.5.i", ctx=ctx)
        else:
            n = len(g.players[ctx.controller].landmarks)
            g.note(msg("counts {n} cards in your Landmarks", n=n), "6.5.i", ctx=ctx)
        if self.cap is not None:
            n = min(n, self.cap)
        for p, e in exps:
            for _ in range(n):
                g.create_token(self.token, ctx.controller, p, e, "7.3.4", ctx=ctx)

    def text(self) -> str:
        if self.count == "target_player_reserve":
            return (f"Target an Expedition. Create {token_words(self.token, 'X', plural=True)} "
                    "in it, where X is the number of cards in target player's Reserve")
        cap = f", up to {_WORDS_ORDIS.get(self.cap, self.cap)} per activation" if self.cap else ""
        return (f"Target an Expedition, then create {token_words(self.token, 'one')} in it "
                f"per card in your Landmarks{cap}")


@attrs.frozen
class CreateTokenWith(CreateToken):
    """"Create a [token] … with "[its ability]"": the quoted ability is the token's own
    printed one (the token's definition carries it out); only the wording differs."""

    def text(self) -> str:
        ability = " ".join(a.text() for a in definition_of(self.token).abilities).rstrip(".")
        return f'{super().text()} with "{ability}"'


@attrs.frozen
class CreateTokenInItsExpedition(Step):
    """"… then create a Mana Moth Illusion token in its Expedition": "it" is the object the
    step before chose, and its Expedition the one it was last in (6.3.j) — the token joins
    that Expedition, the opponent's if it was theirs (7.3.4)."""

    token: str

    def run(self, g: GameState, ctx: Ctx) -> Run:
        it = ctx.chosen[0] if ctx.chosen else None
        if it is None:
            g.note("nothing was chosen, so no token is created", "1.4.1.c", ctx=ctx)
            return
        if it.zone is ZONE.EXPEDITION:
            player, exp = g.controller_of(it), it.expedition
        else:
            last = it.last or {}
            player, exp = last.get("controller"), last.get("expedition")
        if player is None or exp is None:
            g.note("it was in no Expedition, so no token is created", "1.4.1.c", ctx=ctx)
            return
        g.create_token(self.token, ctx.controller, player, exp, "7.3.4", ctx=ctx)
        yield from ()

    def text(self) -> str:
        return f"Create {token_words(self.token)} in its Expedition"


@attrs.frozen
class CreateTokensAmongAny(CreateToken):
    """"Create two Mana Moth Illusion tokens, distributed among any Expeditions": each
    token's Expedition, any of the four, chosen one after the other (7.3.4)."""

    distribute: bool = True

    def text(self) -> str:
        return super().text().replace(
            ", distributed as you choose among any number of target Expeditions",
            ", distributed among any Expeditions")


@attrs.frozen
class CreateTokenFacingDraws(Step):
    """"Create a Mana Moth Illusion token in target Expedition. Then, the controller of the
    Expedition facing that Illusion draws a card": the Expedition facing the token's is the
    other player's of the same name (hero faces hero); that player draws (7.3.7)."""

    token: str

    def run(self, g: GameState, ctx: Ctx) -> Run:
        for p, e in (yield from Where("target").resolve(g, ctx)):
            g.create_token(self.token, ctx.controller, p, e, "7.3.4", ctx=ctx)
            yield from g.draw(1 - p, 1, "7.3.7", ctx=ctx)

    def text(self) -> str:
        t = definition_of(self.token)
        sub = ", ".join(s.capitalize() for s in t.subtypes)
        return (f"Create a {t.name} {t.stats} {sub} token in target Expedition. Then, the "
                f"controller of the Expedition facing that {sub} draws a card")


@attrs.frozen
class CreateTokenInAnOpponentsExpedition(Step):
    """"Create a Mana Moth Illusion token in an opponent's Expedition": one of the other
    player's two Expeditions, of the controller's choice (not a target); the token is in
    their Expedition and theirs to control (7.3.4)."""

    token: str

    def run(self, g: GameState, ctx: Ctx) -> Run:
        opp = 1 - ctx.controller
        opts = [Option(f"e:{opp}:{e}", f"{g.players[opp].name}'s {e} Expedition",
                       expedition=(opp, e)) for e in EXPEDITIONS]
        ans = yield from g.ask(ctx.controller, DecisionKind.EXPEDITION,
                               "Choose the opponent's Expedition for the token", opts,
                               source=ctx.source)
        g.create_token(self.token, ctx.controller, opp, ans.split(":")[2], "7.3.4", ctx=ctx)
        ctx.did = True

    def text(self) -> str:
        return f"Create {token_words(self.token)} in an opponent's Expedition"


@attrs.frozen
class CreateXTokensInMyExpedition(Step):
    """"Create X Mana Moth Illusion tokens in my Expedition. X can't be higher than …": X
    is the one chosen as the cost was paid (`ExhaustMeAndX`)."""

    token: str
    limit: Count

    def run(self, g: GameState, ctx: Ctx) -> Run:
        n = ctx.x or 0
        if n:
            yield from CreateToken(self.token, Where("mine"), n).run(g, ctx)

    def text(self) -> str:
        return (f"Create {token_words(self.token, 'X', plural=True)} in my Expedition. X can't "
                f"be higher than {self.limit.text()}")
