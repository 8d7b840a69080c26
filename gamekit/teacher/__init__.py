"""The teacher's edition: for each notebook the learning goals, the time each part takes, the
answer to each question and exercise (computed here by the engines, never typed), common wrong
answers and what they reveal, and the position to show for each point.

``answer_key(key)`` returns the :class:`Answer` list of ``key`` (a registry key, or
``"compare_rule_sets"`` for the comparison notebook); each answer's ``show`` is the
``(caption, state)`` to put on the projector; ``positions(key)`` lists them; ``PLAN[key]`` the
goals and timings.  ``scripts/build_notebooks.py --teacher`` writes them as the sources
``notebooks/src/teacher/NAME.py`` of ``notebooks/teacher/``.
"""

from __future__ import annotations

from .. import registry
from ..errors import GameError, str_arg
from . import compare, questions
from .questions import Answer
from .wrong import wrong_answers

PLAN = {
    "pachisi/german": {
        "goals": [
            "read a throw of two dice as separate values or a sum (PG-10, PG-11)",
            "explain why a five is needed to enter and how likely it is (PG-16)",
            "use *why not?* to find the rule that forbids a move",
        ],
        "parts": [("the rules, stepped through", 10), ("why not? on small positions", 10), ("play on the board", 15)],
    },
    "pachisi/czech": {
        "goals": [
            "count cowrie throws and their chances (PC-5, PC-6)",
            "see what a grace throw is worth",
            "compare the Czech and German rules",
        ],
        "parts": [("cowries and their values", 10), ("units and castles", 10), ("play on the board", 15)],
    },
    "sechs_as": {
        "goals": [
            "work out a chance by hand and check it with the solver",
            "see that throwing first is worth a few percentage points",
            "read a heat map of chances",
        ],
        "parts": [
            ("play in pairs on paper (tally sheet)", 10),
            ("the exact first-player advantage", 10),
            ("heat maps and the compulsory-dice option", 10),
        ],
    },
    "raja_pasu": {
        "goals": [
            "trace a relay sowing seed by seed (RP-4, RP-5)",
            "explain why the opener wins most rounds",
            "see that a game without dice can still be unfair",
        ],
        "parts": [("rules and a traced sowing", 10), ("class against the computer", 10), ("the opener experiment", 10)],
    },
    "compare_rule_sets": {
        "goals": [
            "compare what one throw gives under dice and cowries, exactly (PG-13, PC-2)",
            "read a 95 % confidence interval: can these games tell?",
            "flip one rule and measure what it changes",
            "tell what a source says from what is disputed",
        ],
        "parts": [
            ("one throw, exact: dice, cowries and p", 10),
            ("entering and one turn", 10),
            ("whole games: does going first help?", 15),
            ("flip one rule", 10),
            ("history and open questions", 10),
        ],
    },
}
"""Goals and parts (name, minutes) of each notebook's lesson, by key (see :func:`answer_key`)."""

_QUESTIONS = {
    "pachisi/german": questions.german,
    "pachisi/czech": questions.czech,
    "sechs_as": questions.sechs_as,
    "raja_pasu": questions.raja_pasu,
    "compare_rule_sets": compare.answers,
}


def _check(key) -> str:
    str_arg(key, "answer_key", "key")
    if key not in _QUESTIONS:
        raise GameError(f"teacher's editions exist for {sorted(_QUESTIONS)}, not {key!r}")
    return key


def notebook(key: str) -> str:
    """The student notebook's name (``notebooks/<name>.ipynb``) of ``key``; GameError for another key."""
    key = _check(key)
    return key if key == "compare_rule_sets" else registry.entry(key).notebook


def title(key: str) -> str:
    """The title of ``key``'s notebook (the registry title of a game); GameError for another key."""
    key = _check(key)
    return "Comparing the rule sets" if key == "compare_rule_sets" else registry.entry(key).title


def exercise_answers(key: str) -> list[Answer]:
    """The answers of the exercises that the notebook of ``key`` asks, in the notebook's order,
    generated from ``gamekit.exercises.catalogue`` (so the key shows the very exercises the
    students see).  Each answer's wrong answers come from :func:`gamekit.teacher.wrong.wrong_answers`
    (for a choice, the engine's refusal with its rule ID) and its ``show`` is the exercise's position."""
    from ..exercises import catalogue

    name = notebook(key)
    if name not in catalogue.notebooks():
        return []
    out = []
    for n, ex in enumerate(catalogue.exercises_for(name), 1):
        rules = ", ".join(ex.rule_ids)
        caption = f"exercise {n}: {registry.entry(ex.key).title}, {ex.kind.replace('_', ' ')} (seed {ex.seed})"
        out.append(
            Answer(
                f"Exercise {n}: {ex.prompt}",
                f"{ex.answer_text()}. {ex.explanation} ({rules})",
                wrong_answers(ex),
                (caption, ex.state),
            )
        )
    return out


def answer_key(key: str) -> list[Answer]:
    """The answers for the notebook of ``key`` (a key of :data:`PLAN`): the questions its text
    asks, then every exercise it asks (:func:`exercise_answers`); GameError for another key."""
    key = _check(key)
    return _QUESTIONS[key]() + exercise_answers(key)


def positions(key: str) -> list[tuple[str, object]]:
    """``(caption, state)``: the position to show for each point of ``key``'s lesson, in order."""
    return [a.show for a in answer_key(key) if a.show is not None]


__all__ = ["Answer", "PLAN", "answer_key", "exercise_answers", "positions", "notebook", "title", "wrong_answers"]
