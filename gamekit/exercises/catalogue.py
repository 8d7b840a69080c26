"""The exercises each notebook uses, with their seeds, in one place.

``CATALOGUE[notebook]`` is a tuple of ``(key, kind, seed)``; :func:`exercises_for` makes them
with :func:`gamekit.exercises.generate`, so a notebook and its answer key (the teacher's
edition, :func:`answer_key_markdown`) show the same questions.
"""

from __future__ import annotations

from .base import Exercise, ExerciseError

CATALOGUE: dict[str, tuple[tuple[str, str, int], ...]] = {
    "pachisi_german": (
        ("pachisi/german", "what_are_the_chances", 0),  # after entering on a five: 1/3 (PG-16)
        ("pachisi/german", "what_are_the_chances", 2),  # after two fives: 14 pips (PG-13)
        ("pachisi/german", "which_rule", 11),  # after higher value first (PG-11)
        ("pachisi/german", "which_rule", 87),  # after gates (PG-22)
        ("pachisi/german", "what_happens", 11),  # after captures: a capture (PG-21)
        ("pachisi/german", "which_can_move", 2),  # after a whole game
    ),
    "pachisi_czech": (
        ("pachisi/czech", "what_are_the_chances", 7),  # after the cowrie throw: a grace, 1/8 (PC-6)
        ("pachisi/czech", "which_rule", 0),  # after entering on a grace (PC-4)
        ("pachisi/czech", "which_can_move", 1),  # after units
        ("pachisi/czech", "which_rule", 3),  # after castles (PC-9)
        ("pachisi/czech", "what_happens", 0),  # after the exact finish
        ("pachisi/czech", "what_are_the_chances", 0),  # after Czech and German side by side: a cowrie value (PC-2)
    ),
    "sechs_as": (
        ("sechs_as", "which_can_move", 0),  # after the rules
        ("sechs_as", "what_happens", 0),  # after play
        ("sechs_as", "what_are_the_chances", 6),  # in the exact analysis: throwing again (SA-5)
        ("sechs_as", "what_are_the_chances", 0),  # after the first player's advantage: the solver
        ("sechs_as", "which_is_better", 4),  # after declining a die: the solver
        ("sechs_as", "which_rule", 0),  # after must every die be used (SA-3)
    ),
    "raja_pasu": (
        ("raja_pasu", "which_can_move", 0),  # after the rules: an empty hole cannot be sown (RP-2)
        ("raja_pasu", "what_happens", 2),  # after the first move: a relay, no capture (RP-3)
        ("raja_pasu", "what_happens", 0),  # after pasu: a four captured (RP-5)
        ("raja_pasu", "what_happens", 1),  # after pussa (RP-4)
        ("raja_pasu", "which_rule", 2),  # after the play board: why a hole is refused
        ("raja_pasu", "which_can_move", 4),  # after the rule switch
        ("raja_pasu", "which_is_better", 0),  # after "which hole is best here?": the rollouts (evaluate)
    ),
    "compare_rule_sets": (
        ("pachisi/german", "which_rule", 0),  # entering: a five (PG-16) ...
        ("pachisi/czech", "which_rule", 0),  # ... or a grace (PC-4)
        ("pachisi/german", "what_are_the_chances", 0),  # the chance to enter: 1/3 ...
        ("pachisi/czech", "what_are_the_chances", 7),  # ... against a grace, 1/8
    ),
}
"""Per notebook name (``notebooks/<name>.ipynb``), the exercises it asks, in order."""


def entry(notebook: str, number: int) -> tuple[str, str, int]:
    """The ``(key, kind, seed)`` of exercise ``number`` (counted from 1, as the notebook shows it) of ``notebook``.

    Raises :class:`ExerciseError` for a notebook without exercises or a number out of range."""
    if notebook not in CATALOGUE:
        raise ExerciseError(f"no exercises listed for {notebook!r}; notebooks with exercises: {', '.join(CATALOGUE)}")
    listed = CATALOGUE[notebook]
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(listed):
        raise ExerciseError(f"{notebook} has exercises 1..{len(listed)}, not {number!r}")
    return listed[number - 1]


def notebooks() -> tuple[str, ...]:
    """The notebooks that ask exercises."""
    return tuple(CATALOGUE)


def exercises_for(notebook: str) -> list[Exercise]:
    """The exercises of ``notebook``, made from the catalogue's seeds.

    Raises :class:`ExerciseError` for a notebook without exercises (naming those with some)."""
    from . import generate

    if notebook not in CATALOGUE:
        raise ExerciseError(f"no exercises listed for {notebook!r}; notebooks with exercises: {', '.join(CATALOGUE)}")
    return [generate(key, kind, seed) for key, kind, seed in CATALOGUE[notebook]]


def answer_key_markdown(notebook: str) -> str:
    """The answer key of ``notebook`` as markdown: each exercise's prompt, answer, explanation and rules."""
    parts = [f"## Answers: {notebook}"]
    for i, ex in enumerate(exercises_for(notebook), 1):
        parts += ["", f"### Exercise {i}", "", ex.explanation_markdown()]
    return "\n".join(parts)
