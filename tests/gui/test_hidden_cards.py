"""Hidden cards stay hidden in every mode (issue #22): against the computer its hand and
its face-down Mana never show - not on the table, not in the zoom, not in its reasons -
and a game loaded after a computer game gets its own display options back.

The AI thinks on the GUI thread here (the `inline_ai` fixture of tests/gui/conftest.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from altered_desktop.session import Mode
from altered_desktop.visibility import view_names
from engine.decks import starter_deck
from engine.game import Game
from engine.policies import random_answer
from tests.gui.conftest import make_window

POLICIES = [("greedy", {}), ("search", {"playouts": 12, "budget": 0.05})]


def _decks() -> list[Any]:
    return [starter_deck("axiom"), starter_deck("bravos")]


def computer_game(qtbot, policy: str, options: dict[str, Any], seat: int, seed: int = 7):  # type: ignore[no-untyped-def]
    """A window where a person starts a game against `policy` in `seat`, as New game does."""
    win = make_window(qtbot, Game.new(_decks(), seed=99, names=("A", "B")), Mode.HOTSEAT,
                      handoff=True)
    win.start_new({"mode": Mode.HOTSEAT, "decks": _decks(), "seed": seed,
                   "names": ["Ninette", "Player 2"], "handoff": True, "ai": policy,
                   "ai_seat": seat, "ai_options": dict(options, pace_ms=0)})
    return win


def secret_faces(game: Game, seat: int, viewer: int) -> dict[int, str]:
    """{object id: name} of `seat`'s cards that `viewer` may not see: its hand and its
    Mana as `seat` itself sees them, less whatever `viewer`'s view shows."""
    own = game.view(seat)["players"][seat]
    cards = list(own["hand"] or []) + list(own["mana"]["cards"] or [])
    shown = _oids(game.view(viewer))
    return {c["oid"]: c["name"] for c in cards if c["oid"] not in shown}


def _oids(view: Any) -> set[int]:
    out: set[int] = set()
    stack = [view]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            if isinstance(x.get("oid"), int) and "name" in x:
                out.add(x["oid"])
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
    return out


def faces_on_table(win) -> dict[int, str]:  # type: ignore[no-untyped-def]
    """{object id: name} of every card face the table lays out, the zoom included."""
    out = {it.card["oid"]: it.card["name"] for it in win.table.items
           if it.card is not None and isinstance(it.card.get("oid"), int)}
    for it in win.table.items:  # hovering each item: what would the zoom enlarge?
        win.table.hover = it
        zoom = win.table._zoom_card()
        if zoom is not None:
            out[zoom[0]["oid"]] = zoom[0]["name"]
    win.table.hover = None
    return out


def assert_nothing_of(win, seat: int) -> None:  # type: ignore[no-untyped-def]
    person = 1 - seat
    secret = secret_faces(win.game, seat, person)
    leaked = set(secret) & set(faces_on_table(win))
    assert not leaked, f"the computer's hidden cards on screen: {[secret[o] for o in leaked]}"
    assert win.hand_on_screen() <= {person}
    # the tooltips of the table's places and card backs
    hidden = set(secret.values()) - view_names(win.game.view(person))
    for it in win.table.items:
        tip = win.table.describe(it)
        assert not [n for n in hidden if n in tip], tip


def play_person(win, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
    d = win.my_decision()
    if d is not None and not win.handoff.isVisible():
        win.submit(random_answer(d, rng))


@pytest.mark.parametrize("seat", [1, 0])
@pytest.mark.parametrize("policy,options", POLICIES)
def test_the_computers_hand_is_never_face_up(qtbot, inline_ai, policy, options, seat):
    """Issue #22, case 1: New game, the computer in a seat, Start - its hand in the top
    strip was face up and zoomed.  Now nothing of its hand or Mana shows, while both
    sides play (rule 3.2.9.d: Mana Orbs are face down, a Hand is seen by its owner)."""
    win = computer_game(qtbot, policy, options, seat)
    assert win.session.ai_seats == {seat}
    assert not win.handoff.isVisible()  # one person at the screen: no curtain to click
    rng = random.Random(5)
    for _ in range(40):
        assert_nothing_of(win, seat)
        if win.game.over:
            break
        if win.game.pending.player == seat:
            qtbot.waitUntil(lambda: win.game.pending is None
                            or win.game.pending.player != seat or win.game.over,
                            timeout=20000)
        else:
            play_person(win, rng)
    assert win.game.day >= 1 and len(win.game.answers) > 10
    win.close()


def test_a_hotseat_game_loaded_after_a_computer_game_has_its_hand_off(qtbot, inline_ai,
                                                                      tmp_path):
    """Issue #22, case 2: the computer game switched View > Hand-off screens off, and a
    hotseat save opened after it showed the other player's hand.  Display options belong
    to the game: the loaded hotseat game covers the table between players again."""
    win = make_window(qtbot, Game.new(_decks(), seed=3, names=("Ninette", "Lithium")),
                      Mode.HOTSEAT, handoff=True)
    save = tmp_path / "hotseat.json"
    win.save_to(save)
    win.start_new({"mode": Mode.HOTSEAT, "decks": _decks(), "seed": 4,
                   "names": ["Ninette", "Player 2"], "handoff": True, "ai": "greedy",
                   "ai_options": {"pace_ms": 0}})
    rng = random.Random(1)
    for _ in range(6):
        play_person(win, rng)
        qtbot.wait(5)
    win.load_from(save)
    assert not win.session.ai_seats
    d = win.game.pending
    assert win.handoff.isVisible() and win.handoff.player == d.player
    assert win.hand_on_screen() == set()
    win.handoff.reveal_button.click()
    assert win.hand_on_screen() <= {d.player}
    assert not set(secret_faces(win.game, 1 - d.player, d.player)) & set(faces_on_table(win))
    win.close()


@pytest.mark.parametrize("policy,options", POLICIES)
def test_the_computers_reasons_never_name_its_face_down_cards(qtbot, inline_ai, policy,
                                                               options):
    """Issue #22, case 3: 'Greedy AI: Put Haven Bouncer in Mana' named a face-down Mana
    card in the banner and the status bar.  Every sentence the computer shows passes
    through its opponent's view: no name of a card that seat may not see."""
    win = computer_game(qtbot, policy, options, 1, seed=21)
    seat = win.ai_seat
    told: list[tuple[str, str, str]] = []
    unchecked: list[tuple[str, str, str]] = []

    def record(sentence: str) -> None:  # the banner and status bar as the move is shown
        unchecked.append((sentence, seat.banner.text(), win.statusBar().currentMessage()))

    def check() -> None:
        """Once the move is made (a card played from the hand is seen by then), no
        sentence names a card hidden from the person - unless the person sees a card
        of that name too (their own copy, one in play): then the name tells nothing."""
        hidden = set(secret_faces(win.game, 1, 0).values()) - view_names(win.game.view(0))
        for texts in unchecked:
            for text in texts:
                named = sorted(n for n in hidden if n in text)
                assert not named, f"{text!r} names face-down cards {named}"
        told.extend(unchecked)
        unchecked.clear()

    seat.moved.connect(record)
    rng = random.Random(2)
    while len(told) < 12 and not win.game.over:
        if win.game.pending.player == 1:
            qtbot.waitUntil(lambda: win.game.over or win.game.pending.player != 1,
                            timeout=20000)
        else:
            play_person(win, rng)
        check()
    assert any("puts three cards in Mana" in s for s, _, _ in told), told[:3]
    # a card played is revealed as it is played (5.1.2.c): that move names it
    assert any(" plays " in s for s, _, _ in told), told
    win.close()


def test_a_computer_game_resumes_against_the_computer(qtbot, inline_ai, tmp_path):
    """Display options and players belong to the game: a computer game saved (or left
    and resumed from the autosave) comes back with the computer in its seat and its
    hand face down, not as a hotseat game whose curtain would show its hand."""
    import shutil

    from altered_desktop import storage
    from altered_desktop.app import describe_saved_game

    win = computer_game(qtbot, "greedy", {}, 0, seed=9)
    rng = random.Random(4)
    for _ in range(8):
        play_person(win, rng)
        qtbot.waitUntil(lambda: win.game.pending.player != 0 or win.game.over, timeout=20000)
    assert win.game.meta["seats"] == "greedy,person"
    win.save_to(tmp_path / "g.json")
    win.session.flush_autosave()
    shutil.copy(storage.autosave_path(), tmp_path / "autosave.json")
    # the resume question says who plays, read from the record without replaying it
    assert "against the computer (Greedy AI" in describe_saved_game(tmp_path / "autosave.json")
    for path in (tmp_path / "g.json", tmp_path / "autosave.json"):
        win.start_new({"mode": Mode.HOTSEAT, "decks": _decks(), "seed": 2,
                       "names": ["A", "B"], "handoff": True})
        assert not win.session.ai_seats and win.handoff.isVisible()
        win.load_from(path)
        assert win.session.ai_seats == {0} and win.ai_seat.seat == 0
        assert win.ai_seat.policy == "greedy"
        assert not win.handoff.isVisible()
        assert_nothing_of(win, 0)
    win.close()


@pytest.mark.parametrize("seat", [1, 0])
def test_the_log_its_export_the_recap_and_the_end_screen_name_no_hidden_card(
        qtbot, inline_ai, tmp_path, seat):
    """A game against the computer played to its end: each log entry, as it is written,
    names none of the computer's cards the person cannot see (its hand, its Mana), nor
    do the recaps, the HTML export or the end screen; the log dock shows only those
    entries."""
    win = computer_game(qtbot, "greedy", {}, seat, seed=13)
    person = 1 - seat
    rng = random.Random(8)
    checked = 0
    said: list[str] = []
    # a card the person saw (in play, then returned to the hand) may be named: what the
    # log must not tell is a card the person never saw
    seen = view_names(win.game.view(person))
    while not win.game.over and len(win.game.answers) < 400:
        seen |= view_names(win.game.view(person))
        if win.game.pending.player == seat:
            qtbot.waitUntil(lambda: win.game.over or win.game.pending.player != seat,
                            timeout=20000)
        else:
            play_person(win, rng)
        seen |= view_names(win.game.view(person))
        hidden = set(secret_faces(win.game, seat, person).values()) - seen
        fresh = [e.text for e in win.game.log[checked:]]
        if win.table._recap is not None:
            fresh += list(win.table._recap[1])
        for text in fresh:
            named = sorted(n for n in hidden if n in str(text))
            assert not named, f"{text!r} names hidden cards {named}"
        said += [str(t) for t in fresh]
        checked = len(win.game.log)
    assert win.game.over
    hidden = set(secret_faces(win.game, seat, person).values()) - seen
    assert hidden  # its Mana at least: the check below is not empty
    win.export_log(tmp_path / "log.html")
    screens = [(tmp_path / "log.html").read_text(encoding="utf-8"),
               win.game_over.heading.text(), win.game_over.sub.text(),
               win.game_over.decisive.text(), win.game_over.plays.text(),
               win.statusBar().currentMessage()]
    for text in screens:
        named = sorted(n for n in hidden if n in text)
        assert not named, f"the end of the game names hidden cards {named}"
    assert win.game_over.isVisible() and said
    win.close()


@pytest.mark.parametrize("seat", [0, 1])
def test_explain_and_the_menus_look_through_the_persons_eyes(qtbot, inline_ai, monkeypatch,
                                                              seat):
    """Explain this (on a card, a place, Learn > Explain my Mana) asks the engine with the
    person's seat, never the computer's - with the computer in the first seat the table
    used to remember seat 0 as the last viewer - and what it says names none of the
    computer's hidden cards; a card's menu is titled from the table, so a hidden card
    has none to open."""
    from altered_desktop import lessons_ui

    win = computer_game(qtbot, "greedy", {}, seat, seed=5)
    person = 1 - seat
    qtbot.waitUntil(lambda: win.my_decision() is not None, timeout=20000)
    asked: list[tuple[int | None, str]] = []
    monkeypatch.setattr(lessons_ui, "show_explanation",
                        lambda parent, game, viewer, what: asked.append((viewer, what)))
    for what, player in (("mana", seat), ("mana", person), ("zone", seat)):
        lessons_ui.place_menu(win, what, player, "Reserve", None)
        win.place_menu.actions()[0].trigger()
    lessons_ui.explain_mine(win, "mana")
    card = next(it.oid for it in win.table.items if it.oid is not None and it.card)
    menu = win.context_menu_for(card)
    next(a for a in menu.actions() if a.text() == "Explain this").trigger()
    assert asked and {viewer for viewer, _ in asked} == {person}
    hidden = set(secret_faces(win.game, seat, person).values()) - view_names(win.game.view(person))
    assert hidden
    for viewer, what in asked:
        try:
            text = lessons_ui.explanation_html(lessons_ui.explain(win.game, viewer, what))
        except lessons_ui.ExplainError as e:
            text = str(e)
        named = sorted(n for n in hidden if n in text)
        assert not named, f"Explain {what} names hidden cards {named}"
    for oid in secret_faces(win.game, seat, person):
        assert win.table.item_for(oid) is None  # no face, so no menu and no zoom for it
        assert win._card_name(oid) == "that card"
    win.close()
