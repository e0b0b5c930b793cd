"""Steps of effects: one word of the language per verb of section 7.3.

Every step has `run(g, ctx)`, a generator that may ask decisions and changes the game
through the primitives of `engine.state`, and `text()`, the words a player reads.

Each step lives in a small module by what it does (`zones`, `gains`, `tokens`,
`control`, ...), so that building a card's abilities builds only the steps it uses
(issue #27).  This package keeps every name importable from `engine.effects.steps`,
loading its module on first use (PEP 562); the engine's own code and the generated card
families import from the small modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import lazy_names

#: name -> the module that defines it
_HOME = {
    "ActivateJoin": "engine.effects.steps.abilities",
    "AfterYou": "engine.effects.steps.control",
    "Asks": "engine.decisions",
    "Choose": "engine.effects.steps.choose",
    "CreateOngoing": "engine.effects.steps.abilities",
    "CreateToken": "engine.effects.steps.tokens",
    "DieResult": "engine.effects.steps.common",
    "Draw": "engine.effects.steps.zones",
    "EACH": "engine.effects.steps.common",
    "GainBoosts": "engine.effects.steps.gains",
    "GainCounters": "engine.effects.steps.gains",
    "GainStatus": "engine.effects.steps.gains",
    "If": "engine.effects.steps.control",
    "IfYouDid": "engine.effects.steps.control",
    "IfYouDont": "engine.effects.steps.control",
    "KEYWORD_VERBS": "engine.sentences",
    "LoseStatus": "engine.effects.steps.gains",
    "Mark": "engine.effects.steps.gains",
    "May": "engine.effects.steps.control",
    "MoveExpedition": "engine.effects.steps.expeditions",
    "PayToDo": "engine.effects.steps.control",
    "PutFromHand": "engine.effects.steps.zones",
    "Repeat": "engine.effects.steps.control",
    "Resupply": "engine.effects.steps.zones",
    "Run": "engine.effects.steps.common",
    "Runs": "engine.effects.steps.common",
    "Sabotage": "engine.effects.steps.zones",
    "Sacrifice": "engine.effects.steps.zones",
    "Send": "engine.effects.steps.zones",
    "Step": "engine.ability_kinds",
    "StepOn": "engine.effects.steps.common",
    "Then": "engine.effects.steps.control",
    "Unless": "engine.effects.steps.control",
    "Where": "engine.effects.steps.tokens",
    "Who": "engine.effects.steps.common",
    "YOU": "engine.effects.steps.common",
    "about": "engine.effects.steps.common",
    "amount": "engine.effects.steps.common",
    "choose_from_hand": "engine.effects.steps.common",
    "choose_one_of": "engine.effects.steps.common",
    "choose_own_card": "engine.effects.steps.common",
    "effect_text": "engine.sentences",
    "lower_first": "engine.sentences",
    "me_in_play": "engine.effects.steps.common",
    "plural": "engine.effects.steps.common",
    "replaced_forward_move": "engine.effects.steps.expeditions",
    "subject_text": "engine.effects.steps.common",
    "then_text": "engine.effects.steps.common",
    "token_words": "engine.effects.steps.tokens",
    "upper_first": "engine.sentences",
}


__getattr__, __dir__ = lazy_names.serve(globals(), _HOME)

# generated from _HOME by tools/lazy_exports.py: edit _HOME, then run it
if TYPE_CHECKING:  # pragma: no cover
    from engine.ability_kinds import Step as Step
    from engine.decisions import Asks as Asks
    from engine.effects.steps.abilities import ActivateJoin as ActivateJoin
    from engine.effects.steps.abilities import CreateOngoing as CreateOngoing
    from engine.effects.steps.choose import Choose as Choose
    from engine.effects.steps.common import EACH as EACH
    from engine.effects.steps.common import YOU as YOU
    from engine.effects.steps.common import DieResult as DieResult
    from engine.effects.steps.common import Run as Run
    from engine.effects.steps.common import Runs as Runs
    from engine.effects.steps.common import StepOn as StepOn
    from engine.effects.steps.common import Who as Who
    from engine.effects.steps.common import about as about
    from engine.effects.steps.common import amount as amount
    from engine.effects.steps.common import choose_from_hand as choose_from_hand
    from engine.effects.steps.common import choose_one_of as choose_one_of
    from engine.effects.steps.common import choose_own_card as choose_own_card
    from engine.effects.steps.common import me_in_play as me_in_play
    from engine.effects.steps.common import plural as plural
    from engine.effects.steps.common import subject_text as subject_text
    from engine.effects.steps.common import then_text as then_text
    from engine.effects.steps.control import AfterYou as AfterYou
    from engine.effects.steps.control import If as If
    from engine.effects.steps.control import IfYouDid as IfYouDid
    from engine.effects.steps.control import IfYouDont as IfYouDont
    from engine.effects.steps.control import May as May
    from engine.effects.steps.control import PayToDo as PayToDo
    from engine.effects.steps.control import Repeat as Repeat
    from engine.effects.steps.control import Then as Then
    from engine.effects.steps.control import Unless as Unless
    from engine.effects.steps.expeditions import MoveExpedition as MoveExpedition
    from engine.effects.steps.expeditions import replaced_forward_move as replaced_forward_move
    from engine.effects.steps.gains import GainBoosts as GainBoosts
    from engine.effects.steps.gains import GainCounters as GainCounters
    from engine.effects.steps.gains import GainStatus as GainStatus
    from engine.effects.steps.gains import LoseStatus as LoseStatus
    from engine.effects.steps.gains import Mark as Mark
    from engine.effects.steps.tokens import CreateToken as CreateToken
    from engine.effects.steps.tokens import Where as Where
    from engine.effects.steps.tokens import token_words as token_words
    from engine.effects.steps.zones import Draw as Draw
    from engine.effects.steps.zones import PutFromHand as PutFromHand
    from engine.effects.steps.zones import Resupply as Resupply
    from engine.effects.steps.zones import Sabotage as Sabotage
    from engine.effects.steps.zones import Sacrifice as Sacrifice
    from engine.effects.steps.zones import Send as Send
    from engine.sentences import KEYWORD_VERBS as KEYWORD_VERBS
    from engine.sentences import effect_text as effect_text
    from engine.sentences import lower_first as lower_first
    from engine.sentences import upper_first as upper_first
