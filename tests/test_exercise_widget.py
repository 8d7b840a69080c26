"""The exercise widget: answering wrongly then rightly, the score, Show me and the JSON (no browser)."""

from __future__ import annotations

import html
import json

from gamekit.exercises import from_json
from gamekit.widgets.exercise_widget import ExerciseWidget


def test_wrong_then_right_raja_pasu_which_can_move():
    """RP-2: picking an empty hole is refused with the rule ID; the right set scores 1 of 2."""
    w = ExerciseWidget("raja_pasu", "which_can_move", 0)
    ex = w.exercise
    wrong = next(i for i, c in enumerate(ex.choices) if c["id"] not in ex.answer)
    w._picks[wrong].value = True
    w.check()
    assert (
        "Not quite" in w._feedback.value and "RP-2" in w._feedback.value and 'aria-live="polite"' in w._feedback.value
    )
    w._picks[wrong].value = False
    for i, c in enumerate(ex.choices):
        w._picks[i].value = c["id"] in ex.answer
    w.check()
    assert "Right." in w._feedback.value and (w.right, w.asked) == (1, 2)
    w.new_question()
    assert w.seed == 1 and len(w.given) == 2
    w._toggle_json()
    assert [from_json(o) for o in json.loads(w._json.value)] == w.given


def test_chance_and_show_me():
    """PC-6: a grace is 1/8; Show me on a what-happens question gives the trace."""
    w = ExerciseWidget("pachisi/czech", "what_are_the_chances", 0)
    w._text.value = "50%"
    w.check()
    assert "Not 50%" in w._feedback.value
    w._text.value = w.exercise.answer
    w.check()
    assert "Right." in w._feedback.value
    w2 = ExerciseWidget("raja_pasu", "what_happens", 1)
    w2.show_me()
    assert "What happens: 1." in w2._feedback.value


def test_raja_pasu_answered_on_the_board():
    """RP-1, RP-2: the seven holes of South's row are the places, drawn alike (no "sow" in their
    names); seed 0 has holes 1, 3 and 5 with one seed each and the rest empty, so a click on the
    empty hole 0 is refused with RP-2, and clicks on 1, 3, 5 are right."""
    from gamekit.widgets.svgboard import click_tokens

    w = ExerciseWidget("raja_pasu", "which_can_move", 0)
    assert w.exercise.answer == ["1", "3", "5"]
    assert click_tokens(w.board.svg) == ["0", "1", "2", "3", "4", "5", "6"]
    assert "sow" not in w.board.svg and "picked" not in w.board.svg
    w.board.click("0")
    assert w._pick("0").value and 'data-click="0" data-label="hole 0 (South\'s 1st), picked"' in w.board.svg
    w.check()
    assert "Not quite" in w._feedback.value and "RP-2" in w._feedback.value
    w.board.click("0")  # unpick
    for h in ("1", "3", "5"):
        w.board.click(h)
    assert w.answer() == ["1", "3", "5"]
    w.check()
    assert "Right." in w._feedback.value and (w.right, w.asked) == (1, 2)
    w.board.click("1", position=w.board.position - 1)  # a click on the last question's drawing
    assert w._pick("1").value


def test_german_piece_with_several_values_is_picked_by_value():
    """PG-10a: with a 3 and a 1 each piece has three choices (3, 1, 3+1); a click on red piece 1
    says so and picks nothing; its button "by 3+1" picks it and the board rings the piece."""
    w = ExerciseWidget("pachisi/german", "which_can_move", 0)
    assert w.places["piece:0"] == ("red piece 1", ("0:3", "0:1", "0:3+1"))
    w.board.click("piece:0")
    assert "pick which values with the buttons (by 3, by 1, by 3+1)" in w._feedback.value
    assert w.answer() == []
    w._pick("0:3+1").value = True
    assert 'data-label="red piece 1, picked"' in w.board.svg
    w.check()
    assert "Right." in w._feedback.value


def test_show_me_plays_the_events_in_order():
    """ "Show me" shows the position before, then one frame per event of apply_with_events (German
    Pachisi: its view has no frames of its own), then the position after; the board's timer
    stops at the end."""
    from gamekit.widgets.exercise_widget import show_frames

    w = ExerciseWidget("pachisi/german", "what_happens", 11)
    state = w.exercise.state
    move = state.game.move_from_json(w.exercise.action)
    _after, events = state.apply_with_events(move)
    texts = [e.text for e in events if e.text]
    frames = show_frames(state, move)
    assert [c for _s, c in frames[1:-1]] == [f"Event {i} of {len(texts)}: {t}" for i, t in enumerate(texts, 1)]
    assert frames[0][1].startswith("Before: ") and frames[-1][1] == "After: " + "; ".join(texts) + "."
    w.show_me()
    assert w.board.tick_ms > 0 and w.board.svg == frames[0][0]
    seen = [w._caption.value]
    while w.board.tick_ms:
        w.step_show()
        seen.append(w._caption.value)
    assert sum(html.escape(t) in s for t in texts for s in seen) >= len(texts)


def test_show_me_raja_pasu_one_frame_per_seed():
    """RP-3: a relay sowing is shown seed by seed: the view's frames, one per event."""
    from gamekit.widgets import view_for
    from gamekit.widgets.exercise_widget import show_frames

    w = ExerciseWidget("raja_pasu", "what_happens", 2)
    state = w.exercise.state
    move = state.game.move_from_json(w.exercise.action)
    _after, events = state.apply_with_events(move)
    frames = show_frames(state, move)
    assert len(frames) == len(view_for(state.game).frames(state, move, events)) + 2 == len(events) + 2
    assert all("data-click" not in s for s, _c in frames)


def test_show_me_plays_a_whole_play_of_the_rollouts():
    """A German play of two steps (PG-10: the throw's 3 and 1 by two pieces) is shown step after
    step: the second step's frames start where the first step ends."""
    from gamekit.widgets.exercise_widget import show_frames

    w = ExerciseWidget("pachisi/german", "which_is_better", 1)
    moves = w.answer_moves()
    assert [m.to_json() for m in moves] == w.exercise.action["play"] and len(moves) == 2
    state = w.exercise.state
    expected = show_frames(state, moves[0]) + show_frames(state.apply(moves[0]), moves[1])
    w.show_me()
    assert w._show_queue == expected
    assert expected[len(show_frames(state, moves[0]))][1] == f"Before: {state.apply(moves[0]).describe(moves[1])}."
