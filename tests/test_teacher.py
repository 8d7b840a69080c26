"""The teacher's edition (gamekit.teacher, notebooks/teacher/): answers worked out by the
engines, linked from the welcome page, absent from the student edition."""

from __future__ import annotations

import importlib.util
import json
from fractions import Fraction
from pathlib import Path

import pytest

from gamekit import exercises, load, teacher
from gamekit.errors import GameError

ROOT = Path(__file__).resolve().parent.parent


def _markdown(path: Path) -> str:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")


def test_sechs_as_answer_is_32_53():
    """One stone each, empty pot: x = 11/32, V = 32/53 (SA-3..SA-6 by hand)."""
    first = next(a for a in teacher.answer_key("sechs_as") if a.question.startswith("With one stone"))
    assert "x = 11/36/(1 − 1/9) = 11/32" in first.answer and f"32/53 ≈ {float(Fraction(32, 53)):.4f}" in first.answer


def test_german_entering_answer():
    """PG-16: a five shows on a die in 11 of 36 throws, and the bottom faces of 2-2 are fives: 12/36 = 1/3;
    4/9 when a sum of five also enters (option enter_on_sum_five)."""
    assert teacher.answer_key("pachisi/german")[0].answer.startswith("1/3 ≈ 0.333; with option enter_on_sum_five 4/9")


def test_czech_cowries_sum_to_one_and_grace():
    """PC-5: 0 up counts 25 (1/64), 1 up counts 10 (6/64 = 3/32); PC-6 grace throws 1/8."""
    ans = teacher.answer_key("pachisi/czech")
    assert "value 25: 1/64" in ans[0].answer and "value 10: 3/32" in ans[0].answer
    assert ans[1].answer.startswith("1/8")


def test_raja_pasu_first_moves_listed():
    """RP-4..RP-7: one line per opening hole; sowing hole 0 leaves reserves 15-4 (traced by the engine)."""
    text = teacher.answer_key("raja_pasu")[0].answer
    assert text.count("South sows from hole") == 8  # seven holes, and the best one named again
    assert "hole 0 (South's 1st): South's row 18, North's row 61, reserves 15–4" in text


def test_unknown_key_refused():
    with pytest.raises(GameError, match="teacher's editions"):
        teacher.answer_key("chess")


@pytest.mark.parametrize("key", list(teacher.PLAN))
def test_teacher_notebook_is_built_linked_and_answers_stay_out_of_the_student_edition(key):
    name = teacher.notebook(key)
    saved = ROOT / "notebooks" / "teacher" / f"{name}.ipynb"
    spec = importlib.util.spec_from_file_location("build_notebooks", ROOT / "scripts" / "build_notebooks.py")
    builder = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(builder)
    built = "\n".join(builder.teacher_cells(key))
    assert _markdown(saved) == built, "rebuild with python scripts/build_notebooks.py --teacher"
    assert f"teacher/{name}.ipynb" in _markdown(ROOT / "notebooks" / "index.ipynb")
    student = _markdown(ROOT / "notebooks" / f"{name}.ipynb")
    assert "**Answer.**" not in student and "Common wrong answers" not in student


def test_every_student_notebook_has_a_teachers_edition():
    """Every notebook of notebooks/ but the welcome page has one (the comparison notebook too)."""
    names = {p.stem for p in (ROOT / "notebooks").glob("*.ipynb")} - {"index"}
    assert {teacher.notebook(k) for k in teacher.PLAN} == names


def test_comparison_answers_are_computed():
    """Entering: 1/3 a throw and 19/27 within three tries (PG-16, PG-19) against a grace, 1/8 (PC-4, PC-6);
    a turn on an open track 49/5 German against 271/56 Czech (PG-13, PC-6)."""
    text = " ".join(a.answer for a in teacher.answer_key("compare_rule_sets"))
    assert "German: 1/3 per throw, 19/27 ≈ 0.704" in text and "a grace, 1/8 per throw, so 8 throws" in text
    assert "German: 49/5 ≈ 9.80 fields" in text and "Czech: 271/56 ≈ 4.84" in text
    assert "38 416 games" in text.replace(",", " ")  # (1.96 / 0.01)^2 rounded


def test_every_point_names_and_draws_a_position():
    """Each answer of a game's key shows a position; an exercise shows its own position."""
    for key in teacher.PLAN:
        for a in teacher.answer_key(key):
            if a.show is None:  # a question about sources: both sides of a disputed claim
                assert "open questions" in a.question or a.answer.startswith("Disputed")
                continue
            caption, state = a.show
            assert caption and state.to_json()["game"]
    ex = teacher.exercise_answers("raja_pasu")[0]
    assert ex.show[1] == exercises.generate("raja_pasu", "which_can_move", 0).state


def test_sechs_as_hand_position_is_one_stone_each():
    """SA-1: the position of the hand calculation, one stone each side, empty pot, South to throw."""
    caption, state = next(a for a in teacher.answer_key("sechs_as") if a.question.startswith("With one stone")).show
    assert (state.sides, state.pot, state.is_chance()) == ((1, 1), 0, True)


def test_wrong_answers_of_a_choice_are_the_engines_refusals():
    """Raja Pasu which-can-move seed 0: each wrong pick is an empty hole the engine refuses (RP-2)."""
    ex = exercises.generate("raja_pasu", "which_can_move", 0)
    wrong = teacher.wrong_answers(ex, limit=20)
    empty = [c["label"] for c in ex.choices if c["id"] not in ex.answer]
    assert [w for w, _ in wrong if not w.startswith("leaving out")] == empty
    assert all("(RP-2)" in why for w, why in wrong if not w.startswith("leaving out"))


def test_wrong_answer_of_a_relay_stops_after_the_first_lap():
    """RP-3: the slip 'no relay' ends where the first lap's last seed fell (hole 9 for seed 1, with the
    one pasu of that lap, 4 seeds to South, RP-5)."""
    ex = exercises.generate("raja_pasu", "what_happens", 1)
    (first, why), *_ = teacher.wrong_answers(ex)
    assert first == "the last seed lands in hole 9 (North's 3rd); South captures 4 and North 0" and "RP-3" in why


def test_wrong_chances_are_counted_the_wrong_way():
    """PG-16, PG-13: forgetting the fives under 2-2 gives 11/36; PC-2: seven equal values give 1/7."""
    german = exercises.generate("pachisi/german", "what_are_the_chances", 0)
    assert teacher.wrong_answers(german)[0][0] == "11/36 = 30.6%"
    czech = exercises.generate("pachisi/czech", "what_are_the_chances", 0)
    assert teacher.wrong_answers(czech)[0][0] == "1/7 = 14.3%"


def test_best_throw_from_the_start_is_the_solvers():
    """SA-2..SA-6 solved: the answer names the throw after which South's exact chance is highest, and shows it."""
    from gamekit.analysis import solve_sechs_as

    start = load("sechs_as").initial_state()
    solution = solve_sechs_as()
    values = {t: solution.value(start.apply(t)) for t, _p in start.chance_outcomes()}
    best = max(values, key=values.get)
    answer = next(a for a in teacher.answer_key("sechs_as") if a.question.startswith("Which throw"))
    assert answer.answer.startswith(f"{best[0]}-{best[1]}: South then wins {values[best]:.1%}")
    assert answer.show[1] == start.apply(best)


def test_disputed_questions_give_both_sides():
    """How old is Pachisi? Both sides of claim PH-7 (the V&A's 1,200 years, Schmidt-Madsen's 15th century)."""
    answer = next(a for a in teacher.answer_key("pachisi/german") if a.question == "How old is Pachisi?")
    assert "1,200 years" in answer.answer and "15th century" in answer.answer and answer.show is None
