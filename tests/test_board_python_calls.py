"""A board driven from Python raises the GameError that names an impossible argument.

For every registered game (the test game too), at the start and at the first decision
(after a throw where the game starts with one): ``play(99)``, ``goto("x")``, ``goto(-1)``,
``click("nonsense")`` and ``throw((7, 7))`` raise a :class:`gamekit.GameError` whose message names
the argument; the board's message line shows the same words, and the record, the replay slider,
the move list and the picture are as they were.  The same click from the page only shows the
message.  ``undo()`` with nothing to undo (and ``redo()`` with nothing to redo) returns False, as
their docstrings say, and changes nothing.
"""

from __future__ import annotations

import pytest

import gamekit
import gamekit.widgets as gw

CALLS = [
    ("play", 99),
    ("goto", "x"),
    ("goto", -1),
    ("click", "nonsense"),
    ("throw", (7, 7)),
]


def _snapshot(b):
    return (
        list(b.record.states),
        b.record.cursor,
        b.replay_slider.value,
        b.replay_slider.max,
        b.move_dropdown.options,
        b.svgboard.svg,
        b.log_lines,
    )


def _boards(key):
    b = gw.board(gamekit.load(key), speed="off")
    yield "start", b
    b2 = gw.board(gamekit.load(key), speed="off")
    if b2.state.is_chance():
        assert b2.throw() is True
    yield "decision", b2


@pytest.mark.parametrize("key", gamekit.registry.keys())
def test_impossible_arguments_from_python_raise_the_error_naming_them(key):
    for where, b in _boards(key):
        for method, arg in CALLS:
            before = _snapshot(b)
            with pytest.raises(gamekit.GameError) as exc:
                getattr(b, method)(arg)
            text = str(exc.value)
            assert repr(arg) in text, (key, where, method, text)
            assert b.message == text and b.refused, (key, where, method)
            assert _snapshot(b) == before, (key, where, method)
        # the same click from the page: the message is shown, nothing is raised or changed
        before = _snapshot(b)
        b.svgboard.click("nonsense")
        assert b.refused and "'nonsense' is not a place on this board" in b.message
        assert _snapshot(b) == before
        b.close()


@pytest.mark.parametrize("key", gamekit.registry.keys())
def test_undo_and_redo_with_nothing_to_do_return_false_and_change_nothing(key):
    b = gw.board(gamekit.load(key), speed="off")
    before = _snapshot(b)
    assert b.undo() is False and b.message == "Nothing to undo: this is the start." and not b.refused
    assert b.redo() is False and b.message == "Nothing to redo."
    assert _snapshot(b) == before
    assert (b.throw() if b.state.is_chance() else b.play(b.state.legal_moves()[0])) is True
    assert b.undo() is True and b.record.cursor == 0 and len(b.record) == 1
    assert b.redo() is True and b.record.cursor == 1
    b.close()
