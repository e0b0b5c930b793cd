"""Every module of grammar productions, imported here so that their rules fill the tables
(the grammar's tables and matching, `grammar.py`, know none of the productions).

Productions are tried in the order they were declared (`grammar.Table`), so this list,
with the imports among the modules, fixes that order: the order tools/grammar_tables.py
ships precompiled (`engine.cardtext.tables`), which a reading follows whatever is loaded.
Importing this module loads the whole grammar; reading a text (`engine.cardtext.read`)
loads only the modules whose productions it needs.  A new set's words go in the module
named by what they do (docs/architecture.md); add a new module here.
"""

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
from engine.cardtext.read import parse_text  # noqa: F401 - where it was first defined
