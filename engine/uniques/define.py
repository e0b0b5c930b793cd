"""A unique card's definition from what its owner can read on it: `card_from_text`.

The reference names the family (`ALT_CORE_B_AX_04_U_1234` is of `ALT_CORE_B_AX_04`), whose
name, faction and sub-types the unique shares (so it counts with the family's cards for
the three-copies rule, 1.1.4.e); the costs and statistics are the unique's own; the text
is read by the card-text grammar (engine.cardtext), one paragraph at a time, so that
every clause the grammar does not understand is named, not only the first.  The card's
`text()` is rendered from the effects language the grammar built, never echoed.

The text may be written as printed (`{J}`, `{H}`, `{R}`, `{D} :`, `{I}`, `{T}`, the
markup tags of the card database) or as the program renders it ("When I join —",
"[S] Discard me from Reserve:", "[T]"), so that a card's own rendered text reads back.
"""

from __future__ import annotations

import re
from typing import Any

import attrs

from engine.model import CardDef, CardType, Rarity, Stats

#: a unique's reference: the family's reference, `_U_` and a serial number
UNIQUE_REF = re.compile(r"^(ALT_[A-Z0-9]+_[A-Z]_[A-Z]{2}_\d+)_U_(\d+)$")
#: the family versions whose facts a unique shares, in the order they are looked for (the
#: common first: an out-of-faction rare, _R2, may carry another faction)
_FAMILY_VERSIONS = ("C", "R1", "R", "R2", "E")
#: what a printed cost or statistic may be (the pool's cards print 0 to 9; a little room)
MAX_VALUE = 15
#: a unique's text is a few abilities; anything far longer is not one
MAX_TEXT_CHARS = 2_000


def is_unique_ref(ref: str) -> bool:
    """Whether `ref` is written as a unique card's reference (`…_U_<serial>`)."""
    return isinstance(ref, str) and UNIQUE_REF.match(ref.strip().upper()) is not None


def family_of(ref: str) -> str:
    """The family reference of a unique's reference: `ALT_CORE_B_AX_04_U_1234` ->
    `ALT_CORE_B_AX_04`; UniqueError when `ref` is not a unique's reference."""
    m = UNIQUE_REF.match(ref.strip().upper()) if isinstance(ref, str) else None
    if m is None:
        raise UniqueError(f"{ref!r} is not a unique card's reference (written like "
                          "ALT_CORE_B_AX_04_U_1234: the family's reference, _U_ and a number)")
    return m[1]


@attrs.frozen
class Clause:
    """A clause of a unique's text the grammar does not understand: where it is in what
    the player wrote (`field` "text" or "support_text", `start`/`end` offsets into it)
    and why (`reason`: the words the grammar stopped at)."""

    field: str
    start: int
    end: int
    written: str
    reason: str

    def __str__(self) -> str:
        where = "support text" if self.field == "support_text" else "text"
        return f"{where}: {self.written!r} is not understood ({self.reason})"


class UniqueError(ValueError):
    """A unique card cannot be defined from what was given: each problem is a sentence;
    the clauses the grammar does not understand are also in `clauses`, with offsets."""

    def __init__(self, message: str, clauses: tuple[Clause, ...] = (),
                 problems: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.clauses = clauses
        self.problems = problems or (message,)


# ------------------------------------------------------------------ reading the text
#: the words the program renders an ability symbol as, read back as the symbol
_RENDERED_SYMBOLS = (
    (re.compile(r"\[S\]\s*discard me from reserve\s*:", re.I), "{D} :"),
    (re.compile(r"\[S\]\s*", re.I), "{I} "),
    (re.compile(r"when i join\s*—\s*", re.I), "{J} "),
    (re.compile(r"when played from hand\s*—\s*", re.I), "{H} "),
    (re.compile(r"when played from reserve\s*—\s*", re.I), "{R} "),
)
_IN_TEXT_SYMBOLS = re.compile(r"\[([JHRT])\]")
#: misprints of the printed parts (and escaping left in the reference data), and the
#: words the engine reads and renders instead: a unique printing one plays as the
#: corrected sentence says, and its text on screen is the corrected one.  The reader
#: corrects them, not its callers: a player types a card as printed, or imports its text
#: escaping and all (the unique gauntlet did, and was refused part 84)
MISPRINTS: dict[str, str] = {
    "Target Character gain X boosts": "Target Character gains X boosts",  # part 145
    # part 600: "have" takes the bare verb
    "have target non-Fleeting Character gains 2 boosts and": "have target non-Fleeting "
                                                             "Character gain 2 boosts and",
    '\\"': '"',  # part 84 quotes its granted ability as \" (JSON escaping kept in the text)
}


def corrected(printed: str) -> str:
    """The printed text with its known misprints corrected (`MISPRINTS`)."""
    for wrong, right in MISPRINTS.items():
        printed = printed.replace(wrong, right)
    return printed


#: a paragraph break: a line break, or two spaces or more (as the card database prints it)
_BREAK = re.compile(r"[ \t\u00a0]*(?:\r\n|\r|\n)\s*|[ \t\u00a0]{2,}")


def _as_printed(paragraph: str) -> str:
    """A paragraph as the grammar reads it: the rendered words of a symbol as the symbol."""
    for pattern, symbol in _RENDERED_SYMBOLS:
        if pattern.match(paragraph):
            paragraph = pattern.sub(symbol, paragraph, count=1)
            break
    return _IN_TEXT_SYMBOLS.sub(lambda m: "{T}" if m[1] == "T" else "{" + m[1].lower() + "}",
                                paragraph)


#: where one paragraph holds two abilities: an ability symbol after a sentence ("… Pass.
#: {J} …"), or after a keyword sentence ("<GIGANTIC>. I'm also considered …")
_INNER_BREAK = re.compile(r"\.(\s+)(?=\{[JHR]\}|\[[JHR]\]|when (?:i join|played from) |"
                          r"when (?![^—]*this way)[^—.]+ — )"
                          r"|(?:GIGANTIC|SEASONED|DEFENDER|ETERNAL)>\.(\s+)"
                          r"|\A(?:Gigantic|Seasoned|Defender|Eternal)\.(\s+)", re.I)


def paragraphs_of(text: str) -> list[tuple[int, int]]:
    """Where each ability of `text` is, as (start, end) offsets: abilities are apart by a
    line break or two spaces (or follow a sentence when an ability symbol or a keyword
    begins them); a bullet ("• …") and the words after a trigger's dash or a colon
    printed on their own line belong to the paragraph before them."""
    out: list[tuple[int, int]] = []
    for start, end in _paragraph_spans(text):
        pos = start
        for m in _INNER_BREAK.finditer(text[start:end]):
            gap = next(g for g in (1, 2, 3) if m.group(g) is not None)
            out.append((pos, start + m.start(gap)))
            pos = start + m.end(gap)
        out.append((pos, end))
    return out


def _paragraph_spans(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    pos = 0
    for m in [*_BREAK.finditer(text), None]:
        end = m.start() if m else len(text)
        chunk = text[pos:end]
        if chunk.strip():
            lead = len(chunk) - len(chunk.lstrip())
            start, stop = pos + lead, pos + len(chunk.rstrip())
            before = text[spans[-1][0]:spans[-1][1]] if spans else ""
            if spans and (chunk.lstrip().startswith("•") or before.endswith((":", "—", "-"))):
                spans[-1] = (spans[-1][0], stop)
            else:
                spans.append((start, stop))
        pos = m.end() if m else len(text)
    return spans


def _locate(clause: str, paragraph: str) -> tuple[int, int]:
    """Where the grammar's clause (cleaned words) is in the paragraph as written; the whole
    paragraph when the words cannot be found as they are."""
    words = [re.escape(w) for w in re.findall(r"[\w']+", clause)]
    if words:
        m = re.search(r"[^\w']*".join(words), paragraph, re.I)
        if m:
            return m.start(), m.end()
    return 0, len(paragraph)


def read_abilities(text: str, field: str = "text") -> tuple[tuple[Any, ...], tuple[Clause, ...]]:
    """The abilities of a unique's text (or support text: `field` "support_text", whose
    abilities work only in Reserve, 2.2.11.i) and the clauses not understood."""
    from engine.cardtext.grammar import NotUnderstood
    from engine.cardtext.markup import UnknownTag
    from engine.cardtext.read import read_card

    key = "support_markup" if field == "support_text" else "text_markup"
    abilities: list[Any] = []
    clauses: list[Clause] = []
    for start, end in paragraphs_of(text):
        written = text[start:end]
        try:
            abilities.extend(read_card({key: _as_printed(corrected(written)),
                                         "type": "character"}))
        except NotUnderstood as e:
            a, b = _locate(e.clause, written)
            clauses.append(Clause(field, start + a, start + b, written[a:b],
                                  f"the grammar has no words for {e.clause!r}"))
        except UnknownTag as e:
            clauses.append(Clause(field, start, end, written, str(e)))
        except Exception as e:  # noqa: BLE001 - a player's text never crashes the program
            # a production that broke on this text: refused, and said, like any clause the
            # grammar does not read (a defect of the grammar, to report)
            clauses.append(Clause(field, start, end, written,
                                  f"the grammar failed on it ({type(e).__name__}: {e})"))
    return tuple(abilities), tuple(clauses)


def _read_kept(text: str, field: str) -> tuple[tuple[Any, ...], tuple[Clause, ...]]:
    """`read_abilities`, through the cache of texts read before (engine.uniques.cache): a
    text read in an earlier session is built without loading the grammar."""
    from engine.uniques import cache

    if not text.strip():
        return (), ()
    kept = cache.lookup(field, text)
    if kept is not None:
        return kept, ()
    abilities, clauses = read_abilities(text, field)
    if not clauses:
        cache.store(field, text, abilities)
    return abilities, clauses


# ------------------------------------------------------------------ the definition
def _family(family: str) -> CardDef:
    from engine.cards.registry import UnknownCard, card_by_ref

    for version in _FAMILY_VERSIONS:
        try:
            cdef = card_by_ref(f"{family}_{version}")
        except UnknownCard:
            continue
        if cdef.type is CardType.CHARACTER:
            return cdef
        raise UniqueError(f"{family} is a {str(cdef.type).capitalize()} family ({cdef.name}); unique cards are "
                          "Characters")
    raise UniqueError(f"no card family {family} in this program's card pool (its common "
                      f"would be {family}_C): check the reference")


def _number(name: str, value: object) -> tuple[int | None, str | None]:
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value.strip())
    if type(value) is not int:
        return None, f"{name} must be a whole number, not {value!r}"
    if not 0 <= value <= MAX_VALUE:
        return None, f"{name} must be from 0 to {MAX_VALUE}, not {value}"
    return value, None


def card_from_text(reference: str, *, hand_cost: int, reserve_cost: int, forest: int,
                   mountain: int, water: int, text: str, support_text: str = "") -> CardDef:
    """A unique card's definition from its printed facts and text.

    >>> from engine import card_from_text
    >>> c = card_from_text("ALT_CORE_B_AX_04_U_1234", hand_cost=3, reserve_cost=2,
    ...                    forest=2, mountain=3, water=1,
    ...                    text="{J} Draw a card.  At Noon — I gain 1 boost.")
    >>> c.name, c.faction.label, c.rarity.value, c.hand_cost, c.stats
    ('Kelon Elemental', 'Axiom', 'unique', 3, Stats(forest=2, mountain=3, water=1))
    >>> print(c.text())
    When I join — Draw a card.
    At Noon — I gain 1 boost.
    >>> from engine import UniqueError
    >>> try:
    ...     card_from_text("ALT_CORE_B_AX_04_U_1234", hand_cost=3, reserve_cost=2, forest=2,
    ...                    mountain=3, water=1, text="{J} Draw a card.  {H} I juggle.")
    ... except UniqueError as e:
    ...     print(e.clauses[0].written, "|", e)
    I juggle | text: 'I juggle' is not understood (the grammar has no words for 'I juggle')

    Raises UniqueError naming every problem: a reference that is not a unique's or whose
    family is unknown, a cost or statistic that is not a whole number in range, and each
    clause of the text (or support text) the grammar does not understand (`clauses`,
    with where it is, for an editor to underline)."""
    got = read_unique(reference, hand_cost=hand_cost, reserve_cost=reserve_cost,
                      forest=forest, mountain=mountain, water=water, text=text,
                      support_text=support_text)
    if got.card is None:
        raise UniqueError("; ".join(got.problems), got.clauses, got.problems)
    return got.card


@attrs.frozen
class UniqueReading:
    """What reading a unique found, whole or not (for an editor that shows it as it is
    typed): the card when everything was understood; else the family (when the
    reference names one), the abilities understood so far, the clauses not understood
    and every problem as a sentence."""

    card: CardDef | None
    family: CardDef | None
    abilities: tuple[Any, ...]
    clauses: tuple[Clause, ...]
    problems: tuple[str, ...]


def read_unique(reference: str, *, hand_cost: object, reserve_cost: object, forest: object,
                mountain: object, water: object, text: object,
                support_text: object = "") -> UniqueReading:
    """`card_from_text` without raising: what was understood and what was not."""
    problems: list[str] = []
    family: CardDef | None = None
    try:
        family = _family(family_of(reference))
    except UniqueError as e:
        problems.append(str(e))
    numbers: dict[str, int] = {}
    for name, value in (("hand cost", hand_cost), ("reserve cost", reserve_cost),
                        ("forest", forest), ("mountain", mountain), ("water", water)):
        n, why = _number(name, value)
        if why:
            problems.append(why)
        else:
            numbers[name] = n  # type: ignore[assignment]
    texts_ok = True
    for field, value in (("text", text), ("support_text", support_text)):
        if not isinstance(value, str):
            problems.append(f"{field} must be text, not {type(value).__name__}")
            texts_ok = False
        elif len(value) > MAX_TEXT_CHARS:
            problems.append(f"{field} is {len(value):,} characters long; a unique's text is "
                            f"at most {MAX_TEXT_CHARS:,}")
            texts_ok = False
    abilities: tuple[Any, ...] = ()
    clauses: tuple[Clause, ...] = ()
    if texts_ok:
        assert isinstance(text, str) and isinstance(support_text, str)
        if not (text.strip() or support_text.strip()):
            problems.append("the text is empty: a unique card prints at least one ability")
        main, c1 = _read_kept(text, "text")
        support, c2 = _read_kept(support_text, "support_text")
        abilities, clauses = main + support, c1 + c2
        problems.extend(str(c) for c in clauses)
    if problems or family is None:
        return UniqueReading(None, family, abilities, clauses, tuple(problems))
    card = CardDef(
        ref=reference.strip().upper(), name=family.name, type=CardType.CHARACTER,
        faction=family.faction, rarity=Rarity.UNIQUE, subtypes=family.subtypes,
        hand_cost=numbers["hand cost"], reserve_cost=numbers["reserve cost"],
        stats=Stats(numbers["forest"], numbers["mountain"], numbers["water"]),
        abilities=abilities, keywords=_printed_keywords(abilities))
    return UniqueReading(card, family, abilities, clauses, ())


def _printed_keywords(abilities: tuple[Any, ...]) -> tuple[tuple[str, bool | int], ...]:
    """The keywords the text prints (CardDef.keywords: what the card browser filters on)."""
    from engine.ability_kinds import Keyword

    return tuple((a.name, True if a.value is None else a.value) for a in abilities
                 if isinstance(a, Keyword))
