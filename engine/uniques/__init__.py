"""Unique cards: a player's own cards, read from their printed text.

A unique card (reference `ALT_CORE_B_AX_04_U_1234`) is its family's name, faction and
subtypes (the family `ALT_CORE_B_AX_04` names them), its own costs and statistics, and
abilities printed from a finite set of parts.  The engine defines one from what the
player has - the printed text - with `card_from_text`; nothing about a unique ships.

- `define`: `card_from_text`, the one way a unique becomes a card definition;
- `blocks`: the unique as data (`UniqueSpec`), its decklist block and the official card
  database's JSON;
- `store`: the uniques a process knows (registered so that `card_by_ref` finds them).
"""

from engine.uniques.define import Clause, UniqueError, card_from_text, is_unique_ref

__all__ = ["Clause", "UniqueError", "card_from_text", "is_unique_ref"]
