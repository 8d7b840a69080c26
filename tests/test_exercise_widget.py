"""The exercise widget: answering wrongly then rightly, the score, Show me and the JSON (no browser)."""

from __future__ import annotations

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
