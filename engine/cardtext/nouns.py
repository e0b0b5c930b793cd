"""Numbers, noun phrases and who-is-affected phrases of card texts.

"two", "up to two target Characters you control", "another target Character with Hand
Cost 3 or less", "Robots you control", "I", "it" — read into `Filter`s and selectors
(`Me`, `It`, `Target`, `All`, `Chosen`).
"""

from __future__ import annotations

import re

from engine.cardtext.grammar import NoMatch, NotUnderstood
from engine.cardtext.subtypes import SUBTYPES
from engine.effects.counts import CountOf
from engine.effects.expeditions import AllInTargetExpedition, EachInTargetExpedition
from engine.effects.filters import IN_EXPEDITION_OR_RESERVE, IN_PLAY_OR_RESERVE, Filter
from engine.effects.players import ControlledByTargetPlayer
from engine.effects.selectors.groups import All, Each
from engine.effects.selectors.many_targets import AnyNumberOfTargets
from engine.effects.selectors.pronouns import It, Me
from engine.effects.selectors.targets import Chosen, Target
from engine.model import Status, Terrain, Zone

NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
                "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


NUM = r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)"


STATUS_WORDS = {"anchored": Status.ANCHORED, "asleep": Status.ASLEEP,
                "fleeting": Status.FLEETING, "exhausted": Status.EXHAUSTED}


def number(word: str) -> int:
    """"3", "three", "a" -> an int."""
    w = word.strip().lower()
    if w.isdigit():
        return int(w)
    if w in NUMBER_WORDS:
        return NUMBER_WORDS[w]
    raise NoMatch(word)


_TYPE_WORDS = {"character": ("character",), "characters": ("character",),
               "permanent": ("permanent",), "permanents": ("permanent",),
               "spell": ("spell",), "spells": ("spell",)}


_COST = re.compile(r"\s+with (?:a )?hand cost (\d+) or (less|more)\Z", re.I)


_BASE = re.compile(r"\s+with base cost (\d+) or (less|more)\Z", re.I)


_COST_X = re.compile(r"\s+with hand cost x or less, where x is the number of (.+)\Z", re.I)


#: the terrain symbols of printed text, {V} Forest, {M} Mountain, {O} Water
TERRAIN_SYMBOLS = {"{v}": Terrain.FOREST, "{m}": Terrain.MOUNTAIN, "{o}": Terrain.WATER}

#: the card types "the next [type] you play" names, as `NextPlayed` takes them
TYPE_NAMES = {"spell": ("spell",), "character": ("character",), "permanent": ("permanent",)}

#: a region's terrain as printed: the symbol ({E} is The Kraken's Water) or the word
TERRAIN_WORDS = {"{v}": Terrain.FOREST, "{m}": Terrain.MOUNTAIN, "{o}": Terrain.WATER,
                 "{e}": Terrain.WATER, "forest": Terrain.FOREST,
                 "mountain": Terrain.MOUNTAIN, "water": Terrain.WATER}


TERRAIN = r"(?:\{[vmoe]\}|forest|mountain|water)"


_IN_TERRAIN = re.compile(r"\s+in (" + TERRAIN + r")\Z", re.I)


# "… you control" at the end, or before a last "with …" ("Character you control with Hand Cost 4 or less")
_CONTROL = re.compile(r"\s+(you control|an opponent controls|your opponents control|they control)"
                      r"(?=\s+with [^,]+\Z|\Z)", re.I)


def filter_of(phrase: str, zones: tuple[Zone, ...] | None = None) -> Filter:
    """A description of objects: "[another] Character or Permanent [with Hand Cost N or
    less] [you control]".  Raises NotUnderstood on any word it cannot place."""
    p = phrase.strip()
    kw: dict = {}
    if p.lower().endswith(" other than me"):  # not the source itself, like "another"
        kw["other"], kw["other_than_me"] = True, "end"
        p = p[: -len(" other than me")]
    elif re.search(r"\s+other than me\b", p, re.I):
        kw["other"], kw["other_than_me"] = True, "noun"
        p = re.sub(r"\s+other than me\b", "", p, count=1, flags=re.I)
    m = _COST_X.search(p)
    if m:  # the count is taken as the filter is checked (as targets are chosen)

        kw["max_hand_cost_x"] = CountOf(filter_of(m[1]))
        p = p[:m.start()]
    m = _IN_TERRAIN.search(p)
    if m:  # "Character in {V}": the region of its Expedition has that terrain (7.5.7)
        kw["in_terrain"] = TERRAIN_WORDS[m[1].lower()]
        p = p[:m.start()]
    if p.lower().endswith(" in a single-terrain region"):
        kw["in_single_terrain"] = True
        p = p[: -len(" in a single-terrain region")]
    if p.lower().endswith(" in an ascended expedition"):
        kw["in_ascended"] = True
        p = p[: -len(" in an ascended expedition")]
    if p.lower().endswith(" in expedition or in reserve"):  # any player's (2.5.a)
        kw["zones"] = IN_EXPEDITION_OR_RESERVE
        p = p[: -len(" in expedition or in reserve")]
    for tail in (" in the expedition facing me", " facing me"):
        if p.lower().endswith(tail):  # the printed words are kept for the card text
            kw["facing_me"] = tail.strip().replace("expedition", "Expedition")
            p = p[: -len(tail)]
            break
    if p.lower().endswith(" in my expedition"):
        kw["in_my_expedition"] = True
        p = p[: -len(" in my expedition")]
    if p.lower().endswith(" in your other expedition"):
        kw["in_other_expedition"] = True
        p = p[: -len(" in your other expedition")]
    if p.lower().endswith(" in play or in reserve"):  # any Reserve too (2.5.a: counters)
        kw["zones"] = IN_PLAY_OR_RESERVE
        p = p[: -len(" in play or in reserve")]
    elif p.lower().endswith(" in play") and zones is None:  # what a bare noun means (2.2.1.h)
        kw["in_play_words"] = True
        p = p[: -len(" in play")]
    for tail, owner in ((" in your reserve", "you"), (" in reserve", None)):
        if p.lower().endswith(tail) and zones is None:  # a Reserve card: nobody controls it
            kw["zones"] = (Zone.RESERVE,)
            if owner:
                kw["owner"] = owner
            p = p[: -len(tail)]
            break
    if p.lower().endswith(" with a base statistic of 0"):
        kw["zero_base_stat"] = True
        p = p[: -len(" with a base statistic of 0")]
    if p.lower().endswith(" in reserve") and zones is None:  # "Character in Reserve"
        kw["zones"] = (Zone.RESERVE,)
        p = p[: -len(" in reserve")]
    if p.lower().endswith(" in your reserve") and zones is None:
        kw["zones"], kw["owner"] = (Zone.RESERVE,), "you"
        p = p[: -len(" in your reserve")]
    tail = " with hand cost less than or equal to the hand cost of a character you control"
    if p.lower().endswith(tail):
        kw["max_hand_cost_yours"] = True
        p = p[: -len(tail)]
    if p.lower().endswith(" controlled by another player"):
        kw["controller"], kw["controller_words"] = "opponent", "controlled by another player"
        p = p[: -len(" controlled by another player")]
    m = _CONTROL.search(p)
    if m:
        kw["controller"] = "you" if m[1].lower() == "you control" else "opponent"
        kw["control_first"] = m.end() < len(p)
        if m[1].lower() == "they control":  # the opponent the sentence before named
            kw["controller_words"] = "they control"
        p = p[:m.start()] + p[m.end():]
    m = _COST.search(p)
    if m:
        kw["max_hand_cost" if m[2].lower() == "less" else "min_hand_cost"] = int(m[1])
        p = p[:m.start()]
    m = re.search(r"\s+with reserve cost (\d+) or less\Z", p, re.I)
    if m:  # the printed Reserve Cost (2.2.8)
        kw["max_reserve_cost"] = int(m[1])
        p = p[:m.start()]
    if p.lower().endswith(" in any reserve"):  # any player's Reserve (7.5.4)
        kw["zones"], kw["any_reserve_words"] = (Zone.RESERVE,), True
        p = p[: -len(" in any reserve")]
    m = re.search(r"\s+with no statistic over (\d+)\Z", p, re.I)
    if m:  # boosts count (2.5.1.b)
        kw["max_stat"] = int(m[1])
        p = p[:m.start()]
    m = _BASE.search(p)
    if m:  # the Base Cost: Reserve Cost if Fleeting / played from Reserve, else Hand Cost
        kw["max_base_cost" if m[2].lower() == "less" else "min_base_cost"] = int(m[1])
        p = p[:m.start()]
    words = p.split()
    if words and words[0].lower() in ("another", "other"):
        kw["other"] = True
        words = words[1:]
    if words and words[0].lower() == "boosted":  # at least one boost (2.4.4.a)
        kw["boosted"] = True
        words = words[1:]
    statuses, words = _leading_statuses(words)
    if statuses:
        kw["any_status"] = statuses
        if len(words) > 2 and [w.lower() for w in words[:2]] == ["or", "boosted"]:
            kw["status_or_boosted"] = True  # "Fleeting or Boosted Character"
            words = words[2:]
    if words and words[0].lower() in ("non-fleeting", "non-anchored", "non-asleep"):
        kw["without_status"] = STATUS_WORDS[words[0].lower()[4:]]
        words = words[1:]
    if words and words[0].lower() == "non-token":
        kw["token"] = False
        words = words[1:]
    if words and words[0].lower().startswith("non-") and subtype_of(words[0][4:]):
        kw["not_subtype"] = subtype_of(words[0][4:])  # "non-Illusion Character"
        words = words[1:]
    noun = " ".join(words).lower()
    types: tuple[str, ...] | None = None
    if noun in _TYPE_WORDS:
        types = _TYPE_WORDS[noun]
    elif noun in ("character or permanent", "characters or permanents",
                  "characters and permanents"):
        types = ("character", "permanent")
    elif noun in ("landmark", "landmarks"):
        types, kw["zones"] = ("permanent",), (Zone.LANDMARK,)
    elif noun in ("landmark permanent", "landmark permanents"):  # printed so: wording only
        types, kw["zones"], kw["permanent_words"] = ("permanent",), (Zone.LANDMARK,), True
    elif noun in ("token permanent", "token permanents"):
        types, kw["token"] = ("permanent",), True
    elif noun in ("token", "tokens", "token character", "token characters"):
        types, kw["token"] = ("character",), True
        kw["token_character"] = noun.startswith("token character")
    elif noun in ("card", "cards"):
        types = ()
    elif (noun.endswith(" or permanent") and " " not in noun[: -len(" or permanent")]
          and subtype_of(noun[: -len(" or permanent")])):
        # "a Robot or Permanent": a Character of that sub-type, or any Permanent
        types = ("character", "permanent")
        kw["subtype"], kw["subtype_or_permanent"] = subtype_of(noun.split()[0]), True
    else:
        sub = subtype_of(noun)
        if sub is None:
            raise NotUnderstood(phrase, "noun")
        types, kw["subtype"] = ("character",), sub
    if zones is not None:
        kw["zones"] = zones
    return Filter(types=types, **kw)


def sacrificed_filter(phrase: str) -> Filter:
    """What one sacrifices: "a Character", "two Permanents" — always among what the one
    sacrificing controls (7.3.25), so a phrase naming a controller or "another" is not read."""
    flt = filter_of(phrase)
    if flt.controller is not None or flt.other:
        raise NotUnderstood(phrase, "sacrifice")
    return flt


_STATUS_LIST = re.compile(r"((?:fleeting|anchored|asleep)(?:(?:, or |, | or )"
                          r"(?:fleeting|anchored|asleep))*)\s+", re.I)


def _leading_statuses(words: list[str]) -> tuple[tuple[Status, ...], list[str]]:
    """"Fleeting, Anchored or Asleep Character" -> the statuses (the object has one of
    them), in the printed order, and the words left."""
    m = _STATUS_LIST.match(" ".join(words))
    if m is None:
        return (), words
    names = re.split(r", or |, | or ", m[1].lower())
    return tuple(STATUS_WORDS[n] for n in names), " ".join(words)[m.end():].split()


def subtype_of(word: str) -> str | None:
    """A card sub-type named by a word, singular or plural ("Robots" -> "robot")."""
    w = word.lower()
    for cand in (w, w[:-1] if w.endswith("s") else w, w[:-2] if w.endswith("es") else w):
        if cand in SUBTYPES:
            return cand
    return None


_TARGET = re.compile(
    r"(?P<upto>up to )?(?P<n>" + NUM + r" )?(?P<another>another )?target (?P<rest>.+)\Z", re.I)


def selector(phrase: str):  # -> Selector
    """Who an effect is about: "I"/"me", "it", "[up to N] target …", "… you control"."""
    p = phrase.strip()
    low = p.lower()
    if low in ("i", "me"):
        return Me()
    if low in ("it",):
        return It()
    m = re.fullmatch(r"any number of target (?P<rest>.+)", p, re.I)
    if m:  # as many targets as the player chooses, none included (6.5.b)

        return AnyNumberOfTargets(filter_of(m["rest"]))
    m = _TARGET.match(p)
    if m:
        rest = ("another " if m["another"] else "") + m["rest"]
        n = number(m["n"]) if m["n"] else 1
        return Target(filter_of(rest), count=n, up_to=bool(m["upto"]))
    m = re.match(r"(each|all) (.+) controlled by target player\Z", p, re.I)
    if m:
        return ControlledByTargetPlayer(filter_of(m[2]), m[1].lower())
    m = re.match(r"(?P<each>each )?(?P<what>.+) in target expedition\Z", p, re.I)
    if m and not m["what"].lower().startswith("all "):
        return EachInTargetExpedition(filter_of(m["what"]), word="each" if m["each"] else "bare")
    m = re.match(r"all (.+) in target expedition\Z", p, re.I)
    if m:
        return AllInTargetExpedition(filter_of(m[1]))
    if low.startswith("all "):
        return All(filter_of(p[4:]), all_word=True)
    if low.startswith("each ") and " of " not in low:
        return Each(filter_of(p[5:]))
    if low.startswith(("a ", "an ")) and low.endswith(" of your choice"):
        return Chosen(filter_of(p.split(" ", 1)[1][: -len(" of your choice")]))
    f = filter_of(p)
    if f.controller is None and f.owner is None:
        raise NotUnderstood(phrase, "who")  # bare plurals name nobody in particular
    return All(f)
