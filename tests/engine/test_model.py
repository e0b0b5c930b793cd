"""The plain member namespaces the engine reads enum members through (engine.model.member_namespace)
are the enum members themselves, so `ZONE.HAND is Zone.HAND` everywhere."""

from __future__ import annotations

import types

import pytest

from engine.model import (
    CARD_TYPE,
    PHASE,
    RARITY,
    STATUS,
    TERRAIN,
    ZONE,
    CardType,
    Phase,
    Rarity,
    Status,
    Terrain,
    Zone,
)


@pytest.mark.parametrize("names, members", [
    (ZONE, Zone), (STATUS, Status), (PHASE, Phase), (CARD_TYPE, CardType),
    (TERRAIN, Terrain), (RARITY, Rarity)])
def test_member_namespaces_hold_the_enum_members(names: object, members: type) -> None:
    for name, member in members.__members__.items():
        assert getattr(names, name) is member
    # nothing more, nothing less (beside what every module object holds: its name...)
    assert set(vars(names)) - set(vars(types.ModuleType("x"))) == set(members.__members__)
    with pytest.raises(AttributeError):
        names.NOT_A_MEMBER  # noqa: B018 - the attribute access itself is the test
