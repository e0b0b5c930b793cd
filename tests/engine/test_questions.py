"""The kernel's questions to the vocabulary (engine/gamestate/questions.py, issue #26): the
kernel declares them, `engine.effects.answers` and the card registry answer them, and a
question nobody answered is a clear error, never a silent default."""

from __future__ import annotations

import pytest

from engine.gamestate.questions import WORDS, Unanswered, Words, install


def test_every_question_is_answered_once_the_game_layer_is_loaded() -> None:
    import engine.game  # noqa: F401 - it imports the vocabulary's answers

    for name in Words.__annotations__:
        assert callable(getattr(WORDS, name)) or name == "scout_reaction", name


def test_an_unanswered_question_says_what_to_import() -> None:
    with pytest.raises(Unanswered, match="engine.effects.answers"):
        Words().morning_draws  # noqa: B018 - asking is the test


def test_the_kernel_refuses_an_answer_to_a_question_it_does_not_ask() -> None:
    with pytest.raises(TypeError, match="no question 'not_a_question'"):
        install(not_a_question=lambda: None)
