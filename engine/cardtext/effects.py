"""Effect sentences: "Draw a card.", "Target Character gains 2 boosts.", "You may …".

`steps(paragraph)` splits a paragraph into sentences and reads each with the EFFECT
table; a few sentences lean on the one before ("If you do, …", "On a 4+, …" after a die
roll, "If it's a Permanent, …" after a choice) and are joined here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import attrs

from engine.cards.registry import token_ref
from engine.cardtext.grammar import CONDITION, EFFECT, NoMatch, NotUnderstood
from engine.cardtext.nouns import NUM, STATUS_WORDS, filter_of, number, selector, subtype_of
from engine.effects.abilities.next_played import NextPlayed
from engine.effects.boosts.losing import RemoveAllBoostsThen
from engine.effects.conditions.this_way import ChosenIs, DieResultIn, YouDid
from engine.effects.control import TakeControl
from engine.effects.costs.base import Cost
from engine.effects.costs.counters import SpendCounterCost
from engine.effects.counts import MyCountersX
from engine.effects.delayed import AfterRest
from engine.effects.dice import DieResults, Outcome, RollDie, RollDieThisWay
from engine.effects.expeditions import TargetExpeditionCantMoveForward
from engine.effects.filters import Filter
from engine.effects.mana import DeckToMana, DiscardManaOrbs
from engine.effects.modes.conditionals import TargetFirst, otherwise_about_target
from engine.effects.modes.headings import (
    AfterRestHeading,
    IfHeading,
    IfYouCantHeading,
    IfYouDidHeading,
    IfYouDontHeading,
    OtherResults,
    OutcomeHeading,
    UnlessHeading,
)
from engine.effects.modes.then import SubjectThen, ThenAfter
from engine.effects.movement.expeditions import IfItMoved
from engine.effects.passives.prohibitions import CantMoveForward
from engine.effects.regions import OneOfYourExpeditionsMoves
from engine.effects.selectors.pronouns import It
from engine.effects.selectors.pronouns import It as _It
from engine.effects.selectors.targets import Target
from engine.effects.steps.abilities import ActivateJoin, CreateOngoing
from engine.effects.steps.choose import Choose
from engine.effects.steps.common import EACH
from engine.effects.steps.control import If, IfYouDid, IfYouDont, May, PayToDo, Then
from engine.effects.steps.expeditions import MoveExpedition
from engine.effects.steps.gains import GainBoosts, GainCounters, GainStatus, LoseStatus, Mark
from engine.effects.steps.tokens import CreateToken, Where
from engine.effects.steps.zones import Draw, PutFromHand, Resupply, Sabotage, Sacrifice, Send
from engine.effects.subjects import OneSubject
from engine.effects.tokens import CreateLandmarkToken, CreateOnlyOne
from engine.model import Zone
from engine.sentences import upper_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.cardtext.grammar import Card


Steps = tuple[Any, ...]


_SENTENCE = re.compile(r"(?<=[.!])\s+(?=[A-Z•])")


def sentences(text: str) -> list[str]:
    """Sentences of a paragraph, without their final period."""
    return [s.strip().rstrip(".").strip() for s in _SENTENCE.split(text.strip()) if s.strip()]


#: two sentences about the same revealed cards, one step (engine.effects.reveal)
_REVEAL_AND_PLAY = re.compile(
    r"target opponent reveals the top (?P<n>\w+) cards of their deck\. you may play a "
    r"character(?: with base cost (?P<k>\d+) or less)? from these cards for free and it gains "
    r"fleeting, then discard the rest\.?", re.I)

_EACH_CHOOSES = re.compile(r"each player chooses a character they control\. it gains "
                           r"(?P<st>asleep|anchored)\.?", re.I)


def steps(text: str, card: Card) -> Steps:
    """The steps of an effect paragraph."""
    text = text.strip()
    m = _REVEAL_AND_PLAY.fullmatch(text)
    if m:  # after a trigger ("{H} Target opponent reveals …"); a Spell's is read whole
        from engine.effects.reveal import RevealAndPlayACharacter

        return (RevealAndPlayACharacter(number(m["n"]), False,
                                        int(m["k"]) if m["k"] else None),)
    m = _EACH_CHOOSES.fullmatch(text)
    if m:  # "it" is each chosen Character: every choice first (in initiative order, no
        # "You choose first" printed), then the status (7.3.13)
        from engine.effects.players import EachPlayerChoosesGains

        return (EachPlayerChoosesGains(STATUS_WORDS[m["st"].lower()], initiative=True),)
    m = re.match(r"choose (?P<head>[^:•]+?):\s*(?P<modes>•.+)\Z", text, re.I | re.S)
    if m:
        bullets = _name_the_ones([b.strip() for b in m["modes"].split("•") if b.strip()])
        modes = tuple(_mode(b, card) for b in bullets)
        return (Choose(modes, **choose_head(m["head"], card)),)
    out: list[Any] = []
    said = sentences(text)
    for i, s in enumerate(said):
        m = _HEADING.match(s)
        if m:  # every sentence after the colon depends on the heading
            body = ". ".join([m["body"], *said[i + 1:]])
            out.extend(_headed(m["head"], body, out, card))
            break
        out.extend(_sentence(s, out, card))
    return tuple(out)


#: a condition printed as a heading: "If you do: …", "If [condition]: …", "Unless …: …",
#: "On a 4+: …" after a die roll, "After Rest: …"
_HEADING = re.compile(r"(?P<head>(?:if|unless)\b[^:•]+?|on a \d(?:\+|-\d)?|after rest):\s+"
                      r"(?P<body>\S.*)\Z", re.I | re.S)


def _headed(head: str, body: str, before: list[Any], card: Card) -> Steps:
    """The step a heading makes of the sentences after its colon (6.5.d-f, 7.3.19)."""
    h = head.strip().lower()
    if h == "after rest":
        return (AfterRestHeading(steps(body, card)),)
    first, _, rest = body.partition(". ")
    either = re.fullmatch(r"(?P<a>.+?), otherwise (?P<b>.+)", first.rstrip("."), re.I | re.S)
    a = b = ()
    if either and not rest:  # "[head]: X, otherwise Y." (6.5.e)
        a = clause(either["a"], card)
        b = _otherwise(either["a"], a, either["b"], card)
        if (len(a) == 1 and isinstance(getattr(a[0], "who", None), Target)
                and re.search(r"\bit\b", either["b"], re.I)):
            # "Target Character gains 2 boosts, otherwise it gains 1 boost": one target

            printed, who = a[0], a[0].who
            a = (attrs.evolve(printed, who=It()),)
            made = _headed_with(head, h, a, b, before, card)
            return (TargetFirst(who, made[0], a[0], printed),) if len(made) == 1 else made
    return _headed_with(head, h, a, b, before, card, body)


def _headed_with(head: str, h: str, a: Steps, b: Steps, before: list[Any], card: Card,
                 body: str = "") -> Steps:
    """`_headed` once the body is read: `a`/`b` the two branches of "X, otherwise Y", or
    the body's sentences when there is no "otherwise"."""
    m = re.fullmatch(r"on a (\d)(\+|-(\d))?", h)
    if m:
        if not (before and _ends_with_roll(before[-1])):
            raise NotUnderstood(f"{head}: {body}", "a die result with no die rolled")
        lo, hi = _die_range(m[1], m[2], m[3])
        both = re.fullmatch(r"(?P<say>you may choose both, otherwise choose one:)\s*"
                            r"(?P<modes>•.+)", body.strip(), re.I | re.S)
        if both:  # both modes on those results, one on the others ("otherwise", 6.5.e)
            bullets = _name_the_ones([x.strip() for x in both["modes"].split("•")
                                      if x.strip()])
            return (Choose(tuple(_mode(x, card) for x in bullets), n=1, more_n=2,
                           more_if=DieResultIn(lo, hi),
                           head=f"{upper_first(h)}: {upper_first(both['say'])}"),)
        roll = _add_outcome(before.pop(), OutcomeHeading(lo, hi, a or steps(body, card), b),
                            bullets=False)
        if b and lo > 1:  # the other results, said by "otherwise"
            roll = _add_outcome(roll, OtherResults(1, lo - 1, b), bullets=False)
        return (roll,)
    kinds = {"if you do": IfYouDidHeading, "if you don't": IfYouDontHeading,
             "if you can't": IfYouCantHeading}
    both = re.fullmatch(r"(?P<say>you may choose both, otherwise choose one:)\s*(?P<modes>•.+)",
                        body.strip(), re.I | re.S)
    if both and h in ("if you do", "if you don't"):  # both modes when the step was (not) done

        bullets = _name_the_ones([x.strip() for x in both["modes"].split("•") if x.strip()])
        return (Choose(tuple(_mode(x, card) for x in bullets), n=1, more_n=2,
                       more_if=YouDid(negated=h == "if you don't"),
                       head=f"{upper_first(h)}: {upper_first(both['say'])}"),)
    if h in kinds:
        return (kinds[h](a, b),) if b else (kinds[h](steps(body, card)),)
    m = re.fullmatch(r"(?P<word>if|unless) (?P<cond>.+)", head.strip(), re.I)
    assert m is not None  # the heading's pattern begins so
    cond = _heading_condition(m["cond"], card)
    both = re.fullmatch(r"(?P<say>you may choose both, otherwise choose one:)\s*(?P<modes>•.+)",
                        body.strip(), re.I | re.S)
    if both and m["word"].lower() == "if":  # one mode, both while the condition holds
        bullets = _name_the_ones([b.strip() for b in both["modes"].split("•") if b.strip()])
        return (Choose(tuple(_mode(b, card) for b in bullets), n=1, more_if=cond, more_n=2,
                       head=f"If {cond.text()}: {upper_first(both['say'])}"),)
    if m["word"].lower() == "unless":
        return (UnlessHeading(cond, a, b),) if b else (UnlessHeading(cond, steps(body, card)),)
    if b:
        return (IfHeading(cond, a, b),)
    return (IfHeading(cond, steps(body, card)),)


_TOKEN_PHRASE = re.compile(r"create (?:an?|one|two|three|four) (?P<what>.+?) tokens? "
                           r"(?P<where>in .+)\Z", re.I)


def _otherwise(a_words: str, a: Steps, b_words: str, card: Card) -> Steps:
    """The other branch of "X, otherwise Y", where Y may name X's token by "one": "create
    only one", "create one in [place]" (7.3.4)."""
    b = b_words.strip().rstrip(".")
    made = a[-1] if a and isinstance(a[-1], (CreateToken, CreateLandmarkToken)) else None
    if made is not None and re.fullmatch(r"create only one", b, re.I):
        if isinstance(made, CreateToken):
            return (CreateOnlyOne(made.token, made.where),)
        return (attrs.evolve(made, count=1, pronoun="only one"),)
    m = re.fullmatch(r"create one (?P<where>in .+)", b, re.I)
    named = _TOKEN_PHRASE.match(a_words.strip().rstrip("."))
    if made is not None and m and named:
        what = re.sub(r"\btokens\b", "token", named["what"])
        got = clause(f"create an {what} token {m['where']}", card)
        if len(got) == 1 and isinstance(got[0], CreateToken):
            return (attrs.evolve(got[0], pronoun=True),)
        if len(got) == 1 and isinstance(got[0], CreateLandmarkToken):
            return (attrs.evolve(got[0], pronoun="one"),)
    return clause(b, card)


def _heading_condition(words: str, card: Card) -> Any:
    """"it's a Permanent" after a choice, else a condition of the CONDITION table."""
    m = re.fullmatch(r"it's an? (character|permanent|spell)", words.strip(), re.I)
    if m:
        return ChosenIs(m[1].lower())
    return CONDITION.read(words, card)


_TOKEN_NAMED = re.compile(r"create (?:an?|one) (?P<what>[A-Z][\w' ]+? \d+/\d+/\d+ [\w ,]+? token) in ",
                          re.I)


def _name_the_ones(bullets: list[str]) -> list[str]:
    """"• Create an Ordis Recruit … token in X. • Create one in Y.": "one" is the token the
    mode before named; the mode is read with the name put back (and printed as "one")."""
    out = []
    for i, b in enumerate(bullets):
        m = re.match(r"create one (in .+)\Z", b.rstrip("."), re.I)
        before = _TOKEN_NAMED.match(bullets[i - 1]) if i and m else None
        out.append(f"\x00Create an {before['what']} {m[1]}" if before and m else b)
    return out


def _mode(bullet: str, card: Card) -> Steps:
    if not bullet.startswith("\x00"):
        return steps(bullet, card)
    got = steps(bullet[1:], card)
    if len(got) != 1 or not isinstance(got[0], CreateToken):
        raise NotUnderstood(bullet[1:], "create one")
    return (attrs.evolve(got[0], pronoun=True),)


#: "Choose up to [count]:" — the counts a modal step may name (see `Choose.count`)
MODE_COUNTS: dict[str, Any] = {}


def choose_head(head: str, card: Card) -> dict[str, Any]:
    """The words between "Choose" and the colon of a modal step (6.5.g), as the fields of
    `Choose`: "one", "two", "up to three", "one. If [condition], you may choose both",
    "up to the number of [X]" (a count of `MODE_COUNTS`)."""
    h = head.strip()
    m = re.fullmatch(r"(?P<upto>up to )?(?P<n>" + NUM + r")", h, re.I)
    if m:
        return {"n": number(m["n"]), "up_to": bool(m["upto"])}
    m = re.fullmatch(r"(?P<upto>up to )?(?P<n>" + NUM + r")[.,] you may (?:pick|choose) the same "
                     r"option multiple times", h, re.I)
    if m:  # the printed words kept for the text
        return {"n": number(m["n"]), "up_to": bool(m["upto"]), "repeat": True,
                "head": f"Choose {h}:"}
    m = re.fullmatch(r"(?P<n>" + NUM + r")\. if (?P<cond>[^,]+), you may choose "
                     r"(?P<more>both|" + NUM + r")", h, re.I)
    if m:
        more = 2 if m["more"].lower() == "both" else number(m["more"])
        return {"n": number(m["n"]), "more_if": CONDITION.read(m["cond"], card),
                "more_n": more}
    m = re.fullmatch(r"x\+(?P<k>\d+), where x is my number of (?P<name>\w+) counters"
                     r"(?P<rep>[.,] you may (?:pick|choose) the same option multiple times)?", h, re.I)
    if m:  # exactly X+k modes, X counted on the card as they are declared (5.1.2.c)

        return {"n": 0, "count": MyCountersX(m["name"].lower(), int(m["k"])),
                "repeat": bool(m["rep"]), "head": f"Choose {h}:"}
    m = re.fullmatch(r"up to (?P<what>the number of .+)", h, re.I)
    if m and m["what"].lower() in MODE_COUNTS:
        return {"n": 0, "up_to": True, "count": MODE_COUNTS[m["what"].lower()]}
    raise NotUnderstood(f"choose {h}", "modes")


def _their_landmarks(before: list[Any]) -> str | None:
    """Whose Landmarks "their Landmarks" are, named by the step before: a player the step
    had act ("Target opponent draws a card."), or the owner of a card in Reserve the step
    targeted ("exhaust target card in any player's Reserve"); None when it names none."""
    last = before[-1] if before else None
    while isinstance(last, May):
        last = last.step
    who = getattr(last, "who", None)
    if getattr(who, "who", None) == "target_opponent":
        return "target opponent's"
    if isinstance(who, Target) and who.filter.zones == (Zone.RESERVE,):
        return "that player's"
    return None


def _pronoun_their(steps: Steps) -> Steps:
    """`steps` with each Landmark token step they create rendered "in their Landmarks"."""
    from engine.effects.tokens import CreateLandmarkToken

    out: list[Any] = []
    for st in steps:
        if isinstance(st, CreateLandmarkToken):
            st = attrs.evolve(st, pronoun="their")
        elif isinstance(st, (ThenAfter, IfYouDid)):
            st = attrs.evolve(st, steps=_pronoun_their(st.steps))
        out.append(st)
    return tuple(out)


def _sentence(s: str, before: list[Any], card: Card) -> Steps:
    m = re.fullmatch(r"(?P<head>(?:then|if you do), create an? \w+ token in )their "
                     r"(?P<tail>landmarks)", s, re.I)
    whose = _their_landmarks(before) if m else None
    if m and whose:
        # "Target opponent draws a card. Then, create a Manaseed token in their Landmarks.":
        # the player the sentence before named; the token joins that player's Landmarks,
        # owned and controlled by them as every Landmark token the engine creates for
        # another player (engine.effects.tokens.create_landmark_token; the card's words
        # take priority over 3.1.2.c, 1.2)
        return _pronoun_their(_sentence(f"{m['head']}{whose} {m['tail']}", before, card))
    if (re.fullmatch(r"immediately play it for free", s, re.I) and before
            and isinstance(before[-1], Mark) and isinstance(before[-1].who, Target)
            and before[-1].who.filter.zones == (Zone.RESERVE,)):
        # "Target a Character in any Reserve … Immediately play it for free": the card
        # the sentence before targeted, played from its Reserve by the effect's controller
        from engine.effects.playing import PlayItFromReserveForFree

        return (PlayItFromReserveForFree(),)
    m = re.match(r"on a (\d)(\+|-(\d))?, (.+)\Z", s, re.I)
    if m and before and _rolled_then_chose(before[-1]):
        # "Roll a die, then target a Character. On a 4+, it …. On a 1-3, it …": the results
        # as sentences, once the target is chosen (7.3.19.b)
        lo, hi = _die_range(m[1], m[2], m[3])
        return (_with_result(before, Outcome(lo, hi, clause(m[4], card)), sentences=True),)
    if m and before and _ends_with_roll(before[-1]):
        # also after "Draw a card, then roll a die" (the roll ends the sentence before)
        lo, hi = _die_range(m[1], m[2], m[3])
        return (_add_outcome(before.pop(), Outcome(lo, hi, clause(m[4], card)), bullets=False),)
    m = re.match(r"(?:on a:\s*)?•\s*(on a )?(\d)(\+|-(\d))?, (.+)\Z", s, re.I)
    if m and before and _ends_with_roll(before[-1]):
        # die results as bullets after "On a:", also when the roll ends a "…, then roll a die";
        # or "Roll a die: • On a 4+, … • On a 1-3, …" (each bullet says "On a")
        lo, hi = _die_range(m[2], m[3], m[4])
        return (_add_outcome(before.pop(), Outcome(lo, hi, clause(m[5], card)),
                             bullets=not m[1]),)
    m = re.match(r"(?:then, depending on the number of boosts removed this way:\s*)?•\s*(\d)"
                 r"(\+|-(\d))?: (.+)\Z", s, re.I)
    if m and before and _removes_boosts(before[-1]):
        # "Remove all boosts …. Then, depending on the number …: • 1-4: … • 5-8: …"

        lo, hi = _die_range(m[1], m[2], m[3], top=99)
        step = before.pop()
        return (RemoveAllBoostsThen((*step.outcomes, Outcome(lo, hi, clause(m[4], card)))),)
    m = re.match(r"when you roll a (\d)-(\d) this way — (.+)\Z", s, re.I)
    if m and before and _ends_with_roll(before[-1]):
        # "…, then roll a die. When you roll a 1-3 this way — X. Exhaust it."

        return (_this_way(before.pop(), RollDieThisWay(int(m[1]), int(m[2]), clause(m[3], card))),)
    if re.fullmatch(r"exhaust it", s, re.I) and before and _this_way(before[-1], None):
        return (_this_way(before.pop(), None, GainStatus(_It(), STATUS_WORDS["exhausted"])),)
    if (re.fullmatch(r"if it's an expedition permanent, it joins my expedition", s, re.I)
            and before and isinstance(before[-1], TakeControl) and before[-1].words == "take"):
        # "Take control of target Permanent …. If it's an Expedition Permanent, it joins my
        # Expedition.": where the Permanent taken goes (7.5.4), said as a sentence
        return (attrs.evolve(before.pop(), into_my_expedition=True, joins=True),)
    m = re.match(r"if it does, (.+)\Z", s, re.I)
    if m and before and _moves_an_expedition(before[-1]):
        return (IfItMoved(before.pop(), clause(m[1], card)),)
    m = re.match(r"(?:on a:\s*)?•\s*(\d)(\+|-(\d))?, (.+)\Z", s, re.I)
    if m and before and _rolled_then_chose(before[-1]):
        # "Roll a die, then target a Character. On a: • 4+, it … • 1-3, it …"

        lo, hi = _die_range(m[1], m[2], m[3])
        return (_with_result(before, Outcome(lo, hi, clause(m[4], card))),)
    m = re.match(r"if you do, (.+)\Z", s, re.I)
    if m:
        return (IfYouDid(clause(m[1], card)),)
    m = re.match(r"if you don't, (.+)\Z", s, re.I)
    if m:  # the other branch of a "You may" before (6.5.f)
        return (IfYouDont(clause(m[1], card)),)
    m = re.match(r"if it's an? (character|permanent|spell), (.+)\Z", s, re.I)
    if m:
        return (If(ChosenIs(m[1].lower()), clause(m[2], card)),)
    if (before and isinstance(before[-1], GainStatus) and isinstance(before[-1].who, Target)
            and re.search(r"\bit\b", s, re.I)):
        # "Target Character gains Asleep. You may give it 2 boosts.": one target (6.5.b)
        first = before.pop()
        return (SubjectThen(first.who, GainStatus(It(), first.status), clause(s, card)),)
    if (before and type(before[-1]) is GainBoosts and isinstance(before[-1].who, Target)
            and not before[-1].who.plural and re.match(r"if it(?: is|'s) ", s, re.I)):
        # "Target Character gains 1 boost. If it is Asleep, …": the same target (6.5.b)
        first = before.pop()
        return (SubjectThen(first.who, GainBoosts(It(), first.n), clause(s, card)),)
    if (before and isinstance(before[-1], PayToDo) and len(before[-1].steps) == 1
            and isinstance(before[-1].steps[0], OneSubject)
            and isinstance(before[-1].steps[0].who, Target)
            and len(before[-1].steps[0].steps) == 1 and re.search(r"\bit\b", s, re.I)):
        # "You may pay … to have target Character gain Asleep. You may give it 2 boosts.": the
        # target is "it" of the next sentence, which happens only if the cost was paid
        pay = before.pop()
        one = pay.steps[0]
        then = SubjectThen(one.who, one.steps[0], clause(s, card), have=one.have)
        return (attrs.evolve(pay, steps=(then,)),)
    if (before and isinstance(before[-1], May) and isinstance(before[-1].step, OneSubject)
            and isinstance(before[-1].step.who, Target) and len(before[-1].step.steps) == 1
            and re.match(r"if it(?: is|'s) ", s, re.I)):
        # "You may have target Character gain Asleep. If it's facing me, Sabotage.": the same
        # target, and only if the player did the first sentence
        may = before.pop()
        one = may.step
        return (May(SubjectThen(one.who, one.steps[0], clause(s, card), have=one.have)),)
    m = re.match(r"otherwise, (.+)\Z", s, re.I)
    if m and before and isinstance(before[-1], If) and not before[-1].otherwise:
        # "If [condition], X. Otherwise, Y." (6.5.d): one conditional step, two branches

        return (otherwise_about_target(attrs.evolve(before.pop(), otherwise=clause(m[1], card))),)
    m = re.match(r"then, (.+)\Z", s, re.I)
    if m:  # a sentence after the one before: "Then, Robots you control gain 1 boost"
        return (ThenAfter(clause(m[1], card)),)
    return clause(s, card)


def _this_way(step: Any, roll: Any, more: Any = None) -> Any:
    """The step with its last die roll replaced by `roll` (a "When you roll … this way"), or
    with `more` added to that one's steps; with neither, whether it ends with such a roll."""
    if isinstance(step, May):
        inner = _this_way(step.step, roll, more)
        return inner if roll is None and more is None else May(inner)
    if isinstance(step, Then):
        inner = _this_way(step.steps[-1], roll, more)
        return inner if roll is None and more is None else Then((*step.steps[:-1], inner),
                                                                step.word)
    if roll is not None:
        return roll if isinstance(step, RollDie) and not step.outcomes else step
    if more is not None:
        return attrs.evolve(step, steps=(*step.steps, more))
    return isinstance(step, RollDieThisWay)


def _die_range(first: str, plus: str | None, last: str | None, top: int = 6) -> tuple[int, int]:
    """The results "N", "N+" (up to `top`) or "N-M" a printed die result (or count) names."""
    lo = int(first)
    return lo, top if plus == "+" else int(last) if last else lo


def _with_result(before: list[Any], outcome: Outcome, *, sentences: bool = False) -> DieResults:
    """`outcome` added to the die results read just before, or the first of them."""
    if isinstance(before[-1], DieResults):
        return DieResults((*before.pop().outcomes, outcome), sentences=sentences)
    return DieResults((outcome,), sentences=sentences)


def _rolled_then_chose(step: Any) -> bool:
    """"Roll a die, then target …" (the results follow the choice), or results already
    begun for one."""

    if isinstance(step, DieResults):
        return True
    return (isinstance(step, Then) and len(step.steps) == 2
            and isinstance(step.steps[0], RollDie) and not step.steps[0].outcomes
            and isinstance(step.steps[1], Mark))


def _removes_boosts(step: Any) -> bool:
    return isinstance(step, RemoveAllBoostsThen)


def _moves_an_expedition(step: Any) -> bool:
    return (isinstance(step, OneOfYourExpeditionsMoves)
            or (isinstance(step, MoveExpedition)
                and step.which in ("target", "target_own", "mine", "facing_me")))


def _ends_with_roll(step: Any) -> bool:
    return isinstance(step, RollDie) or (isinstance(step, (Then, ThenAfter))
                                         and isinstance(step.steps[-1], RollDie)) or (
        isinstance(step, May) and _ends_with_roll(step.step))


def _add_outcome(step: Any, outcome: Outcome, bullets: bool = True) -> Any:
    if isinstance(step, Then):
        return Then((*step.steps[:-1], _add_outcome(step.steps[-1], outcome, bullets)), step.word)
    if isinstance(step, May):  # "You may …, then roll a die. On a 4+, …"
        return May(_add_outcome(step.step, outcome, bullets))
    if isinstance(step, ThenAfter):  # "Then, roll a die: • On a 4+, … • On a 1-3, …"
        return ThenAfter((*step.steps[:-1], _add_outcome(step.steps[-1], outcome, bullets)))
    return RollDie((*step.outcomes, outcome), bullets=bullets or step.bullets)


def clause(s: str, card: Card) -> Steps:
    """One sentence (or a part of one) read by the EFFECT table."""
    got = EFFECT.read(s.strip().rstrip("."), card)
    return got if isinstance(got, tuple) else (got,)


@EFFECT.rule(r"you may (?P<rest>.+)")
def _may(rest: str, card: Card) -> Any:
    m = re.match(r"pay (?P<n>\d+)(?P<more> and .+?)? to (?P<what>.+)\Z", rest, re.I)
    if m and not m["more"]:  # "pay N and ... to": a cost of two parts, read below
        return PayToDo(Cost(mana=int(m["n"])), clause(m["what"], card))
    m = re.match(r"exhaust me to (?P<what>.+)\Z", rest, re.I)
    if m:
        return PayToDo(Cost(exhaust_me=True), clause(m["what"], card))
    m = re.match(r"spend 1 counter from a card you control or in your reserve to (?P<what>.+)\Z",
                 rest, re.I)
    if m:  # an internal cost (6.4): asked only when it can be paid

        return PayToDo(SpendCounterCost(), clause(m["what"], card))
    m = re.match(r"pay (?P<n>\d+) and spend (?P<k>" + NUM + r") of my (?P<name>\w+) counters? "
                 r"to (?P<what>.+)\Z", rest, re.I)
    if m:
        return PayToDo(Cost(mana=int(m["n"]), spend=((m["name"].lower(), number(m["k"])),)),
                       clause(m["what"], card))
    m = re.fullmatch(r"(?P<a>.+?), then you may (?P<b>.+)", rest, re.I | re.S)
    if m:  # two optional steps (6.5.c), each asked just before it: declining the first
        # does not decline the second
        a, b = clause(m["a"], card), clause(m["b"], card)
        if len(a) == 1 and len(b) == 1:
            return Then((May(a[0]), May(b[0])))
    inner = clause(rest, card)
    if len(inner) != 1:
        raise NoMatch(rest)
    return May(inner[0])


@EFFECT.rule(r"(?P<what>.+) after rest")
def _after_rest(what: str, card: Card) -> Any:
    # "If X, Sabotage after Rest": only the Sabotage waits; X is checked as the Reaction
    # resolves (6.5.d), while the card still is where the condition looks (Bravos Pendekar
    # has lost its boosts once Rest has sent it to Reserve)
    m = re.match(r"if (?P<cond>[^,]+), (?P<rest>.+)\Z", what, re.I)
    if m:
        return If(CONDITION.read(m["cond"], card), (AfterRest(clause(m["rest"], card)),))
    return AfterRest(clause(what, card))


@EFFECT.rule(r"if (?P<cond>[^,]+), (?P<rest>.+)")
def _if(cond: str, rest: str, card: Card) -> Any:
    return If(CONDITION.read(cond, card), clause(rest, card))


@EFFECT.rule(r"(?P<a>.+?), then (?P<b>.+)")
def _then(a: str, b: str, card: Card) -> Any:
    return Then((*clause(a, card), *clause(b, card)))


@EFFECT.rule(r"(?P<a>draw (?:a card|" + NUM + r" cards)|sacrifice an? [^,]+?) and (?P<b>I .+)")
def _and_i(a: str, b: str, card: Card) -> Any:
    # two steps of different subjects in one sentence, one after the other (6.1)
    return Then((*clause(a, card), *clause(b, card)), word="and")


@EFFECT.rule(r"resupply")
def _resupply(card: Card) -> Any:
    return Resupply()


@EFFECT.rule(r"sabotage")
def _sabotage(card: Card) -> Any:
    return Sabotage()


@EFFECT.rule(r"draw (?P<n>" + NUM + r") cards?")
def _draw(n: str, card: Card) -> Any:
    return Draw(number(n))


_GAIN = r"(?P<who>.+?) (?:each )?(?:gains?) "


@EFFECT.rule(r"(?P<who>.+?) (?P<each>each )?(?:gains?) (?P<n>" + NUM + r") boosts?")
def _boosts(who: str, each: str | None, n: str, card: Card) -> Any:
    sel = selector(who)
    return GainBoosts(sel, number(n), no_each=not each and isinstance(sel, Target) and sel.plural)


@EFFECT.rule(_GAIN + r"(?P<n>" + NUM + r") (?P<name>\w+) counters?")
def _counters(who: str, n: str, name: str, card: Card) -> Any:
    if name.lower() in ("boost",):
        raise NoMatch(name)
    return GainCounters(selector(who), name.lower(), number(n))


@EFFECT.rule(_GAIN + r"(?P<status>fleeting|anchored|asleep)")
def _gain_status(who: str, status: str, card: Card) -> Any:
    return GainStatus(selector(who), STATUS_WORDS[status.lower()])


@EFFECT.rule(r"(?P<who>.+?) loses? (?P<status>fleeting|anchored|asleep)")
def _lose_status(who: str, status: str, card: Card) -> Any:
    return LoseStatus(selector(who), STATUS_WORDS[status.lower()])


_PREDICATE = (r"(?:gains? " + NUM + r" boosts?|(?:gains?|loses?) (?:fleeting|anchored|asleep))")


def _predicates(text: str) -> tuple[Any, ...]:
    """"gains 1 boost and loses Fleeting" -> steps about "it", in the printed order."""
    out: list[Any] = []
    for part in text.split(" and "):
        m = re.fullmatch(r"gains? (?P<n>" + NUM + r") boosts?", part, re.I)
        if m:
            out.append(GainBoosts(It(), number(m["n"])))
            continue
        m = re.fullmatch(r"(?P<verb>gain|lose)s? (?P<st>fleeting|anchored|asleep)", part, re.I)
        if m is None:
            raise NotUnderstood(part, "verb")
        kind = GainStatus if m["verb"].lower() == "gain" else LoseStatus
        out.append(kind(It(), STATUS_WORDS[m["st"].lower()]))
    return tuple(out)


@EFFECT.rule(r"(?P<who>.+?) (?P<preds>" + _PREDICATE + r"(?: and " + _PREDICATE + r")+)")
def _one_subject(who: str, preds: str, card: Card) -> Any:
    # one subject, chosen once, several verbs (a target is chosen a single time, 6.5.b)
    return OneSubject(selector(who), _predicates(preds))


@EFFECT.rule(r"have (?P<who>.+?) (?P<preds>" + _PREDICATE + r"(?: and " + _PREDICATE + r")*)")
def _have_subject(who: str, preds: str, card: Card) -> Any:
    # "have X gain N boosts": X is chosen, then gains them (the same as "X gains N boosts")
    return OneSubject(selector(who), _predicates(preds), have=True)


@EFFECT.rule(r"send (?P<who>.+?) to (?:your |its owner's )?reserve",
             r"send (?P<first>to reserve) (?P<who>.+)")
def _to_reserve(who: str, card: Card, first: str | None = None) -> Any:
    return Send(selector(who), Zone.RESERVE, zone_first=bool(first))


@EFFECT.rule(r"discard (?P<who>(?:up to \w+ )?(?:another )?target .+)")
def _discard_target(who: str, card: Card) -> Any:
    return Send(selector(who), Zone.DISCARD)


@EFFECT.rule(r"return (?P<who>.+?) to its owner's hand")
def _to_hand(who: str, card: Card) -> Any:
    return Send(selector(who), Zone.HAND)


@EFFECT.rule(r"each player sacrifices an? (?P<what>.+)")
def _each_sacrifices(what: str, card: Card) -> Any:
    flt = filter_of(what)
    if flt.controller is not None or flt.other:
        raise NoMatch(what)  # each sacrifices their own (7.3.25.a)
    return Sacrifice(None if flt == Filter() else flt, who=EACH)


@EFFECT.rule(r"put a card from your hand in (?:your )?reserve")
def _hand_to_reserve(card: Card) -> Any:
    return PutFromHand(Zone.RESERVE)


@EFFECT.rule(r"activate the \{j\} abilities of (?P<who>.+)")
def _activate_join(who: str, card: Card) -> Any:
    return ActivateJoin(selector(who))


_WHERE = {"in target expedition": "target", "in my expedition": "mine",
          "in your hero expedition": "hero", "in your companion expedition": "companion",
          "in your other expedition": "other", "in each of your expeditions": "each",
          "in target expedition you control": "target_own"}


@EFFECT.rule(r"create (?P<n>" + NUM + r") (?P<name>[A-Z][\w' ]+?) \d+/\d+/\d+ "
             r"(?P<subs>[\w ,]+?) tokens, distributed as you choose among any number of "
             r"target expeditions")
def _tokens_distributed(n: str, name: str, subs: str, card: Card) -> Any:
    ref = token_ref(name)
    if ref is None:
        raise NotUnderstood(f"create {name}", "token")
    # each token's Expedition is a target, any of the four (6.5.b)
    return CreateToken(ref, Where("target"), number(n), distribute=True)


@EFFECT.rule(r"create (?P<n>" + NUM + r") (?P<name>[A-Z][\w' ]+?) \d+/\d+/\d+ "
             r"(?P<subs>[\w ,]+?) tokens? (?P<where>in .+)")
def _token(n: str, name: str, subs: str, where: str, card: Card) -> Any:
    ref = token_ref(name)
    if ref is None or where.lower() not in _WHERE:
        raise NotUnderstood(f"create {name} {where}", "token")
    return CreateToken(ref, Where(_WHERE[where.lower()]), number(n), one_word=n.lower() == "one")


_NEXT_TYPES = {"character": ("character",), "permanent": ("permanent",), "spell": ("spell",),
               "card": ("character", "permanent", "spell")}


_DURATIONS = {"this turn": "turn", "this afternoon": "afternoon"}


@EFFECT.rule(r"the next (?P<what>\w+) you play (?:from your (?P<src>hand|reserve) )?"
             r"(?P<dur>this turn|this afternoon) (?:costs (?P<less>\d+) less(?: and gains "
             r"(?P<both>" + NUM + r") boosts?)?|gains (?P<boosts>" + NUM + r") boosts?)")
def _next_played(what: str, dur: str, less: str | None, boosts: str | None, card: Card,
                 both: str | None = None, src: str | None = None) -> Any:
    boosts = boosts or both
    sub = None if what.lower() in _NEXT_TYPES else subtype_of(what)
    if what.lower() not in _NEXT_TYPES and sub is None:
        raise NotUnderstood(what, "noun")
    types = _NEXT_TYPES.get(what.lower(), _NEXT_TYPES["card"])  # a sub-type, of any type
    from_zone = (src or "").lower()
    passive = NextPlayed(types, cost_less=int(less) if less else 0,
                         boosts=number(boosts) if boosts else 0, subtype=sub,
                         from_hand=from_zone == "hand", from_reserve=from_zone == "reserve")
    return CreateOngoing(passive, _DURATIONS[dur.lower()])


@EFFECT.rule(r"put the top (?:card|(?P<n>" + NUM + r") cards) of your deck in your mana zone")
def _deck_to_mana(n: str | None, card: Card) -> Any:
    return DeckToMana(number(n) if n else 1)


@EFFECT.rule(r"discard one of your mana orbs")
def _discard_orb(card: Card) -> Any:
    return DiscardManaOrbs()


_LASTING = {"this day": "day", "this afternoon": "afternoon", "this turn": "turn"}


@EFFECT.rule(r"expeditions can't move forward (?P<dur>this day|this afternoon|this turn)")
def _none_move_forward(dur: str, card: Card) -> Any:
    return CreateOngoing(CantMoveForward(), _LASTING[dur.lower()])


@EFFECT.rule(r"target expedition can't move forward (?P<dur>this day|this afternoon|this turn)")
def _target_cant_move_forward(dur: str, card: Card) -> Any:
    return TargetExpeditionCantMoveForward(_LASTING[dur.lower()])


_MOVERS = {"target expedition": "target", "target expedition you control": "target_own",
           "my expedition": "mine", "your opponent's expedition facing me": "facing_me",
           "an expedition facing mine": "facing_me"}


@EFFECT.rule(r"(?P<which>target expedition(?: you control)?|my expedition|your opponent's "
             r"expedition facing me|an expedition facing mine) moves (?P<way>forward|"
             r"backwards?) one region")
def _move_expedition(which: str, way: str, card: Card) -> Any:
    # "An Expedition facing mine": with two players, the opponent's Expedition facing the
    # one I am in (7.5.3), as "your opponent's Expedition facing me"
    words = "An Expedition facing mine" if which.lower() == "an expedition facing mine" else ""
    return MoveExpedition(_MOVERS[which.lower()], forward=way.lower() == "forward",
                          words=words)


@EFFECT.rule(r"roll a die")
def _roll(card: Card) -> Any:
    return RollDie()


__all__ = ["steps", "clause", "sentences"]
