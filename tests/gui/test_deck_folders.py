"""Big and ambiguous deck folders (issue #29, item 5): a folder of hundreds of deck files
hides none of them (every one can be picked and deleted; past the reading bound the
listing says how many were not read), and two files holding decks of one name are both
listed, each opened and saved back to its own file."""

from __future__ import annotations

import json
from pathlib import Path

from altered_desktop import storage
from altered_desktop.deck_picker import deck_choices, deck_for_key, deck_path_for_key
from engine.decks import Deck, starter_deck


def write_deck(folder: Path, file: str, deck: Deck) -> Path:
    path = folder / file
    path.write_text(json.dumps(deck.to_json()))
    return path


def test_six_hundred_deck_files_hide_no_deck(user_data):
    folder = storage.decks_dir()
    axiom = starter_deck("axiom")
    for i in range(600):
        write_deck(folder, f"a{i:04}.json", Deck(f"Deck {i:04}", axiom.hero, axiom.cards))
    storage.save_user_deck(Deck("My axiom", axiom.hero, axiom.cards))  # my-axiom.json
    keys = [k for k, _t in deck_choices() if k.startswith("user")]
    assert len(keys) == 601 and "user:My axiom" in keys  # the 501st name was hidden
    storage.delete_user_deck("My axiom")
    assert not (folder / "my-axiom.json").exists()


def test_past_the_reading_bound_the_listing_says_how_many_were_not_read(user_data, monkeypatch):
    monkeypatch.setattr(storage, "MAX_DECK_FILES", 20)
    folder = storage.decks_dir()
    for i in range(25):
        write_deck(folder, f"d{i:02}.json", Deck(f"D{i}", None, ("ALT_CORE_B_AX_04_C",)))
    titles = [t for _k, t in deck_choices()]
    assert sum(t.startswith("My deck") for t in titles) == 20
    (note,) = [b.message for b in storage.user_decks()[1]]
    assert "5 more deck files" in note and "20" in note


def test_two_files_of_one_deck_name_are_each_opened_and_saved_to_their_own(qtbot, user_data):
    from altered_desktop.deck_builder import DeckBuilder

    folder = storage.decks_dir()
    axiom, lyra = starter_deck("axiom"), starter_deck("lyra")
    first = write_deck(folder, "first.json", Deck("Same", axiom.hero, axiom.cards))
    second = write_deck(folder, "second.json", Deck("Same", lyra.hero, lyra.cards))
    before = first.read_text()
    mine = {k: t for k, t in deck_choices() if k.startswith("user")}
    assert sorted(mine.values()) == ["My deck · Same (first.json)",
                                     "My deck · Same (second.json)"]
    key = f"userfile:{second}"
    assert deck_for_key(key).hero == lyra.hero and deck_path_for_key(key) == second
    builder = DeckBuilder()
    builder._no_prompt = True
    qtbot.addWidget(builder)
    builder.open_key(key)
    builder.remove_ref(lyra.cards[0], 1)
    assert builder.save_deck() == second
    assert first.read_text() == before  # the other file is untouched
    saved = json.loads(second.read_text())
    assert saved["hero"] == lyra.hero and sum(c["count"] for c in saved["cards"]) == len(lyra.cards) - 1
    storage.delete_user_deck("Same", second)
    assert first.exists() and not second.exists()
