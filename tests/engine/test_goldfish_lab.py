"""The goldfish lab (engine.goldfish_lab): games against the idle opponent, summed up."""

from __future__ import annotations

import json

from engine.decks import starter_deck
from engine.game import Game
from engine.goldfish_lab import cards_csv, games_csv, main, play_goldfish, run_lab, summarise


def test_a_goldfish_game_is_won_and_counted_day_by_day():
    """The idle opponent never moves, so the pilot wins once its Expeditions have
    travelled 7 regions between them (4.2.5.d)."""
    r = play_goldfish(starter_deck("axiom"), 3, keep_record=True)
    assert r["won"]
    final = r["positions"][str(r["day"])]
    assert sum(final) >= 7
    assert sum(r["mana"].values()) > 0
    assert len([ref for ref, day in r["drawn"] if day == 1]) >= 6  # the opening hand
    assert r["played"] and all(day <= r["day"] for _, day in r["played"])
    g = Game.from_record(r["record"])  # the game replays from its record
    assert g.winner == 0 and g.meta["mode"] == "goldfish"


def test_the_same_seeds_give_the_same_summary_on_one_or_two_processes():
    deck = starter_deck("muna")
    one = run_lab(deck, 6, workers=1)
    two = run_lab(deck, 6, workers=2, chunk=2)
    for key in ("victory_days", "positions_by_day", "mana_by_day", "cards"):
        assert one[key] == two[key]
    assert [r["seed"] for r in two["games_table"]] == list(range(1, 7))


def test_summary_numbers():
    fake = [
        {"seed": 1, "won": True, "day": 2, "decisions": 5, "positions": {"1": [1, 0], "2": [4, 3]},
         "mana": {"1": 3, "2": 4}, "drawn": [("ALT_CORE_B_AX_04_C", 1)],
         "played": [("ALT_CORE_B_AX_04_C", 2)]},
        {"seed": 2, "won": False, "day": 3, "decisions": 7, "positions": {"1": [0, 0], "3": [2, 2]},
         "mana": {"3": 5}, "drawn": [], "played": []},
    ]
    s = summarise(fake)
    assert s["victory_days"] == {"2": 1} and s["mean_victory_day"] == 2
    assert s["positions_by_day"][2] == {"day": 3, "hero": 3.0, "companion": 2.5}
    assert s["mana_by_day"][0] == {"day": 1, "mana": 1.5, "games": 2}
    assert s["mana_by_day"][2] == {"day": 3, "mana": 5.0, "games": 1}
    assert s["cards"][0]["played_per_game"] == 0.5 and s["cards"][0]["mean_day_played"] == 2


def test_cancel_stops_early():
    import threading

    stop = threading.Event()
    seen = []

    def progress(done, total):
        seen.append(done)
        stop.set()

    s = run_lab(starter_deck("axiom"), 50, workers=1, progress=progress, cancel=stop)
    assert s["cancelled"] and s["games"] == 1 and seen == [1]


def test_cli_json_and_csv(tmp_path, capsys):
    out_csv = tmp_path / "games.csv"
    cards = tmp_path / "cards.csv"
    assert main(["lyra", "--games", "4", "--workers", "1", "--json", "--csv", str(out_csv),
                 "--cards-csv", str(cards), "--records", str(tmp_path / "rec")]) == 0
    s = json.loads(capsys.readouterr().out)
    assert s["games"] == 4 and s["pilot"] == "greedy" and len(s["games_table"]) == 4
    assert out_csv.read_text().splitlines()[0] == "seed,won,day,decisions"
    assert len(out_csv.read_text().splitlines()) == 5
    assert cards.read_text().startswith("ref,name,")
    assert len(list((tmp_path / "rec").glob("*.json"))) == 4
    assert games_csv(s).count("\n") == 5 and cards_csv(s)


def test_cli_refuses_an_unknown_deck(capsys):
    assert main(["no-such-deck", "--games", "1"]) == 2
    assert "neither a starter deck" in capsys.readouterr().err


def test_the_search_pilot_wins_a_goldfish_game_too():
    """The search player rebuilds goldfish games (an opponent with no Hero and no cards)."""
    r = play_goldfish(starter_deck("muna"), 3, "search", options={"playouts": 6, "budget": None})
    assert r["won"] and r["day"] <= 8


def test_a_pilot_answering_without_the_view_plays_the_same_games(monkeypatch):
    """The greedy pilot is not shown a view for a decision it answers the same whatever
    the view (one option, not a Quick action: `Greedy.answer_without_view`); the games
    are the ones it plays when it sees every view, and those decisions were asked."""
    import engine.goldfish_lab as lab
    from engine.ai.greedy import Greedy

    deck = starter_deck("ordis")
    fast = [play_goldfish(deck, s) for s in (4, 5)]
    skipped = []
    real = Greedy.answer_without_view

    def counted(self, d):
        ans = real(self, d)
        skipped.append(ans is not None)
        return ans

    monkeypatch.setattr(Greedy, "answer_without_view", counted)
    play_goldfish(deck, 4)
    assert any(skipped) and not all(skipped)
    monkeypatch.setattr(Greedy, "answer_without_view", lambda self, d: None)
    seen = [lab.play_goldfish(deck, s) for s in (4, 5)]
    assert seen == fast


def test_the_observer_reads_how_an_entry_begins_as_its_words_would():
    """issue #27: the lab's observer tells "pays ", "draws " and "plays " entries of its
    pilot from their templates, kept per template, or from the opening of their words
    (`_kind`); the answers must be the built words', for every template,
    whatever fills its placeholders (words, a message within the message, a value that
    is neither), asked again and again (the memo), and for entries written as plain
    words."""
    import string

    import engine.goldfish_lab as lab
    from engine.messages import TEMPLATES, Message

    def expected(text: str) -> int:
        for kind, p in ((lab._PAYS, "pays "), (lab._DRAWS, "draws "), (lab._PLAYS, "plays ")):
            if text.startswith(p):
                return kind
        return lab._OTHER

    inner = Message(("{who} pays {n}", {"who": "pl", "n": 3}))  # opens "pl": too short
    fills: list[object] = ["Ann", "pays 3", "plays", "draws 2 cards", "", "p", 7, inner,
                           Message(("plays {card}", {"card": "X"})), Message(("Ann", {}))]
    checked = 0
    for _ in range(2):  # the second time from the memo
        for t in TEMPLATES:
            names = {f for _, f, _, _ in string.Formatter().parse(t) if f}
            for fill in fills:
                m = Message((t, dict.fromkeys(names, fill)))
                assert lab._kind(m) == expected(str(m)), (t, fill)
                checked += 1
    for words in ("pays 2 mana", "draws a card", "plays X", "passes", "", "{x} pays",
                  Message(("{x} {{pays}}", {})), Message(("{{x}} pays", {"x": 1})),
                  Message(("{x!r} pays", {"x": "pays 1"})), Message(("{x:>9}", {"x": "pays"}))):
        assert lab._kind(words) == expected(str(words)), words
    assert checked > 2000 and lab._KINDS
    # an entry that starts with a card's name is told without building its words
    lab._kind(Message(("{card} goes to Reserve", {"card": "Sierra"})))
    assert lab._FIRST["{card} goes to Reserve"] == ("", "card")
    assert lab._FIRST["{x!r} pays"] is None and lab._FIRST["{x:>9}"] is None


def test_the_positions_by_day_are_the_last_known_ones():
    """`summarise` walks each game's positions once (issue #27); a day's figure is still
    the mean of each game's last position known by that day (none known: 0, 0), on
    games whose positions are recorded on scattered days, in any order."""
    import random

    rng = random.Random(11)
    results = []
    for seed in range(40):
        days = sorted(rng.sample(range(1, 12), rng.randint(0, 6)))
        positions = {str(d): [rng.randint(0, 5), rng.randint(0, 5)] for d in days}
        shuffled = dict(rng.sample(list(positions.items()), len(positions)))
        results.append({"seed": seed, "won": rng.random() < 0.8, "day": rng.randint(1, 12),
                        "decisions": 1, "positions": shuffled, "mana": {}, "drawn": [],
                        "played": []})
    s = summarise(results)
    last = max(r["day"] for r in results)
    assert len(s["positions_by_day"]) == last
    for row in s["positions_by_day"]:
        hero = comp = 0.0
        for r in results:
            known = [int(k) for k in r["positions"] if int(k) <= row["day"]]
            pos = r["positions"][str(max(known))] if known else [0, 0]
            hero += pos[0]
            comp += pos[1]
        assert row == {"day": row["day"], "hero": round(hero / len(results), 3),
                       "companion": round(comp / len(results), 3)}
