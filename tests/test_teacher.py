"""The teacher's edition (gamekit.teacher, notebooks/teacher/): answers worked out by the
engines, linked from the welcome page, absent from the student edition."""

from __future__ import annotations

import json
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from gamekit import registry, teacher
from gamekit.errors import GameError

ROOT = Path(__file__).resolve().parent.parent


def _markdown(path: Path) -> str:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")


def test_sechs_as_answer_is_32_53():
    """One stone each, empty pot: x = 11/32, V = 32/53 (SA-3..SA-6 by hand)."""
    first = teacher.answer_key("sechs_as")[0]
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
    name = registry.entry(key).notebook
    saved = ROOT / "notebooks" / "teacher" / f"{name}.ipynb"
    sys.path.insert(0, str(ROOT / "notebooks" / "build"))
    try:
        import teacher as builder  # notebooks/build/teacher.py
    finally:
        sys.path.pop(0)
    built = "\n".join(c["source"] for c in builder.cells_for(key))
    assert _markdown(saved) == built, "rebuild with notebooks/build/teacher.py"
    assert f"teacher/{name}.ipynb" in _markdown(ROOT / "notebooks" / "index.ipynb")
    student = _markdown(ROOT / "notebooks" / f"{name}.ipynb")
    assert "**Answer.**" not in student and "Common wrong answers" not in student
