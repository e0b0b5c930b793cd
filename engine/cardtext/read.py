"""One card's abilities from its printed text (`parse_text`) or its reference-data entry
(`read_card`: text and support text).

Reading loads only the grammar's productions the text needs (`engine.cardtext.grammar`
walks the precompiled tables and imports a production's module when it matches).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import SpellEffect
from engine.cardtext.grammar import ABILITY, Card, NotUnderstood
from engine.cardtext.markup import clean, paragraphs

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any


def parse_text(markup: str, card_type: str = "character", name: str = "") -> tuple[Any, ...]:
    """The abilities of a card from its printed markup; `NotUnderstood` if any clause
    is not read by the grammar."""
    card = Card(card_type, name)
    out: list[Any] = []
    spell_steps: list[Any] = []
    for para in paragraphs(clean(markup)):
        try:
            got = ABILITY.read(para, card)
        except NotUnderstood:
            if card_type != "spell":
                raise
            # a Spell's effect may run over several paragraphs: one effect (5.1.2.i)
            from engine.cardtext.effects import steps

            spell_steps.extend(steps(para, card))
            continue
        out.extend(got if isinstance(got, tuple) else (got,))
    if spell_steps:
        out.append(SpellEffect(tuple(spell_steps)))
    # a Hero's "ignore my abilities during the first Day" is read by a production of
    # `abilities`: when that module was not needed, no paragraph said it
    read_abilities = sys.modules.get("engine.cardtext.abilities")
    if read_abilities is None:
        return tuple(out)
    return read_abilities.mark_first_day(tuple(out))


def read_card(entry: dict[str, Any]) -> tuple[Any, ...]:
    """Abilities from `text_markup`, then the support abilities of `support_markup`
    (they work only while the card is in Reserve, 2.2.11.i)."""
    kind = entry.get("type", "character")
    out: tuple[Any, ...] = ()
    if entry.get("text_markup"):
        out += parse_text(entry["text_markup"], kind, entry.get("name", ""))
    if entry.get("support_markup"):
        for ab in parse_text(entry["support_markup"], kind, entry.get("name", "")):
            out += (ab if getattr(ab, "support", False) else _as_support(ab),)
    return out


def _as_support(ability: Any) -> Any:
    if attrs.has(type(ability)) and "support" in attrs.fields_dict(type(ability)):
        return attrs.evolve(ability, support=True)
    return ability
