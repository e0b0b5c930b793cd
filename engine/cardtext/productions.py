"""Every module of grammar productions, imported here so that their rules fill the tables,
and `parse_text`, which reads a card's text with them (the grammar's tables and matching,
`grammar.py`, know none of the productions).

Productions are tried in the order they were declared (`grammar.Table`), so this list,
with the imports among the modules, fixes that order.  A new set's words go in the
module named by what they do (docs/architecture.md); add a new module here.
"""

from typing import Any

from engine.ability_kinds import SpellEffect
from engine.cardtext import (  # noqa: F401 - they fill the grammar's tables
    abilities,
    activation,
    boosts,
    conditional_passives,
    conditions,
    control,
    cost_changes,
    counts,
    dice,
    effects,
    grants,
    mana,
    modes,
    movement,
    passives,
    players,
    playing,
    regions,
    replacements,
    reserve,
    restrictions,
    reveal,
    statuses,
    steps,
    tokens,
    triggers,
    turns,
    zones,
)
from engine.cardtext.grammar import ABILITY, Card, NotUnderstood
from engine.cardtext.markup import clean, paragraphs


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
            spell_steps.extend(effects.steps(para, card))
            continue
        out.extend(got if isinstance(got, tuple) else (got,))
    if spell_steps:
        out.append(SpellEffect(tuple(spell_steps)))
    return abilities.mark_first_day(tuple(out))
