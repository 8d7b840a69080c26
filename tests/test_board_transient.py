"""Issue 10 fault 3: transient board state never outlives the position it was made for.

Undo, Redo, the replay slider, Goto, New game, a computer action, a throw and a move all start a
new position; the selection, the throw picks, the animation and the message line of the old one
go with it.  The German example of the issue is pinned first; then a hypothesis test plays random
sequences of board actions and checks every click against a model that reads the click on the
position shown (the view's own ``click``), with the selection made on that position only.
"""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import gamekit  # noqa: E402
from gamekit.widgets import board  # noqa: E402
from gamekit.widgets.view import Refuse, Select  # noqa: E402


class FakeTime:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def german_position(pieces_red):
    g = gamekit.load("pachisi", ruleset="german")
    obj = g.initial_state().to_json()
    obj["pieces"]["red"] = list(pieces_red)
    return g.state_from_json(obj)


def test_issue_example_selection_does_not_survive_undo_redo():
    """Red [10, 20, 30, 71] throws 6-3; red piece 1 moves 6; Undo; click piece 2 (index 1: it is
    selected, it has two steps: 6 and 9); Redo; click "value:3" (a value of no chosen piece: no
    place of the board).  The selection was made on the undone position, so the click is refused and
    nothing moves."""
    b = board(german_position([10, 20, 30, 71]), speed="off")
    assert b.throw((6, 3)) is True
    assert b.click("piece:0") is False and b.selected == 0  # two steps: 6 or 9
    step6 = b.state.step(0, (6,))
    assert b.play(step6) is True
    after_step = b.state
    assert after_step.values == (3,) and after_step.pieces[0] == (16, 20, 30, 71)
    b.undo()
    assert b.click("piece:1") is False and b.selected == 1
    assert b.message.startswith("red piece 2 chosen")
    b.redo()
    assert b.selected is None and b.message == "" and b.state == after_step
    b.svgboard.click("value:3")  # the stale click arrives from the page: shown, not raised
    assert b.refused and "'value:3' is not a place on this board" in b.message
    assert b.record.cursor == 2 and b.state == after_step
    # selecting on the redone position works as usual: piece 2 moves 3 (20 -> 23)
    assert b.click("piece:1") is True  # one legal step left for it: played at once
    assert b.state.pieces[0][1] == 23


@pytest.mark.parametrize("how", ["goto", "slider", "new_game", "throw", "computer"])
def test_every_new_position_clears_selection_message_and_picks(how):
    clock = FakeTime()
    b = board(
        german_position([10, 20, 30, 71]),
        speed="off",
        seats=["person", "greedy", "person", "greedy"],
        time_source=clock,
    )
    b.throw((6, 3))
    b.click("piece:2")
    assert b.selected == 2 and b.message
    if how == "goto":
        b.goto(0)
    elif how == "slider":
        b.replay_slider.value = 0
    elif how == "new_game":
        b.new_game()
    elif how == "throw":
        b.goto(0)
        b.click("piece:0")  # refused: throw first (a refusal message)
        assert b.refused
        b.throw((2, 1))
    else:
        b.play(b.state.step(2, (6, 3)))
        clock.t += 10
        assert b.tick() == "computer"  # yellow (greedy) throws by itself
    assert b.selected is None and not b.refused and b.throw_picks is None
    assert b.message in ("", "New game.")
    assert "piece:" not in str(b.selected)


# ---------------------------------------------------------------------------------------------
# fuzz: random board actions; every click is read against the position shown

ACTIONS = [
    "click",
    "click",
    "click",
    "click",
    "value",
    "stale",
    "throw",
    "throw",
    "undo",
    "redo",
    "goto",
    "slider",
    "new",
    "computer",
    "tick",
    "tick",
    "step",
    "skip",
    "hint",
    "shell",
]


def _expected(view, state, token, selected) -> Any:
    try:
        return view.click(state, token, selected)
    except Exception:  # noqa: BLE001 -- the board turns an unreadable token into a refusal
        return Refuse("unreadable")


START_PIECES = {  # pieces in play, so that clicks often select (several steps, or a unit of two)
    "german": {
        "red": [10, 20, 30, 71],
        "yellow": [4, 14, 24, "yard"],
        "green": [6, 16, 26, "yard"],
        "blue": [2, 12, "yard", "yard"],
    },
    "czech": {
        "red": [10, 10, 30, "yard"],
        "yellow": [4, 4, 24, "yard"],
        "green": [6, 6, 16, "yard"],
        "blue": [2, 2, 12, "yard"],
    },
}


@pytest.mark.parametrize("ruleset", ["german", "czech"])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    script=st.lists(st.tuples(st.sampled_from(ACTIONS), st.integers(0, 10_000)), min_size=1, max_size=40),
    seed=st.integers(0, 1000),
)
def test_fuzz_every_click_is_read_against_the_position_shown(ruleset, script, seed):
    clock = FakeTime()
    g = gamekit.load("pachisi", ruleset=ruleset)
    obj = g.initial_state().to_json()
    obj["pieces"] = START_PIECES[ruleset]
    b = board(
        g.state_from_json(obj),
        seed=seed,
        speed="off",
        pace=1.0,
        seats=["person", "greedy", "person", "random"],
        time_source=clock,
    )
    view = b.view
    model_selected = None  # what the model says is selected on the position shown
    drawn: list[tuple[int, list[str]]] = []  # (position, tokens) of every drawing shown so far
    selections = 0
    for kind, k in script:
        pos_before, cursor_before, state = b.svgboard.position, b.record.cursor, b.state
        tokens = b.svgboard.tokens
        drawn.append((pos_before, tokens))
        if kind in ("click", "value"):
            if kind == "value":
                token = f"value:{k % 6 + 1}"
            elif tokens:
                token = tokens[k % len(tokens)]
            else:
                token = f"piece:{k % 4}"
            shown_selected = b.selected
            assert shown_selected == model_selected, "a selection outlived its position"
            if state.is_terminal() or state.is_chance():
                expected: Any = Refuse("not now")
            else:
                expected = _expected(view, state, token, model_selected)
            b.svgboard.click(token)
            if isinstance(expected, Refuse):
                assert b.record.cursor == cursor_before and b.state is state and b.refused
            elif isinstance(expected, Select):
                assert b.record.cursor == cursor_before and b.selected == expected.selected
                model_selected = expected.selected
                selections += 1
            else:  # a move: exactly the one the view reads on the position shown
                assert b.record.states[cursor_before] is state
                assert b.record.actions[cursor_before] == expected
                model_selected = None
        elif kind == "stale":
            old = [(p, t) for p, t in drawn if p != pos_before and t]
            if not old:
                continue
            p, ts = old[k % len(old)]
            b.svgboard.click(ts[k % len(ts)], position=p)
            # a click made on a drawing of another position plays nothing and selects nothing
            assert b.record.cursor == cursor_before and b.state is state
            assert b.selected == model_selected
        elif kind == "shell":
            if b.throw_board is not None:
                tks = b.throw_board.tokens or ["shell:0"]
                b.throw_board.click(tks[k % len(tks)])
                if b.record.cursor != cursor_before:
                    model_selected = None
        else:
            if kind == "throw":
                b.throw()
            elif kind == "undo":
                b.undo()
            elif kind == "redo":
                b.redo()
            elif kind == "goto":
                b.goto(k % (len(b.record) + 1))
            elif kind == "slider":
                b.replay_slider.value = k % (len(b.record) + 1)
            elif kind == "new":
                b.new_game()
            elif kind == "computer":
                b.computer_move()
            elif kind == "tick":
                clock.t += 1.0
                b.tick()
            elif kind == "step":
                b.step_animation()
            elif kind == "skip":
                b.skip_animation()
            elif kind == "hint":
                b.hint_toggle.value = not b.hint_toggle.value
            if b.svgboard.position != pos_before:  # a new position: nothing transient survives
                model_selected = None
                assert b.selected is None and b.throw_picks is None and not b.refused
        # invariants after every action: the selection is the model's; the drawing shown is of
        # the position shown (same position number <=> same state)
        assert b.selected == model_selected
        if b.svgboard.position == pos_before:
            assert b.state is state
        if b.state is not state:
            assert b.svgboard.position != pos_before
