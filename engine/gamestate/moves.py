"""Moving objects between zones: place, move, draw, refill, Resupply, tokens.

A mixin of `engine.state.GameState`.  A card that changes zone becomes a new object with
a new id and timestamp (1.4.4); `place` does that bookkeeping (and keeps the indexes of
`characteristics` in step), `move` adds what the rules say about leaving a zone
(modifiers, Fleeting, tokens ceasing to exist, counters kept or lost) and logs and records
the event for the Reactions to see.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any, cast

from engine.events import NO_STATUSES, Event, new_event
from engine.gamestate.characteristics import WORKING_ZONES, changes_of
from engine.gamestate.context import Ctx
from engine.gamestate.host import Host
from engine.gamestate.questions import WORDS
from engine.gamestate.replacing import Action
from engine.messages import Message, expedition_name, msg
from engine.model import STATUS, ZONE, Card, Zone
from engine.profile import profile_of

if TYPE_CHECKING:  # pragma: no cover
    from engine.state import GameState

Gen = Generator[Any, Any, Any]
# builds a named tuple straight from all its fields (see engine.state)
_new_record = tuple.__new__
#: a move's log line by destination (message templates: engine.messages)
_MOVE_TEMPLATES = {ZONE.RESERVE: "{card} goes to Reserve", ZONE.DISCARD: "{card} is discarded",
                   ZONE.HAND: "{card} returns to its owner's hand",
                   ZONE.DECK: "{card} goes on top of the Deck",
                   ZONE.LANDMARK: "{card} joins the Landmark zone",
                   ZONE.LIMBO: "{card} moves to Limbo", ZONE.MANA: "{card} becomes a Mana Orb"}
_JOINS = {"hero": "{card} joins the hero Expedition",
          "companion": "{card} joins the companion Expedition"}
#: the zones whose objects lie in a list of their owner's, by the list's name: where most
#: moves go to or come from, found in one look instead of down the chain of zones
_OWNERS_LISTS = {ZONE.HAND: "hand", ZONE.RESERVE: "reserve", ZONE.DISCARD: "discard",
                 ZONE.MANA: "mana"}


class ZoneMoves(Host):
    """Atomic actions that move objects between zones (7.3)."""

    __slots__ = ()  # the data are `GameState`'s slots (engine.state)

    def _remove(self, card: Card) -> None:
        z = card.zone
        if self.able.pop(card, 0) is None:
            self._abilities_version += 1
            if changes_of(card):
                self._changers -= 1
                self._changers_version += 1
            if self.watching.pop(card, 0) is None:
                self._watch_version += 1  # one watcher fewer (see `watchers_key`)
                self._watch_moves.append((card, False))  # the kept lists are patched
            self.quick_held.pop(card, None)
            self._release_passives(card)
        if z is ZONE.EXPEDITION:
            self.expedition_zone.remove(card)
            return
        mine = _OWNERS_LISTS.get(z)
        if mine is not None:
            getattr(self.players[card.owner], mine).remove(card)
        elif z is ZONE.LIMBO:
            self.limbo.remove(card)
        elif z is ZONE.HERO:
            self.players[card.owner].hero = None
        elif z is ZONE.LANDMARK:  # its controller's Landmarks (a control change, 1.4.3.a)
            self.players[card.controller].landmarks.remove(card)
        elif z is not ZONE.GONE:
            self.players[card.owner].zone_list(z).remove(card)

    def place(self, card: Card, dst: Zone, exp: str | None = None, controller: int | None = None,
              top: bool = True) -> None:
        """Put an item in a zone as a new object (1.4.4): new oid and timestamp."""
        card.zone = dst
        self._oid += 1
        self._ts += 1  # the table changed: `table_key` counts the timestamps given
        card.oid = oid = self._oid
        self.items[oid] = card
        card.timestamp = self._ts
        card.expedition = exp if dst is ZONE.EXPEDITION else None
        card.controller = card.owner if controller is None else controller
        if dst in WORKING_ZONES and (card.cdef.abilities or card.granted):
            self.able[card] = None
            self._abilities_version += 1
            pr = card.profile
            # only where one of its watching Reactions works (a Hero's all do: `every`)
            if card.granted or (pr.watches_support if dst is ZONE.RESERVE else
                                pr.watches if dst is ZONE.HERO else pr.watches_in_play):
                self.watching[card] = None
                self._watch_version += 1
                self._watch_moves.append((card, True))  # the kept lists are patched
            if pr.quick or card.granted:
                self.quick_held[card] = None
            if card.profile.passives or card.granted:
                self._hold_passives(card)
            if card.profile.changing:
                self._changers += 1
                self._changers_version += 1
                self._arrived.append(card)  # its timestamp may need ordering (2.2.15.d)
            elif card.granted:
                self._changers_version += 1  # (a placed object has none: `move` empties it)
        if dst is ZONE.EXPEDITION:
            self.expedition_zone.append(card)
            return
        mine = _OWNERS_LISTS.get(dst)
        if mine is not None:
            getattr(self.players[card.owner], mine).append(card)
        elif dst is ZONE.LIMBO:
            self.limbo.append(card)
        elif dst is ZONE.HERO:
            self.players[card.owner].hero = card
        elif dst is ZONE.DECK and not top:
            self.players[card.owner].deck.insert(0, card)  # bottom (deck top is the end)
        elif dst is ZONE.LANDMARK:
            self.players[card.controller].landmarks.append(card)
        else:
            self.players[card.owner].zone_list(dst).append(card)

    def move(self, card: Card, dst: Zone, *, exp: str | None = None,
             controller: int | None = None, rule: str = "7.3.21", ctx: Ctx | None = None,
             sacrifice: bool = False, quiet: bool = False, top: bool = True,
             fleeting: bool = False) -> Gen:
        """Move an object to another zone; return the new object, or None (token gone)."""
        src = card.zone
        if src is ZONE.GONE:
            return None  # an object that no longer exists cannot move (2.1.i)
        if src is ZONE.EXPEDITION and self.may_replace(card):  # it may stay, or defect (6.2.b)
            act = yield from self.replaced(Action("leave_expedition", card=card, dst=dst,
                                                  exp=exp, controller=controller, ctx=ctx))
            if act.replaced:
                return card
        src_exp = card.expedition
        old_oid, old_ctrl = card.oid, card.controller
        was = frozenset(card.statuses)
        actor = ctx.controller if ctx is not None else card.owner
        old_desc = None if quiet else self.described(card)
        in_play = src is ZONE.EXPEDITION or src is ZONE.LANDMARK
        if in_play and (card.granted or card.profile.passives):
            # the object's own modifiers (6.2.b, 6.2.l), passives such as "instead of ..."
            dst = yield from WORDS.modify_move(cast("GameState", self), card, src, dst, ctx)
        # replacing modifiers of the rules themselves (6.2)
        if (dst is ZONE.RESERVE and src is ZONE.EXPEDITION and STATUS.FLEETING in card.statuses):
            dst = ZONE.DISCARD
            self.entry(msg("{card} is Fleeting, so it is discarded instead of going to Reserve",
                           card=card.name), "2.4.6.d", actor, (card.oid,))
        keep_boosts = gigantic = False
        if src is ZONE.EXPEDITION:
            # a keyword it neither has printed nor was granted can only come from a
            # passive, and none changes characteristics: no need to ask (issue #27)
            kws = card.profile.keywords
            given = bool(card.granted or self._changers or self._changing_emblems
                         or self.chars_in_progress is not None)
            keep_boosts = (dst is ZONE.RESERVE and ("seasoned" in kws or given)
                           and self.has_keyword(card, "seasoned"))
            gigantic = ("gigantic" in kws or given) and self.has_keyword(card, "gigantic")
        card.last = {"expedition": src_exp, "controller": old_ctrl, "zone": src,
                     "gigantic": gigantic, "statuses": was,
                     "boosts": card.counters.get("boost", 0)}
        self._remove(card)
        if in_play and card.cdef.is_token:
            # tokens leaving the Expedition zone cease to exist (2.1.e); so do the token
            # Landmarks of later sets leaving the Landmark zone (docs/mechanisms.md)
            card.zone = ZONE.GONE
            card.counters.clear()
            card.statuses.clear()
            card.granted = ()
            self._table_version += 1  # `table_changed`, written out
            self.entry(msg("{card} token leaves play and ceases to exist", card=card.name),
                       "2.1.e", actor, (old_oid,))
            self._events.append(Event("move", card, actor, src, ZONE.GONE, src_exp, None,
                                      old_oid, old_ctrl, was, "sacrifice" if sacrifice else None))
            return None
        card.statuses = set()  # a new object has no status unless told (2.4.1.d)
        card.granted = ()
        counters = card.counters
        hidden = dst is ZONE.DECK or dst is ZONE.HAND  # hidden zones (1.2.3.g)
        if counters and (in_play or dst is ZONE.DISCARD or hidden):
            card.counters = ({"boost": counters["boost"]} if keep_boosts and "boost" in counters
                             else {})
        else:
            card.counters = dict(counters)
        self.place(card, dst, exp, controller, top)
        entered_fleeting = False
        if fleeting and dst in (ZONE.LIMBO, ZONE.EXPEDITION):
            # "If I would gain Fleeting, ... instead" (2.4.6.c, 6.2)
            if not (dst is ZONE.EXPEDITION and self.may_replace(card) and self.replaced_now(Action(
                    "gain_status", card=card, status=STATUS.FLEETING, ctx=ctx,
                    player=actor)).replaced):
                card.statuses.add(STATUS.FLEETING)
                self._marks_version += 1  # the status it entered with (`marks_changed`)
                entered_fleeting = dst is ZONE.EXPEDITION
        if dst is ZONE.MANA:
            card.statuses.add(STATUS.EXHAUSTED)  # face down and exhausted (3.2.9.b)
            self._marks_version += 1
        if not quiet:
            if sacrifice:
                words: str | Message = msg("{card} is sacrificed", card=old_desc)
            elif dst is ZONE.EXPEDITION:
                words = (msg(_JOINS[exp], card=old_desc) if exp in _JOINS else
                         f"{old_desc} joins the {exp} Expedition")
            else:
                template = _MOVE_TEMPLATES.get(dst)
                words = (msg(template, card=old_desc) if template else
                         msg("{card} goes to {zone}", card=old_desc, zone=dst.value))
            self.entry(words, rule, actor, () if hidden else (card.oid,))
        self._events.append(_new_record(Event, (  # all eleven fields, in order
            "move", card, actor, src, dst, src_exp, card.expedition, old_oid, old_ctrl, was,
            "sacrifice" if sacrifice else None)))
        if entered_fleeting:  # gaining Fleeting as it enters play is a gain (2.4.6.c): an
            # event "When I gain Fleeting" sees; the one in Limbo (2.4.6.a) is not
            self.entry(msg("{card} gains Fleeting as it enters play", card=card.name),
                       "2.4.6.c", actor, (card.oid,))
            self._events.append(Event("status", card, actor, value=(STATUS.FLEETING, True)))
        return card
        yield  # pragma: no cover

    def draw(self, player: int, n: int = 1, rule: str = "7.3.7", ctx: Ctx | None = None) -> Gen:
        p = self.players[player]
        drawn = 0
        n, also = yield from WORDS.modify_draw(cast("GameState", self), player, n)
        for _ in range(n):
            if not p.deck:
                self.refill_deck(player)
            if not p.deck:
                self.entry(msg("has no card left to draw"), "3.2.2.d", player)
                break
            card = p.deck.pop()
            card.zone = ZONE.HAND
            card.oid = self.new_oid()
            p.hand.append(card)
            drawn += 1
            # value: the how-manieth card of this drawing step it is ("one or more cards": 1)
            self._events.append(new_event(Event, ("draw", card, player, ZONE.DECK, ZONE.HAND,
                                                  None, None, None, None, NO_STATUSES, drawn)))
        if drawn:
            self.entry(msg("draws a card") if drawn == 1 else msg("draws {n} cards", n=drawn),
                       rule, player)
        if also:  # additive modifiers act within this same step (6.2.c)
            yield from WORDS.run_additive(cast("GameState", self), also)
        return drawn

    def refill_deck(self, player: int) -> None:
        """Shuffle the Discard pile under an empty Deck (3.2.2.d, 7.3.22.b)."""
        p = self.players[player]
        if not p.discard:
            return
        pile = list(p.discard)
        p.discard.clear()
        self.rng.shuffle(pile)
        for c in pile:
            c.zone = ZONE.DECK
            c.oid = self.new_oid()
        p.deck[:0] = pile
        self.entry(msg("shuffles {n} cards from the Discard pile into the Deck", n=len(pile)),
                   "3.2.2.d", player)

    def resupply(self, player: int, ctx: Ctx | None = None) -> Gen:
        """Top card of the Deck to Reserve (7.3.22), unless a modifier replaces it (6.2.b)."""
        p = self.players[player]
        if self.may_replace():  # "If you would Resupply, instead ..." (6.2)
            act = yield from self.replaced(Action("resupply", player=player, ctx=ctx))
            if act.replaced:
                return act.result
        if not p.deck:
            self.refill_deck(player)
        if not p.deck:
            self.entry(msg("cannot Resupply: no card in Deck or Discard pile"), "7.3.22", player)
            return None
        card = yield from self.move(p.deck[-1], ZONE.RESERVE, rule="7.3.22", ctx=ctx, quiet=True)
        self.entry(msg("Resupplies: {card} goes from the top of the Deck to Reserve",
                       card=card.name), "7.3.22", player, (card.oid,))
        self._events.append(Event("resupply", card, player))
        return card

    def create_token(self, ref: str, creator: int, player: int, exp: str, rule: str = "7.3.4",
                     ctx: Ctx | None = None) -> Card:
        cdef = WORDS.definition_of(ref)
        # the owner of a token is who created it (1.1.7.b)
        card = Card(0, cdef, creator, profile=profile_of(cdef))
        self.place(card, ZONE.EXPEDITION, exp, player)
        self.entry(msg("creates an {card} {stats} token in {expedition}"
                       if cdef.name[:1].upper() in "AEIOU" else
                       "creates a {card} {stats} token in {expedition}", card=cdef.name,
                       stats=str(cdef.stats),
                       expedition=expedition_name(self.players[player].name, exp)),
                   rule, creator, (card.oid,))
        self._events.append(new_event(Event, ("create", card, creator, None, ZONE.EXPEDITION, None,
                                              exp, None, None, NO_STATUSES, None)))
        return card
