"""The card registry keyed by official reference, searchable by name.

Facts come from `facts.json`; abilities from the faction modules (`ABILITIES` dicts
keyed by reference).  Test-only cards can be added with `register`.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from engine.model import CardDef, CardType, Faction, Rarity, Stats

FACTION_CODES = {"AX": Faction.AXIOM, "BR": Faction.BRAVOS, "LY": Faction.LYRA,
                 "MU": Faction.MUNA, "OR": Faction.ORDIS, "OD": Faction.ORDIS,
                 "YZ": Faction.YZMIR}

_extra: dict[str, CardDef] = {}


class UnknownCard(KeyError):
    def __str__(self) -> str:
        return str(self.args[0])


def _abilities_and_rulings() -> tuple[dict[str, tuple], dict[str, str]]:
    """The `ABILITIES` and `RULINGS` of the faction modules, keyed by reference."""
    from engine.cards import (  # they build on effects
        axiom,
        bravos,
        lyra,
        muna,
        ordis,
        tokens,
        yzmir,
    )

    abilities: dict[str, tuple] = {}
    rulings: dict[str, str] = {}
    for mod in (axiom, bravos, lyra, muna, ordis, yzmir, tokens):
        abilities.update(mod.ABILITIES)
        rulings.update(mod.RULINGS)
    return abilities, rulings


@cache
def _catalogue() -> dict[str, CardDef]:
    raw = json.loads(resources.files("engine.cards").joinpath("facts.json").read_text("utf-8"))
    abilities, rulings = _abilities_and_rulings()
    out: dict[str, CardDef] = {}
    for d in raw["cards"]:
        stats = d.get("stats")
        out[d["ref"]] = CardDef(
            ref=d["ref"], name=d["name"], type=CardType(d["type"]),
            faction=FACTION_CODES[d["faction"]] if d.get("faction") else None,
            rarity=Rarity(d.get("rarity", "common")), subtypes=tuple(d.get("subtypes", ())),
            hand_cost=d.get("hand_cost", 0), reserve_cost=d.get("reserve_cost", 0),
            stats=Stats(*stats) if stats else None,
            reserve_limit=d.get("reserve_limit", 2), landmark_limit=d.get("landmark_limit", 2),
            zone_type=d.get("zone_type"), abilities=tuple(abilities.get(d["ref"], ())),
            ruling=rulings.get(d["ref"], ""),
        )
    return out


def register(cdef: CardDef) -> CardDef:
    """Add a card (used for test-only cards); its reference must be new."""
    if cdef.ref in _catalogue() or (cdef.ref in _extra and _extra[cdef.ref] != cdef):
        raise ValueError(f"card reference {cdef.ref} is already defined")
    _extra[cdef.ref] = cdef
    return cdef


def card_by_ref(ref: str) -> CardDef:
    """The definition of a card by official reference, e.g. ALT_CORE_B_AX_01_C."""
    cat = _catalogue()
    if ref in cat:
        return cat[ref]
    if ref in _extra:
        return _extra[ref]
    raise UnknownCard(f"unknown card reference '{ref}'")


def all_cards() -> list[CardDef]:
    return [*_catalogue().values(), *_extra.values()]


def shipped_cards() -> list[CardDef]:
    """The cards the program ships (test-only cards added with `register` left out)."""
    return list(_catalogue().values())


def find_by_name(text: str) -> list[CardDef]:
    """Cards whose name contains `text` (case-insensitive), rare versions included."""
    t = text.casefold()
    return [c for c in all_cards() if t in c.name.casefold()]
