"""How the steps of an effect are put together: "You may ... If you do ...", "If you don't",
"Otherwise", "Then", "for each", "Do this X times", and choices among modes (6.5).

Each word lives in a small module by the shape it gives an effect (`conditionals`: "if"
and "otherwise" in one sentence; `headings`: a condition or result printed as a heading
before a colon; `then`: sentences that follow or name the one before; `optional`: "you
may" and paid modes; `repeats`: "for each" and "X times"), so that building a card's
abilities builds only the words it uses (issue #27).  This package keeps every name
importable from `engine.effects.modes`, loading its module on first use (PEP 562); the
engine's own code and the generated card families import from the small modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import lazy_names

#: name -> the module that defines it
_HOME = {
    "AfterRestHeading": "engine.effects.modes.headings",
    "Again": "engine.effects.modes.then",
    "DoXTimes": "engine.effects.modes.repeats",
    "ForEach": "engine.effects.modes.repeats",
    "ForEachMayActivate": "engine.effects.modes.repeats",
    "Have": "engine.effects.modes.then",
    "IfAfter": "engine.effects.modes.conditionals",
    "IfHeading": "engine.effects.modes.headings",
    "IfInline": "engine.effects.modes.conditionals",
    "IfOtherwiseInline": "engine.effects.modes.conditionals",
    "IfOtherwiseIt": "engine.effects.modes.conditionals",
    "IfYouCant": "engine.effects.modes.conditionals",
    "IfYouCantHeading": "engine.effects.modes.headings",
    "IfYouDidHeading": "engine.effects.modes.headings",
    "IfYouDont": "engine.effects.modes.conditionals",
    "IfYouDontHeading": "engine.effects.modes.headings",
    "InsteadIf": "engine.effects.modes.conditionals",
    "MarkTargets": "engine.effects.modes.optional",
    "MayAll": "engine.effects.modes.optional",
    "MayDo": "engine.effects.modes.optional",
    "MayTargetGains": "engine.effects.modes.optional",
    "OtherResults": "engine.effects.modes.headings",
    "OutcomeHeading": "engine.effects.modes.headings",
    "PaidMode": "engine.effects.modes.optional",
    "SubjectThen": "engine.effects.modes.then",
    "TargetFirst": "engine.effects.modes.conditionals",
    "ThenAfter": "engine.effects.modes.then",
    "UnlessHeading": "engine.effects.modes.headings",
    "otherwise_about_target": "engine.effects.modes.conditionals",
}

__getattr__, __dir__ = lazy_names.serve(globals(), _HOME)

# generated from _HOME by tools/lazy_exports.py: edit _HOME, then run it
if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.modes.conditionals import IfAfter as IfAfter
    from engine.effects.modes.conditionals import IfInline as IfInline
    from engine.effects.modes.conditionals import IfOtherwiseInline as IfOtherwiseInline
    from engine.effects.modes.conditionals import IfOtherwiseIt as IfOtherwiseIt
    from engine.effects.modes.conditionals import IfYouCant as IfYouCant
    from engine.effects.modes.conditionals import IfYouDont as IfYouDont
    from engine.effects.modes.conditionals import InsteadIf as InsteadIf
    from engine.effects.modes.conditionals import TargetFirst as TargetFirst
    from engine.effects.modes.conditionals import otherwise_about_target as otherwise_about_target
    from engine.effects.modes.headings import AfterRestHeading as AfterRestHeading
    from engine.effects.modes.headings import IfHeading as IfHeading
    from engine.effects.modes.headings import IfYouCantHeading as IfYouCantHeading
    from engine.effects.modes.headings import IfYouDidHeading as IfYouDidHeading
    from engine.effects.modes.headings import IfYouDontHeading as IfYouDontHeading
    from engine.effects.modes.headings import OtherResults as OtherResults
    from engine.effects.modes.headings import OutcomeHeading as OutcomeHeading
    from engine.effects.modes.headings import UnlessHeading as UnlessHeading
    from engine.effects.modes.optional import MarkTargets as MarkTargets
    from engine.effects.modes.optional import MayAll as MayAll
    from engine.effects.modes.optional import MayDo as MayDo
    from engine.effects.modes.optional import MayTargetGains as MayTargetGains
    from engine.effects.modes.optional import PaidMode as PaidMode
    from engine.effects.modes.repeats import DoXTimes as DoXTimes
    from engine.effects.modes.repeats import ForEach as ForEach
    from engine.effects.modes.repeats import ForEachMayActivate as ForEachMayActivate
    from engine.effects.modes.then import Again as Again
    from engine.effects.modes.then import Have as Have
    from engine.effects.modes.then import SubjectThen as SubjectThen
    from engine.effects.modes.then import ThenAfter as ThenAfter
