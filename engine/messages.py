"""Log texts, decision prompts and option labels as message ids with arguments, so the app can
render them in the player's language while the engine, its records and its tests keep
reading plain English.

Two forms, both carrying the template (the message id, in the manner of Qt, whose source
texts are their own ids) and the arguments put into it:

- `msg` makes a `Message` for the log: a (template, arguments) pair whose English text is
  only built when someone reads it (`str(m)`, `LogEntry.text`).  Hundreds are made each
  game and most are never read (simulations, the computer's look-ahead), so making one
  costs little more than making a tuple (an eager `str` subclass cost about twenty times
  an f-string: issue #29's speed note).
- `msg_text` makes a `MessageText`: a `str` - the English text - that also keeps its
  template and arguments, for decision prompts, option labels and explanations, which
  everything reads as text.

Everything that reads log text as text (the tests, `explain`, the game digest, the
goldfish lab's counting) sees the same English as before; the app looks for
`template`/`args` and renders the translated template with the same arguments
(altered_desktop.log_text).  Texts still made from plain f-strings are shown as they are,
in English.

`TEMPLATES` lists every template, so the app's translation files can be kept complete; a
test checks that every template the engine uses is listed.
"""

from __future__ import annotations

from typing import Any

#: every log template the engine uses (the message ids); `msg` refuses any other
TEMPLATES: tuple[str, ...] = (
    "{phase} of day {day} begins",
    "{player} becomes the first player",
    "readies everything exhausted",
    "both players have passed: the Afternoon ends",
    "passes",
    "passes first",
    "draws a card",
    "draws {n} cards",
    "pays {n} mana by exhausting {n} Mana Orb",
    "pays {n} mana by exhausting {n} Mana Orbs",
    # an effect's line: the card whose effect it is, then what it did (GameState.note)
    "{source}: {text}",
    "{player}'s hero Expedition",
    "{player}'s companion Expedition",
    "{player}'s {exp} Expedition",
    "{a} and {b}",
    "{a} and {b} and {c}",
    "{a} and {b} and {c} and {d}",
    # cards moving between zones (7.3.21, GameState.describe)
    "{card} ({player}'s hero Expedition)",
    "{card} ({player}'s companion Expedition)",
    "{card} ({player}'s Mana Orb)",
    "{card} ({player}'s {zone})",
    "{card} joins the hero Expedition",
    "{card} joins the companion Expedition",
    "{card} goes to Reserve",
    "{card} is discarded",
    "{card} returns to its owner's hand",
    "{card} goes on top of the Deck",
    "{card} joins the Landmark zone",
    "{card} moves to Limbo",
    "{card} becomes a Mana Orb",
    "{card} is sacrificed",
    "{card} goes to {zone}",
    "{card} is Fleeting, so it is discarded instead of going to Reserve",
    "{card} token leaves play and ceases to exist",
    "{card} gains Fleeting as it enters play",
    "has no card left to draw",
    "shuffles {n} cards from the Discard pile into the Deck",
    "cannot Resupply: no card in Deck or Discard pile",
    "Resupplies: {card} goes from the top of the Deck to Reserve",
    "creates a {card} {stats} token in {expedition}",
    "creates an {card} {stats} token in {expedition}",
    # dice, counters, statuses, Ongoing effects (7.3.19, 7.3.12, 7.3.13, 2.2.14)
    "rolls a die: {n}",
    "would roll one die; a modifier has them roll {n}: {rolls}",
    "Keep {n}",
    "Choose the die results to keep ({n}); the rest are ignored",
    "keeps {n}",
    "{card} can't gain counters ({source})",
    "{card} gains {n} boost",
    "{card} gains {n} boosts",
    "{card} gains {n} {kind} counter",
    "{card} gains {n} {kind} counters",
    "{card} loses {n} boost",
    "{card} loses {n} boosts",
    "{card} loses {n} {kind} counter",
    "{card} loses {n} {kind} counters",
    "{card} spends {n} {kind} counter",
    "{card} spends {n} {kind} counters",
    "{card} gains {status} again",
    "{card} is exhausted",
    "{card} gains {status}",
    "{card} is readied",
    "{card} loses {status}",
    "an effect lasting 'this turn' cannot start outside a turn, so it does nothing",
    "an effect lasting 'this Afternoon' cannot start after the Afternoon, so it does nothing",
    "creates an Ongoing effect ({duration}): {text}",
    "the Ongoing effect ends: {text}",
    # the game's flow: set-up, Reactions, Dusk, Night, the end (4.1-4.3)
    "the Adventure is laid out: Hero region, three face-down Tumult cards, Companion region",
    "reveals the Hero {card}",
    "Several abilities have triggered: choose the one that happens next",
    # a waiting Reaction as an option, naming the object its "it" is (flow.reaction_label)
    "{card}: {it} {rest}",
    "{card}, for {it}: {text}",
    # a waiting Emblem's text in the view, naming its "it" (Emblem.effect)
    "{it} {rest}",
    "For {it}: {text}",
    "{card} remains exhausted in Reserve",
    "hands the turn over (After you)",
    "{expedition} is Ascended, so matching the facing Expedition is enough",
    "{expedition} has a Defender and cannot move forward",
    "{expedition} has a Defender, but {source} lets it move forward all the same",
    "{expedition} has a Defender, but an ability lets it move forward all the same",
    # Progress's verdicts, said plainly (review r6 #13): "Ann's hero Expedition stays:
    # region 2 is forest; forest 2 vs 7 (it needed more than the other side, ...)"
    "{expedition} is ahead: {where}; {compared}",
    "{expedition} stays: {why}",
    "region {region} is {terrains}",
    "{terrain} {a} vs {b}",
    "{where}; {compared} (it needed more than the other side, and more than 0)",
    "{where}; {compared} (it needed more than the other side, and more than 0, in one of them)",
    "it is ahead in {compared}, but its Defender keeps it in place",
    "its region has no terrain it may count",
    "{a}, {b} and {c}",
    "totals {stats} in the Arena",
    "won the tiebreaker in the Arena ({a} terrains to {b})",
    "no player wins more terrains in the Arena; the game goes on",
    "{card} stays in its Expedition ({why})",
    "travelled further ({a} regions to {b})",
    "both players travelled {n} regions: tiebreakers start in the Arena",
    "{player} wins: {reason}",
    # playing cards, quick actions and Reactions (5.1.2, 5.3, 4.4, 6.3)
    "plays {card} from Hand",
    "plays {card} from Reserve",
    "plays {card} from Deck",
    "{card} is played Fleeting: it will be discarded rather than go to Reserve",
    "the Ongoing effect applies to {card}: {text}",
    "uses {card}'s quick action: {text}",
    # Reactions in a player's words (review r10 #6: "plays the Reaction of", "waits in
    # Limbo" meant nothing to a newcomer); the teaching log adds the rules' terms and
    # explains them (altered_desktop.log_terms)
    "{card}'s “{trigger}” ability: {text}",
    "{card}: {text} (as an earlier effect said)",
    "{card}'s “{trigger}” ability has triggered 100 times today: no more today",
    "{card}'s “{trigger}” ability cannot trigger",
    "{card}'s “{trigger}” ability triggers: it happens once the current action is over",
    "{card}: {text} (this happens once the current action is over)",
    # choices: yes or no, modes, targets, Expeditions, Clean-up (6.5, 4.2.5.c)
    "Yes",
    "No",
    "Choose a mode",
    "{card}: choose a mode",
    "Back: choose something else",
    "Choose no more modes",
    "Choose no mode",
    "{prompt} ({n} of up to {m})",
    "{prompt} ({n} of {m})",
    "Hero Expedition",
    "Companion Expedition",
    "{exp} Expedition",
    "Choose the Expedition for {what}",
    "Choose target Expedition",
    "You may: {text}. Do it?",
    "chose not to: {text}",
    "the condition '{text}' is not met",
    "cannot pay {text}",
    "chose not to pay",
    "will hand the turn over without passing (After you)",
    "chooses no card to discard (Sabotage is 'up to one')",
    "Choose {what}",
    "Choose {what} to {verb}",
    "chooses not to pay Tough for another target",
    "chooses not to pay Tough for any target",
    "{card} ({cost})",
    "Tough {n}: pay {n}",
    "no legal target for '{verb}' — that part does nothing",
    "discard ({keyword})",
    "controls no {what} to sacrifice",
    "controls no {what}",
    "{player} controls no Character to choose",
    "Clean-up: choose {lo} to keep in your Reserve; the others are discarded",
    "Clean-up: choose {lo} to {hi} to keep in your Reserve; the others are discarded",
    "Clean-up: choose {lo} to keep in your Landmark zone; the others are sacrificed",
    "Clean-up: choose {lo} to {hi} to keep in your Landmark zone; the others are sacrificed",
    "{label} (paying its Hand Cost)",
    "{player} keeps {cards} in their Reserve",
    "{player} keeps {cards} in their Landmark zone",
    # 'Explain this' (engine.explain, engine.explain_card)
    "{a}/{b}",
    "{a}/{b}/{c}",
    "{a}, {b}",
    "{a}, {b}, {c}",
    "{card} is Asleep and adds nothing at Dusk",
    "{card}: {stats}",
    "{card}: {stats} + {n} boost = {total}",
    "{card}: {stats} + {n} boosts = {total}",
    "{words}, counted here too because it is Gigantic",
    "No Character is in this Expedition, so every statistic is 0",
    "{expedition}: statistics",
    "Forest {forest}, Mountain {mountain}, Water {water} — the sum of its Characters' statistics",
    "{terrain} is ignored: this Expedition cannot move forward due to it",
    "{terrain}: {a} against {b} — a tie, enough for an Ascended Expedition",
    "{terrain}: {a} against {b} — this Expedition is ahead",
    "{terrain}: {a} against {b} — a tie is not enough",
    "{terrain}: {a} against {b} — not ahead",
    "A Character with Defender is here, so it cannot move forward at Dusk",
    "no terrain",
    "In its region ({where}) it would move forward at Dusk, winning in {won}",
    "In its region ({where}) it would not move forward at Dusk",
    "{expedition} at Dusk",
    "At the Dusk of day {day}: {text}",
    "Printed Reserve cost: {n}",
    "Printed Hand cost: {n}",
    "It cannot be played now: {why}",
    "{card}: cost",
    "Playing it from Hand costs {n} now",
    "Playing it from Reserve costs {n} now",
    "playing it from Hand costs {n} now",
    "playing it from Reserve costs {n} now",
    "{player}'s Mana",
    "{ready} of {total} Mana Orbs are ready",
    "Each mana of a cost is paid by exhausting one ready Mana Orb",
    "{n} exhausted orb ready again in the Morning",
    "{n} exhausted orbs ready again in the Morning",
    "Once a day, in the Morning, a card from your hand may be put in Mana, ready",
    "{player}'s {zone}",
    "{player}'s hero marker",
    "{player}'s companion marker",
    "{n} region forward from the Hero region. {outlook}",
    "{n} regions forward from the Hero region. {outlook}",
    "{n} region forward from the Companion region. {outlook}",
    "{n} regions forward from the Companion region. {outlook}",
    "The hero Expedition starts in the Hero region and moves forward one region at a time "
    "toward the other end",
    "The companion Expedition starts in the Companion region and moves forward one region at "
    "a time toward the other end",
    "{title}: {words}",
    "{title} (status): {words}",
    "{card}, in {player}'s {zone}",
    "{summary}; {cost}",
    "Day {day}, {phase}",
    "{keyword} {n}",
    "{keyword}",
    "{kind} — {subtypes}",
    "{kind}",
    "A {line} token: made by an effect, not a card of a deck; when it would leave its zone it "
    "ceases to exist",
    "A {line} card (its type line)",
    "Printed statistics: {stats} (Forest/Mountain/Water)",
    "Out of an Expedition its statistics count for nothing; passives change objects in play "
    "only",
    "Changed by {by}: {stats}",
    "Changed by a passive ability: {stats}",
    "{n} boost: +{n} to each statistic",
    "{n} boosts: +{n} to each statistic",
    "Statistics now: {stats} — what counts for its Expedition at Dusk",
    "Asleep: they are not counted at Dusk",
    "Effect: {text} — it happens when the Spell is played",
    "Reaction: {text} — it happens by itself after its event, “{trigger}” (from the Reserve, "
    "while ready). {state}",
    "Reaction: {text} — it happens by itself after its event, “{trigger}”. {state}",
    "Quick action: {text} — you may use it on your turn, from the Reserve, paying its cost. "
    "{state}",
    "Quick action: {text} — you may use it on your turn, paying its cost. {state}",
    "Passive: {text} — it applies all the time while the card waits, ready, in the Reserve. "
    "{state}",
    "Passive: {text} — it applies all the time while the card is in play. {state}",
    "Now: it works only from the Reserve.",
    "Now: it does not work — the card is exhausted in the Reserve (2.2.11.j).",
    "Now: ignored during the first Day.",
    "Now: it will happen if the card is played {how}.",
    "Now: it works once the card is in play.",
    "Now: it does not work — the card has lost its abilities.",
    "Now: it works.",
    "Now: it can be used on its controller's turn.",
    "Now: only its controller may use it.",
    "Now: not usable — it is not your turn to act.",
    "Now: you can use it.",
    "Now: not usable — its cost exhausts it, and it is already exhausted.",
    "Now: not usable — its cost cannot be paid or its condition is not met.",
    "{n} {kind} counter on it; counters stay while it stays in play (or in the Reserve) and "
    "are lost when it leaves",
    "{n} {kind} counters on it; counters stay while it stays in play (or in the Reserve) and "
    "are lost when it leaves",
    "Reserve limit {reserve}, Landmark limit {landmark}: at Night's Clean-up you keep that "
    "many cards there",
    "Its quick actions were used {n} time(s) today",
    "Some of its abilities are ignored during the first Day",
    "It can be played only on your turn in the Afternoon",
    "It is among the plays on offer now",
    "It is not offered now: {why}",
    "It is not offered now: no way to play it can be paid for",
    "{card}: {text}",
    "{cost} to {effect}?",
    # lessons' answers (engine.lesson)
    "The lesson is over.",
    "That cannot be done: {why}",
    "passing now would end your turns for this Afternoon (4.2.3.d) with this step not done. ",
    "That is allowed, but it is not what this step asks: {why}{hint} Try again, or ask for "
    "the answer.",
    "Well done.",
    "it asks for your {kind} Expedition, not the {other} one. ",
    "it asks for your opponent's {kind} Expedition, not the {other} one. ",
    "the game is over",
    "cards are played on your own turn in the Afternoon (4.2.3.d)",
    "you have passed for this Afternoon (1.3.2.d)",
    "only cards in your Hand or Reserve can be played (5.2.a)",
    "it costs {need} and you have {have} ready Mana Orb (1.2.5.c)",
    "it costs {need} and you have {have} ready Mana Orbs (1.2.5.c)",
    "Token (a word of its text; this card is not one)",
    "{label} is explained by the card's own text",
    # less frequent effects' lines
    "{card} switches from the {old} to the {new} Expedition",
    "counts {n} cards in {player}'s Reserve",
    "counts {n} cards in your Landmarks",
    "counts {n} ({what})",
    "counts {n} other Characters in its Expedition",
    "nothing to choose for '{verb}' — that part does nothing",
    "no card in hand to put in Reserve",
    "{card} has no 'When I join' ability to activate",
    "has no card in hand to put in Reserve",
    "{player} has no card in hand to put in Reserve",
    "exhausts a Mana Orb to ready another one",
    "puts the top card of the Deck in the Mana zone as an exhausted Mana Orb",
    "would Resupply; a modifier replaces it: reveal the top two cards",
    "takes back the intent to play {card}",
    "will {text} after Rest",
    "{player} chose to: {text}",
    "{player} chose not to: {text}",
    "chooses not to {text}",
    "{player} chose {card}",
    # set-up and Expand: entries, decision prompts and option labels (4.1, 4.2.1.e)
    "{player} is chosen at random to be the first player",
    "Choose three cards from your hand to put in your Mana zone as ready Mana Orbs",
    "puts three cards in the Mana zone as ready Mana Orbs",
    "the first day begins; its Morning is skipped",
    "Keep all cards in hand",
    "Put {card} in Mana",
    "Expand: you may put a card from your hand in your Mana zone",
    "does not Expand",
    "puts a card from hand in Mana as a ready Mana Orb",
    "Put the top card of your Deck in Mana",
    "Expand: you may put the top card of your Deck in your Mana zone",
    "puts the top card of the Deck in Mana as a ready Mana Orb",
    "Pass for the rest of the Afternoon",
    # Expeditions moving, Tumult revealed, no meeting yet (4.2.5.d, 7.3.16, 7.3.17)
    "{player}'s hero Expedition moves forward to region {region}",
    "{player}'s hero Expedition moves backward to region {region}",
    "{player}'s companion Expedition moves forward to region {region}",
    "{player}'s companion Expedition moves backward to region {region}",
    "a Tumult card is revealed: the region ahead is {terrains}",
    "no Expeditions have met yet: {player}'s have travelled {a} of 7 regions, {other}'s {b} of 7",
    # the turn: its prompt (5.1)
    "{player}, your turn: play a card, use a quick action, or pass",
)


def play_template(source: str, expedition: str | None, scout: bool, reduce: bool) -> str:
    """A play's option label: from Hand or Reserve, into which Expedition, with Scout, with
    an optional way to pay less ({reduce})."""
    where = f" into your {expedition} Expedition" if expedition else ""
    extra = (" with Scout" if scout else "") + (" ({reduce})" if reduce else "")
    return f"Play {{card}} from {source}{where}{extra} — costs {{cost}}"


#: every play's label (5.1.2, 7.4.5)
PLAY_TEMPLATES = tuple(play_template(src, exp, scout, reduce) for src in ("Hand", "Reserve")
                       for exp in (None, "hero", "companion") for scout in (False, True)
                       for reduce in (False, True))
TEMPLATES += PLAY_TEMPLATES
KNOWN = frozenset(TEMPLATES)


class Message(tuple):
    """A log entry's words: (template, arguments); the English text is built on demand."""

    __slots__ = ()

    @property
    def template(self) -> str:
        return self[0]

    @property
    def args(self) -> dict[str, Any]:
        return self[1]

    def __str__(self) -> str:
        return self[0].format_map(self[1]) if self[1] else self[0]

    def __repr__(self) -> str:
        return f"msg({self[0]!r}, **{self[1]!r})"


def starts_with(words: str | Message, prefix: str) -> bool:
    """Whether the English of `words` begins with `prefix`, read from the template where
    its words before the first {placeholder} can tell (almost always): an observer that
    looks for "pays " in every log entry would otherwise build every entry's English,
    which is what making it lazily saved (issue #27).  A template that begins with a
    placeholder ("{card} goes to Reserve") is worded only up to the end of that value
    when that is enough to tell."""
    if type(words) is not Message:
        return words.startswith(prefix)  # type: ignore[union-attr]
    t = words[0]
    known = template_starts(t, prefix)
    if known is not None:
        return known
    i = t.find("{")
    j = t.find("}", i) + 1
    if j and words[1] and t[i + 1] != "{" and "{" not in t[i + 1:j]:  # a plain placeholder
        head = t[:j].format_map(words[1])  # the text up to the end of its first value
        if len(head) >= len(prefix):  # enough to tell, the rest left unbuilt
            return head.startswith(prefix)
        if not prefix.startswith(head):
            return False
    return str(words).startswith(prefix)


def template_starts(template: str, prefix: str) -> bool | None:
    """Whether every text made from `template` begins with `prefix`, when the template's
    words before its first {placeholder} tell (they do unless the prefix runs into it);
    None when the placeholder's value decides.  Known per template, so an observer asking
    the same questions of every log entry can keep the answers (engine.goldfish_lab)."""
    i = template.find("{")
    if i < 0 or i >= len(prefix):  # the prefix's length of the template is literal text
        return template.startswith(prefix)
    if not prefix.startswith(template[:i]):
        return False
    return None


def msg(template: str, **args: Any) -> Message:
    """A log text from one of TEMPLATES and its arguments (English built when read)."""
    return Message((template, args))


_EXPEDITIONS = {"hero": "{player}'s hero Expedition",
                "companion": "{player}'s companion Expedition"}


def expedition_name(player: str, exp: str) -> Message:
    """"Ann's hero Expedition", as a message (a phrase other messages put in)."""
    return Message((_EXPEDITIONS.get(exp) or "{player}'s {exp} Expedition",
                    {"player": player, "exp": exp}))


_AND = (None, "{a}", "{a} and {b}", "{a} and {b} and {c}", "{a} and {b} and {c} and {d}")


def and_list(items: list[Any] | tuple[Any, ...]) -> Any:
    """Up to four phrases joined by 'and' (the English of " and ".join), as a message."""
    if len(items) == 1:
        return items[0]
    if not 1 < len(items) < len(_AND):
        return " and ".join(map(str, items))
    return Message((_AND[len(items)], dict(zip("abcd", items, strict=False))))


def series(items: list[Any] | tuple[Any, ...]) -> Any:
    """Phrases joined as a list is said: "forest, mountain and water" (up to three)."""
    if len(items) == 3:
        return Message(("{a}, {b} and {c}", dict(zip("abc", items, strict=True))))
    return and_list(items)


_JOINED = {"/": (None, "{a}", "{a}/{b}", "{a}/{b}/{c}"),
           ", ": (None, "{a}", "{a}, {b}", "{a}, {b}, {c}")}


def joined(items: list[Any], sep: str) -> Any:
    """Up to three words joined by "/" or ", ", as a message (each word translatable)."""
    forms = _JOINED[sep]
    if len(items) == 1:
        return items[0]
    if not 1 < len(items) < len(forms):
        return sep.join(map(str, items))
    return Message((forms[len(items)], dict(zip("abc", items, strict=False))))


def as_text(words: str | Message) -> str:
    """A log entry's words as a str: a `MessageText` from a `Message` (same template)."""
    if type(words) is Message:
        return MessageText(words.template, **words.args)
    return words  # type: ignore[return-value]


def _rebuild(template: str, args: dict[str, Any]) -> MessageText:
    return MessageText(template, **args)


class MessageText(str):
    """The English text of a prompt, an option or an explanation, with its `template` and
    `args` (see above)."""

    template: str
    args: dict[str, Any]

    def __new__(cls, template: str, **args: Any) -> MessageText:
        text = super().__new__(cls, template.format_map(args) if args else template)
        text.template = template
        text.args = args
        return text

    def __reduce__(self) -> tuple[Any, ...]:  # copies and pickles keep template and args
        return _rebuild, (self.template, self.args)


def msg_text(template: str, **args: Any) -> MessageText:
    """A prompt's, an option's or an explanation's text from one of TEMPLATES (made here
    rather than through MessageText(...): one call and one packing of the arguments
    fewer, for the options made at every decision)."""
    text = _new_str(MessageText, template.format_map(args) if args else template)
    text.template = template
    text.args = args
    return text


_new_str = str.__new__
