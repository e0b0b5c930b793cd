"""Reading printed card text into the effects language.

The printed text of a card (the markup of the reference data) is cleaned (`markup`),
split into abilities, and each ability is matched against a grammar whose productions
build effects-language objects (`abilities`, `effects`, `nouns`).  A clause nothing
understands raises `NotUnderstood`, and the card is then *not implemented* — never a
silent blank.  The parser runs when the card data is generated (tools/parse_cards.py);
what ships is the generated definitions (engine/cards/families/, indexed by
engine/cards/parsed.py), written out by `emit`.

    >>> from engine.cardtext import parse_text
    >>> parse_text("{R} $<RESUPPLY>.", card_type="character")
    (Reaction(trigger=OnPlayed(zone=<Zone.RESERVE: 'reserve'>), steps=(Resupply(who=Who(who='you'), exhausted=False),), condition=None, support=False, hero_ignored_first_day=False),)
"""


from engine.cardtext.grammar import NotUnderstood
from engine.cardtext.read import parse_text

__all__ = ["NotUnderstood", "parse_text"]
