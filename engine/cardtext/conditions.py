"""Conditions: "if you control two or more Landmarks", "if you are the first player"."""

from __future__ import annotations

from typing import Any

from engine.cardtext.grammar import CONDITION, Card
from engine.cardtext.nouns import NUM, filter_of, number
from engine.effects.conditions import (
    FewerManaOrbs,
    FirstPlayer,
    IAmInTerrain,
    IHaveAtMostBoosts,
    SingleTerrainRegionsVisible,
    YouControl,
)
from engine.model import Terrain


@CONDITION.rule(r"you control (?P<n>" + NUM + r") (?P<more>or more) (?P<what>.+)",
                r"you control (?P<n>an?) (?P<what>.+)")
def _you_control(n: str, what: str, card: Card, more: str | None = None) -> Any:
    k = number(n)
    return YouControl(filter_of(what), k, one_or_more=bool(more) and k == 1)


@CONDITION.rule(r"you are the first player")
def _first(card: Card) -> Any:
    return FirstPlayer()


@CONDITION.rule(r"you have less than (?P<n>" + NUM + r") mana orbs")
def _fewer_orbs(n: str, card: Card) -> Any:
    return FewerManaOrbs(number(n))


@CONDITION.rule(r"I have (?P<n>" + NUM + r") boosts? or less")
def _i_have_at_most(n: str, card: Card) -> Any:
    return IHaveAtMostBoosts(number(n))


_TERRAIN_SYMBOLS = {"{v}": Terrain.FOREST, "{m}": Terrain.MOUNTAIN, "{o}": Terrain.WATER}


@CONDITION.rule(r"(?P<n>" + NUM + r") or more single-terrain regions are visible")
def _single_terrain_regions(n: str, card: Card) -> Any:
    return SingleTerrainRegionsVisible(number(n))


@CONDITION.rule(r"i'm (?P<neg>not )?in (?P<t>\{[vmo]\})")
def _i_am_in(neg: str | None, t: str, card: Card) -> Any:
    return IAmInTerrain(_TERRAIN_SYMBOLS[t.lower()], negated=bool(neg))
