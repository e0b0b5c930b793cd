"""The public position builder (issue #16): a game built at a position, its JSON form,
its checks, and records that start from a position."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

import tests.example_cards as T
from engine import Game, RecordError
from engine.cards.registry import all_cards, card_by_ref, register
from engine.cards.tokens import BOODA
from engine.invariants import check_invariants
from engine.model import CardDef, CardType, Faction, Phase, Rarity, Stats, Status, Terrain, Zone
from engine.policies import random_answer
from engine.position import (
    MAX_MANA,
    CardAt,
    Position,
    PositionError,
    Side,
    Tumult,
    card,
    orbs,
    parse_position,
    position_of,
)
from engine.record import parse_record
from engine.sim import check_view_hides
from engine.version import stamp
from tests.engine.helpers import resign
from tests.state_access import state_of

KOJO = "ALT_CORE_B_BR_01_C"  # a Hero
SIERRA = "ALT_CORE_B_AX_01_C"  # a Hero
HUB = "ALT_CORE_B_AX_24_C"  # a Landmark Permanent
F = T.FILLER
REVEALED = (Tumult(Terrain.FOREST, True, True), Tumult(Terrain.MOUNTAIN, False, False),
            Tumult(Terrain.WATER, True, False))


def sample(**changes: object) -> Position:
    """Day 2, Ninette's turn in an Afternoon Lithium is still playing in, every kind of
    thing a position holds."""
    ninette = Side(
        "Ninette", hero=KOJO, hand=[T.VANILLA, T.BIG], deck=[F, F, T.ROBOT],
        discard=[F], reserve=[card(T.VANILLA, "exhausted"), T.ROBOT], landmarks=[HUB],
        mana=orbs(F, ready=4, exhausted=2),
        hero_expedition=[card(T.BIG, "anchored", boosts=2), card(BOODA, owner=1)],
        companion_expedition=[card(T.VANILLA, "asleep", counters={"kelon": 2})],
        travelled=(1, 0), moved_forward={"hero"})
    lithium = Side("Lithium", hero=SIERRA, hand=[F, F], deck=[F] * 5,
                   mana=orbs(F, ready=3), travelled=(0, 0), passed=False)
    base = {"players": (ninette, lithium), "day": 2, "phase": Phase.AFTERNOON, "first": 1,
            "turn": 0, "adventure": REVEALED}
    base.update(changes)
    return Position(**base)  # type: ignore[arg-type]


def owned(pos: Position) -> list[int]:
    """How many non-token cards each player owns in `pos` (what a game must keep)."""
    counts = [0, 0]
    for i, s in enumerate(pos.players):
        for f in ("hand", "deck", "discard", "reserve", "landmarks", "mana"):
            counts[i] += sum(1 for c in getattr(s, f) if not c.cdef.is_token)
        counts[i] += s.hero is not None
        for c in (*s.hero_expedition, *s.companion_expedition):
            if not c.cdef.is_token:
                counts[c.owner if c.owner is not None else i] += 1
    return counts


# ---------------------------------------------------------------------- building
def test_built_game_holds_every_part_of_the_position() -> None:
    g = Game.from_position(sample(), seed=3)
    n, li = state_of(g).players
    assert (g.day, state_of(g).phase, state_of(g).first, state_of(g).turn_player) == (2, Phase.AFTERNOON, 1, 0)
    assert [c.cdef.ref for c in n.hand] == [T.VANILLA, T.BIG]
    assert [c.cdef.ref for c in reversed(n.deck)] == [F, F, T.ROBOT]  # top first
    assert n.hero.cdef.ref == KOJO and li.hero.cdef.ref == SIERRA
    assert [c.exhausted for c in n.reserve] == [True, False]
    assert (state_of(g).ready_mana(0), len(n.mana)) == (4, 6) and state_of(g).ready_mana(1) == 3
    big, booda = state_of(g).in_expedition(0, "hero")
    assert big.statuses == {Status.ANCHORED} and big.boosts == 2
    assert (booda.owner, booda.controller) == (1, 0)  # Lithium's token under Ninette
    (vanilla,) = state_of(g).in_expedition(0, "companion")
    assert vanilla.counters == {"kelon": 2} and vanilla.has(Status.ASLEEP)
    assert n.position == {"hero": 1, "companion": 7} and n.moved_forward_today == {"hero"}
    assert [r.face_down for r in state_of(g).regions[1:7]] == [False, False, True, True, True, True]
    assert state_of(g).regions[1].terrains == {Terrain.FOREST}  # single half first
    assert state_of(g).regions[4].terrains == {Terrain.MOUNTAIN}  # single half second
    assert g.log == [] or all("begins" not in e.text for e in g.log)  # set-up is silent


def test_the_pending_decision_comes_from_the_flow_at_that_point() -> None:
    """With 'turn' the Afternoon resumes at that player's turn (4.2.3); its options are
    the engine's own, e.g. the Big card costs what it costs."""
    g = Game.from_position(sample(), seed=3)
    d = g.pending
    assert (d.kind, d.player) == ("turn", 0)
    played = {o.objects[0] for o in d.options if o.detail == "play"}
    assert {c.oid for c in state_of(g).players[0].hand} <= played
    g.answer("pass")
    assert (g.pending.kind, g.pending.player) == ("turn", 1)


@pytest.mark.parametrize("seed", [0, 5, 11])
def test_a_built_game_keeps_the_invariants_of_random_games(seed: int) -> None:
    """The simulator's invariants hold right after building and through a random game."""
    pos = sample()
    g = Game.from_position(pos, seed=seed)
    expected = owned(pos)
    check_invariants(state_of(g), expected)
    check_view_hides(g)
    state_of(g).observer = lambda st: check_invariants(st, expected)
    rng = random.Random(seed)
    while g.pending is not None and g.day < 40:
        check_view_hides(g)
        g.answer(random_answer(g.pending, rng))


def test_a_morning_passes_the_first_player_on_and_asks_for_expand() -> None:
    """Starting at a Morning runs all of it: first player (4.2.1.b), draw, Expand."""
    pos = sample(phase=Phase.MORNING, turn=None, first=0)
    g = Game.from_position(pos, seed=1)
    assert state_of(g).first == 1
    assert len(state_of(g).players[0].hand) == 4 and len(state_of(g).players[1].hand) == 4
    assert (g.pending.kind, g.pending.player) == ("expand", 1)


def test_a_night_asks_for_clean_up_when_a_reserve_is_over_its_limit() -> None:
    """Rest then Clean-up (4.2.5.b-c): three cards in Reserve, the limit is two."""
    me = Side("Ninette", reserve=[T.VANILLA, T.BIG, T.ROBOT], deck=[F] * 5)
    pos = Position((me, Side("Lithium", deck=[F] * 5)), day=1, phase=Phase.NIGHT)
    g = Game.from_position(pos)
    assert (g.pending.kind, g.pending.player, g.pending.min) == ("cleanup", 0, 2)


def test_dusk_progress_reads_the_placed_expeditions_and_boosts() -> None:
    """Progress compares the placed statistics (4.2.4): a boosted 1/1/1 beats a 1/1/1."""
    me = Side("Ninette", hero_expedition=[card(T.VANILLA, boosts=1)], deck=[F] * 5)
    opp = Side("Lithium", hero_expedition=[T.VANILLA], deck=[F] * 5)
    g = Game.from_position(Position((me, opp), phase=Phase.DUSK, adventure=REVEALED))
    assert state_of(g).players[0].position["hero"] == 1 and state_of(g).players[1].position["hero"] == 0


def test_the_die_gives_the_positions_results_first() -> None:
    """`dice` fixes the next rolls (7.3.19): Test Gamble draws on 4 to 6 only."""
    def gamble(roll: int) -> int:
        me = Side("Ninette", hand=[T.GAMBLE], deck=[F] * 5, mana=orbs(F, 3))
        g = Game.from_position(Position((me, Side("Lithium", deck=[F] * 5)), turn=0,
                                        dice=(roll,)))
        (opt,) = [o for o in g.pending.options if o.detail == "play"]
        g.answer(opt.id)
        assert any("rolls a die: " + str(roll) in e.text for e in g.log)
        return len(state_of(g).players[0].hand)

    assert gamble(6) == 1 and gamble(1) == 0


# ---------------------------------------------------------------------- JSON form
def test_a_position_round_trips_through_json_to_the_same_game() -> None:
    pos = sample(dice=(3, 4))
    text = json.dumps(pos.to_json())
    again = parse_position(text)
    assert again == pos
    a, b = Game.from_position(pos, seed=9), Game.from_position(again, seed=9)
    assert a.view(0) == b.view(0) and a.view(1) == b.view(1)
    assert a.pending == b.pending
    assert a.fingerprint() == b.fingerprint()


def test_position_of_a_built_game_is_the_position() -> None:
    """Reading a just-built game back gives the position it was built from."""
    pos = sample()
    assert position_of(Game.from_position(pos, seed=2)) == attrs_without_dice(pos)


def attrs_without_dice(pos: Position) -> Position:
    return Position(pos.players, pos.day, pos.phase, pos.first, pos.turn, pos.adventure)


def test_the_json_short_forms() -> None:
    """A plain reference is a card with nothing on it; defaults may be left out."""
    pos = parse_position(json.dumps({
        "format": "altered-position", "version": 1,
        "players": [{"name": "A", "hand": [T.VANILLA], "mana": [F, {"ref": F,
                                                                  "statuses": ["exhausted"]}]},
                    {"name": "B"}]}))
    assert pos.day == 1 and pos.phase is Phase.AFTERNOON and pos.turn is None
    assert pos.players[0].mana[1].statuses == {Status.EXHAUSTED}
    g = Game.from_position(pos)
    assert state_of(g).ready_mana(0) == 1 and g.pending.kind == "turn"


# ---------------------------------------------------------------------- refusals
def _unique() -> str:
    ref = "TEST_POS_UNIQUE"
    cdef = CardDef(ref=ref, name="Test One Of A Kind", type=CardType.CHARACTER,
                   faction=Faction.AXIOM, rarity=Rarity.UNIQUE, stats=Stats(1, 1, 1))
    try:
        register(cdef)
    except ValueError:
        pass
    return ref


def _with(**side: object) -> Position:
    return Position((Side("Ninette", **side), Side("Lithium")))  # type: ignore[arg-type]


BAD_POSITIONS = {
    "a unique card in two zones": (lambda: _with(hand=[_unique()], reserve=[_unique()]),
                                   r"Unique card TEST_POS_UNIQUE is in 2 places"),
    "a unique card with both players": (
        lambda: Position((Side("N", hand=[_unique()]), Side("L", deck=[_unique()]))),
        r"Unique card TEST_POS_UNIQUE is in 2 places"),
    "too many Mana Orbs": (lambda: _with(mana=orbs(F, MAX_MANA + 1)), r"31 cards in mana"),
    "a Hero in an Expedition": (lambda: _with(hero_expedition=[KOJO]),
                                r"hero Expedition: Kojo & Booda is a Hero"),
    "a Character as Hero": (lambda: _with(hero=T.VANILLA), r"not a Hero"),
    "unknown reference": (lambda: _with(hand=["NO_SUCH_CARD"]),
                          r"hand: unknown card reference 'NO_SUCH_CARD'"),
    "unknown reference in an Expedition": (
        lambda: _with(companion_expedition=["NO_SUCH_CARD"]),
        r"companion Expedition: unknown card reference 'NO_SUCH_CARD'"),
    "negative boosts": (lambda: _with(hero_expedition=[card(T.VANILLA, boosts=-1)]),
                        r"-1 boosts"),
    "boosts in hand": (lambda: _with(hand=[card(T.VANILLA, boosts=1)]),
                       r"no statuses, boosts or counters \(2\.4\.1\.c, 2\.5\.b\)"),
    "a token in Reserve": (lambda: _with(reserve=[BOODA]), r"tokens exist only in Expeditions"),
    "a Character in the Landmark zone": (lambda: _with(landmarks=[T.VANILLA]),
                                         r"only Landmark Permanents"),
    "an asleep Mana Orb": (lambda: _with(mana=[card(F, "asleep")]), r"ready or exhausted"),
    "a fleeting Landmark": (lambda: _with(landmarks=[card(HUB, "fleeting")]),
                            r"cannot be Fleeting"),
    "travelled too far": (lambda: _with(travelled=(8, 0)), r"travelled 0 to 7"),
    "standing on a face-down Tumult": (
        lambda: Position((Side("N", travelled=(3, 0)), Side("L")), adventure=REVEALED),
        r"region 4, whose Tumult card is face down"),
    "met Expeditions at Noon": (
        lambda: Position((Side("N", travelled=(4, 3)), Side("L")), phase=Phase.NOON,
                         adventure=tuple(Tumult(t.single, True, True) for t in REVEALED)),
        r"Expeditions have met"),
}
BAD_GAME = {
    "Morning of day 1": (lambda: Position((Side("N"), Side("L")), phase=Phase.MORNING),
                         r"day 1 has no Morning"),
    "a turn at Noon": (lambda: Position((Side("N"), Side("L")), phase=Phase.NOON, turn=0),
                       r"only the Afternoon has turns"),
    "the turn of one who passed": (
        lambda: Position((Side("N", passed=True), Side("L")), turn=0), r"N has passed"),
    "two Tumults of one terrain": (
        lambda: Position((Side("N"), Side("L")), adventure=(REVEALED[0],) * 3),
        r"one for each terrain"),
    "a die result of 7": (lambda: Position((Side("N"), Side("L")), dice=(7,)),
                          r"dice results are whole numbers from 1 to 6"),
}


@pytest.mark.parametrize("case", [*BAD_POSITIONS, *BAD_GAME])
def test_an_impossible_position_is_refused_with_a_clear_message(case: str) -> None:
    make, message = {**BAD_POSITIONS, **BAD_GAME}[case]
    with pytest.raises(PositionError, match=message):
        Game.from_position(make())
    # its JSON form is refused by the reader too, in the same words or naming the field
    with pytest.raises(PositionError, match=message + "|" + JSON_WORDS.get(case, "^$")):
        parse_position(json.dumps(make().to_json()))


#: where the JSON reader refuses a field before the whole position is checked
JSON_WORDS = {
    "too many Mana Orbs": r"players\[0\]\.mana: holds 31 entries: at most 30",
    "unknown reference": r"players\[0\]\.hand\[0\]: unknown card reference 'NO_SUCH_CARD'",
    "unknown reference in an Expedition": r"cards\[0\]: unknown card reference 'NO_SUCH",
    "negative boosts": r"cards\[0\]\.boosts: must be a whole number from 0 to 99, not -1",
    "travelled too far": r"hero\.travelled: must be a whole number from 0 to 7, not 8",
    "a die result of 7": r"dice\[0\]: must be a whole number from 1 to 6, not 7",
}


def _json(**top: object) -> str:
    base: dict = {"format": "altered-position", "version": 1,
                  "players": [{"name": "A"}, {"name": "B"}]}
    base.update(top)
    return json.dumps(base)


BAD_JSON = {
    "not JSON": ("{", r"not valid JSON at line 1"),
    "a list": ("[]", r"must be an object, not a list"),
    "wrong format": (_json(format="altered-record"), r"this is not a position"),
    "future version": (_json(version=2), r"position version 2 is not supported"),
    "unknown field": (_json(weather="rain"), r"unexpected field\(s\) weather"),
    "one player": (_json(players=[{"name": "A"}]), r"players: must hold two players"),
    "phase misspelt": (_json(phase="afternoon"), r"phase: must be one of Morning"),
    "day as text": (_json(day="2"), r"day: must be a whole number from 1 to 200, not '2'"),
    "day as true": (_json(day=True), r"day: must be a whole number"),
    "card as a number": (_json(players=[{"name": "A", "hand": [3]}, {"name": "B"}]),
                         r"players\[0\]\.hand\[0\]: must be an object, not a number"),
    "status unknown": (_json(players=[{"name": "A", "reserve": [{"ref": F, "statuses":
                                                                ["tired"]}]}, {"name": "B"}]),
                       r"reserve\[0\]\.statuses: must be one of"),
    "status twice": (_json(players=[{"name": "A", "reserve": [{"ref": F, "statuses":
                                                              ["exhausted"] * 2}]},
                                    {"name": "B"}]), r"names a status twice"),
    "counter of zero": (_json(players=[{"name": "A", "expeditions": {"hero": {"cards": [
        {"ref": F, "counters": {"kelon": 0}}]}}}, {"name": "B"}]), r"from 1 to 99, not 0"),
    "travelled as float": (_json(players=[{"name": "A", "expeditions": {"hero": {
        "travelled": 1.5}}}, {"name": "B"}]), r"travelled: must be a whole number"),
    "huge hand": (_json(players=[{"name": "A", "hand": [F] * 101}, {"name": "B"}]),
                  r"hand: holds 101 entries: at most 100"),
    "empty name": (_json(players=[{"name": ""}, {"name": "B"}]), r"name: must be text of 1"),
    "deep nesting": ("[" * 100_000 + "]" * 100_000, r"nested too deeply|must be an object"),
    "too large": (" " * 2_000_001, r"too large for a position"),
}


@pytest.mark.parametrize("case", list(BAD_JSON))
def test_a_bad_json_position_gets_a_clear_error(case: str) -> None:
    text, message = BAD_JSON[case]
    with pytest.raises(PositionError, match=message):
        parse_position(text)


def test_damaged_json_positions_never_crash_the_reader() -> None:
    """Random edits of a valid JSON form: each is read, or refused with PositionError."""
    rng = random.Random(16)
    good = sample(dice=(2,)).to_json()
    junk: list[object] = [None, -1, 0, 8, 1e9, "", "x", [], {}, True, [F], {"ref": F}]
    for _ in range(400):
        data = json.loads(json.dumps(good))
        node: object = data
        path = []
        while isinstance(node, (dict, list)) and node and rng.random() < 0.8:
            key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
            path.append((node, key))
            node = node[key]  # type: ignore[index]
        if not path:
            continue
        parent, key = path[-1]
        parent[key] = rng.choice(junk)  # type: ignore[index]
        try:
            pos = parse_position(json.dumps(data))
        except PositionError:
            continue
        Game.from_position(pos)  # what was read builds


# ---------------------------------------------------------------------- records
def _played(answers: int = 6) -> Game:
    g = Game.from_position(sample(dice=(5,)), seed=4)
    rng = random.Random(1)
    for _ in range(answers):
        g.answer(random_answer(g.pending, rng))
    return g


def test_a_record_from_a_position_replays_like_any_other() -> None:
    g = _played()
    rec = parse_record(json.dumps(g.record))
    assert Position.from_json(rec["position"]) == g.position
    again = Game.from_record(rec)
    assert again.fingerprint() == g.fingerprint()
    assert again.undo().fingerprint() == Game.from_record(rec, len(g.answers) - 1).fingerprint()


def test_a_record_states_the_engine_that_wrote_it() -> None:
    rec = _played(1).record
    assert rec["engine"] == stamp() and set(stamp()) == {"version", "rules"}
    assert re.fullmatch(r"CR3\.0-[0-9a-f]{12}", stamp()["rules"])


def test_a_replay_that_stops_matching_names_the_answer_and_both_versions() -> None:
    g = _played()
    rec = g.record
    answers = list(rec["answers"])
    answers[3] = "play:9999"
    bad = resign({**rec, "answers": answers, "engine": {"version": "0.0.1",
                                                         "rules": "CR3.0-000000000000"}})
    with pytest.raises(RecordError) as e:
        Game.from_record(parse_record(json.dumps(bad)))
    msg = str(e.value)
    assert "answer #4 ('play:9999') is not legal" in msg
    assert "recorded by engine 0.0.1, rules CR3.0-000000000000" in msg
    assert f"this is engine {stamp()['version']}, rules {stamp()['rules']}" in msg


def test_an_unstamped_record_that_stops_matching_says_so() -> None:
    rec = _played().record
    del rec["engine"]
    rec = resign({**rec, "answers": [*rec["answers"][:2], "nonsense"]})
    with pytest.raises(RecordError, match=r"answer #3 .*does not say which engine wrote it"):
        Game.from_record(parse_record(json.dumps(rec)))


@pytest.mark.parametrize(("change", "message"), [
    ({"engine": "0.1.0"}, r"'engine' must be an object"),
    ({"position": {"format": "altered-position"}}, r"position: missing field"),
    ({"names": ["Someone", "Lithium"]}, r"player names are not 'names'"),
])
def test_a_record_with_a_bad_position_or_stamp_is_refused(change: dict, message: str) -> None:
    rec = resign({**_played(2).record, **change})
    with pytest.raises(RecordError, match=message):
        parse_record(json.dumps(rec))


def test_zone_of_every_built_card_matches_its_list() -> None:
    """Each card is listed in the zone it says it is in (the simulator's own check, done
    here zone by zone for the Hero and the Expedition zone as well)."""
    g = Game.from_position(sample())
    for p in state_of(g).players:
        assert p.hero.zone is Zone.HERO
    assert all(c.zone is Zone.EXPEDITION for c in state_of(g).expedition_zone)


# ---------------------------------------------------------------------- the documentation
DOC = Path(__file__).resolve().parents[2] / "docs" / "position-builder.md"


def _blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


def test_the_documented_examples_build_the_game_they_describe() -> None:
    """docs/position-builder.md: its Python example and its JSON example build, and
    describe the same position (Ninette to play on day 3)."""
    code = _blocks("python")[0]  # the first; the later ones: tests/engine/test_position_parts
    scope: dict = {}
    exec(code, scope)  # the documentation's own example, as a reader would run it
    game = scope["game"]
    assert (game.pending.kind, game.pending.player, game.day) == ("turn", 0, 3)
    text = _blocks("json")[-1]  # the full example (the one before shows the new parts)
    pos = parse_position(text, "docs example")
    g = Game.from_position(pos, seed=7)
    assert (g.pending.kind, g.pending.player, g.day) == ("turn", 0, 3)
    assert pos.players[0] == scope["position"].players[0]


# ---------------------------------------------------------------------- random positions
def random_position(rng: random.Random) -> Position:
    """A position with random cards of every kind (test-only ones included) in every zone
    that may hold them, random statuses, boosts and counters where those may be."""
    # Landmark tokens (Aerolith) are made by effects, never dealt: not a card of a deck
    pool = [c for c in all_cards() if c.implemented and c.rarity is not Rarity.UNIQUE
            and not c.token]
    heroes = [c.ref for c in pool if c.type is CardType.HERO]
    # Landmark tokens (Aerolith) are Permanents by type but tokens all the same (2.1.e)
    loose = [c.ref for c in pool if c.type not in (CardType.HERO, CardType.TOKEN) and not c.is_token]
    in_exp = [c.ref for c in pool if c.is_character or c.zone_type == "expedition"]
    landmarks = [c.ref for c in pool if c.type is CardType.PERMANENT
                 and c.zone_type != "expedition" and not c.is_token]

    def some(refs: list[str], most: int, marks: bool = False, exhaust: bool = False) -> list:
        out = []
        for _ in range(rng.randint(0, most)):
            ref = rng.choice(refs)
            statuses = {s for s in Status if marks and rng.random() < 0.15}
            if exhaust and rng.random() < 0.3:
                statuses.add(Status.EXHAUSTED)
            boosts = (rng.randint(1, 3) if marks and rng.random() < 0.3
                      and card_by_ref(ref).is_character else 0)
            counters = {"kelon": rng.randint(1, 3)} if marks and rng.random() < 0.1 else {}
            out.append(CardAt(ref, frozenset(statuses), boosts, counters))
        return out

    def side(name: str) -> Side:
        return Side(name, hero=rng.choice([*heroes, None]), hand=some(loose, 6),
                    deck=some(loose, 15), discard=some(loose, 4),
                    reserve=some(loose, 4, exhaust=True), landmarks=some(landmarks, 3,
                                                                         exhaust=True),
                    mana=some(loose, 8, exhaust=True), hero_expedition=some(in_exp, 3, True),
                    companion_expedition=some(in_exp, 3, True),
                    travelled=(rng.randint(0, 3), rng.randint(0, 3)),
                    moved_forward={e for e in ("hero", "companion") if rng.random() < 0.3})

    terrains = [Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER]
    rng.shuffle(terrains)
    phase = rng.choice([Phase.MORNING, Phase.NOON, Phase.AFTERNOON, Phase.DUSK, Phase.NIGHT])
    return Position((side("A"), side("B")), day=rng.randint(2, 5), phase=phase,
                    first=rng.randint(0, 1),
                    turn=rng.choice([None, 0, 1]) if phase is Phase.AFTERNOON else None,
                    adventure=tuple(Tumult(t, rng.random() < 0.5, True) for t in terrains),
                    dice=tuple(rng.randint(1, 6) for _ in range(rng.randint(0, 3))))


@pytest.mark.parametrize("seed", range(20))
def test_random_positions_build_and_play_out_within_the_invariants(seed: int) -> None:
    """Any position the checks accept is a game: the simulator's invariants hold from
    the moment it is built through a random game played from it."""
    pos = random_position(random.Random(seed))
    g = Game.from_position(pos, seed=seed)
    expected = owned(pos)
    check_invariants(state_of(g), expected)
    state_of(g).observer = lambda st: check_invariants(st, expected)
    rng = random.Random(seed)
    while g.pending is not None and g.day < 30:
        check_view_hides(g)
        g.answer(random_answer(g.pending, rng))


def test_a_positions_decks_list_each_players_own_cards_wherever_they_are() -> None:
    """The record's `decks` of a position game: a card Lithium owns in Ninette's
    Expedition is in Lithium's list; tokens are in nobody's."""
    pos = Position((Side("Ninette", hero=KOJO, hand=[T.BIG],
                         hero_expedition=[card(T.ROBOT, owner=1), card(BOODA)]),
                    Side("Lithium", reserve=[T.VANILLA])))
    ninette, lithium = pos.decks()
    assert (ninette.hero, ninette.cards) == (KOJO, (T.BIG,))
    assert sorted(lithium.cards) == sorted([T.VANILLA, T.ROBOT])
