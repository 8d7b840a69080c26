"""The teacher's edition: for each game notebook the learning goals, the time each part takes,
the answer to each question (computed here by the engines, never typed), common wrong answers
and what they reveal, and the positions to show.

``answer_key(key)`` returns the :class:`Answer` list of registry entry ``key``;
``positions(key)`` the ``(caption, state)`` pairs to show on the projector; ``PLAN[key]`` the
goals and timings.  ``notebooks/build/teacher.py`` writes them into ``notebooks/teacher/``.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import product

from . import load, registry
from .errors import GameError


@dataclass(frozen=True)
class Answer:
    """A question the student edition asks (or the class is asked), its ``answer`` (a sentence
    with the computed numbers), and ``wrong``: ``(wrong answer, what it reveals)`` pairs."""

    question: str
    answer: str
    wrong: tuple[tuple[str, str], ...] = ()


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
}
"""Goals and parts (name, minutes) of each notebook's lesson."""


def _sechs_as() -> list[Answer]:
    from .analysis import solve_sechs_as
    from .analysis.compare import exact_play

    throws = list(product(range(1, 7), repeat=2))
    six = Fraction(sum(6 in t for t in throws), 36)
    again = Fraction(sum(a == b and a in (1, 3, 4, 5) for a, b in throws), 36)
    x = six / (1 - again)
    v = 1 / (2 - x)
    game = load("sechs_as")
    solution = solve_sechs_as()
    perfect = solution.value(game.initial_state())
    rnd = exact_play(game, "random").win[0]
    strict = solve_sechs_as(all_actions_compulsory=True).value(
        load("sechs_as", all_actions_compulsory=True).initial_state()
    )
    return [
        Answer(
            "With one stone on each side and an empty pot, what is the thrower's chance to win?",
            f"x = {six}/(1 − {again}) = {x}, V = 1/(2 − x) = {v} ≈ {float(v):.4f}; the solver gives "
            f"{solution.throw_value(0, 0, 0):.4f}.",
            (
                ("11/36", "forgets that the doubles 1-1, 3-3, 4-4, 5-5 throw again"),
                ("1/2", "forgets that the thrower may win before the dice pass"),
            ),
        ),
        Answer(
            "Does the first player win more often?",
            f"Yes: {100 * perfect:.1f} % with perfect play, {100 * rnd:.1f} % with random play (exact).",
            (("50 %: the dice are fair", "confuses fair dice with a fair game: moving first is an advantage"),),
        ),
        Answer(
            "Does making every 1, 5 and 6 compulsory change the first player's chances?",
            f"Barely: {100 * perfect:.3f} % against {100 * strict:.3f} % (difference {100 * (perfect - strict):+.3f} points).",
            (("a lot", "expects every rule change to matter; measuring shows it hardly does"),),
        ),
    ]


def _raja_pasu() -> list[Answer]:
    start = load("raja_pasu").initial_state()
    rows = []
    for move in start.legal_moves():
        after = start.apply(move)
        rows.append(
            f"{move}: South's row {sum(after.board[:7])}, North's row {sum(after.board[7:])}, "
            f"reserves {after.reserves[0]}–{after.reserves[1]}"
        )
    best = max(start.legal_moves(), key=lambda m: start.apply(m).reserves[0] - start.apply(m).reserves[1])
    return [
        Answer(
            "Why might the opener be so strong? Look at the first move from each hole: how many seeds end up in each row?",
            "; ".join(rows) + f". The best first move for South's reserve is {best}.",
            (
                ("there is no luck, so it is fair", "confuses 'no dice' with 'no advantage'"),
                ("every first move is the same", "has not traced a relay sowing: the laps differ a lot"),
            ),
        ),
    ]


def _german() -> list[Answer]:
    from .analysis.exact import german_enter_probability, german_enter_within, german_expected_pips_per_throw

    p, p5 = german_enter_probability(), german_enter_probability(enter_on_sum_five=True)
    return [
        Answer(
            "What is the chance that one throw of two dice lets a piece enter (a five, PG-16)?",
            f"{p} ≈ {float(p):.3f}; with option enter_on_sum_five {p5} ≈ {float(p5):.3f}; within three throws "
            f"{german_enter_within(3)} ≈ {float(german_enter_within(3)):.3f}.",
            (("1/6", "thinks of one die"), ("2/6 = 1/3", "adds the two dice's chances and counts 5-5 twice")),
        ),
        Answer(
            "How many fields does a throw move on average (doubles count top and bottom, PG-13)?",
            f"{german_expected_pips_per_throw()} ≈ {float(german_expected_pips_per_throw()):.2f} pips.",
            (("7", "forgets that a double moves 14"),),
        ),
    ]


def _czech() -> list[Answer]:
    from .analysis.exact import cowrie_distribution, grace_probability

    d = cowrie_distribution()
    return [
        Answer(
            "How likely is each cowrie throw (six shells, p = 1/2)?",
            "; ".join(f"value {k}: {v}" for k, v in sorted(d.items())) + ".",
            (("each count 1/7", "ignores that there are many ways to get 3 up and one way to get 0 up"),),
        ),
        Answer(
            "How likely is a grace throw (PC-6)?",
            f"{grace_probability()} ≈ {float(grace_probability()):.3f}.",
            (("1/3: three of seven counts", "counts results, not their chances"),),
        ),
    ]


_KEYS = {"pachisi/german": _german, "pachisi/czech": _czech, "sechs_as": _sechs_as, "raja_pasu": _raja_pasu}


def exercise_answers(key: str) -> list[Answer]:
    """The answers of the exercises that the notebook of registry entry ``key`` asks, in the
    notebook's order, generated from ``gamekit.exercises.catalogue`` (so the key shows the very
    exercises the students see).  A wrong answer listed for a choice exercise is a choice that is
    not in the answer, with the engine's sentence (and rule ID) that the student is shown for it."""
    from .exercises import catalogue

    notebook = registry.entry(key).notebook
    if notebook not in catalogue.notebooks():
        return []
    out = []
    for n, ex in enumerate(catalogue.exercises_for(notebook), 1):
        if ex.form not in ("set", "choice"):
            right = None  # a fraction or predicted fields: no listed choices to be wrong with
        else:
            right = set(ex.answer) if ex.form == "set" else {ex.answer}
        wrong = tuple(
            (c["label"], ex.feedback[c["id"]])
            for c in ex.choices
            if right is not None and c["id"] not in right and c["id"] in ex.feedback
        )[:3]
        rules = ", ".join(ex.rule_ids)
        out.append(Answer(f"Exercise {n}: {ex.prompt}", f"{ex.answer_text()}. {ex.explanation} ({rules})", wrong))
    return out


def answer_key(key: str) -> list[Answer]:
    """The answers for the notebook of registry entry ``key``: the questions its text asks, then
    every exercise it asks (:func:`exercise_answers`); GameError for another key."""
    if key not in _KEYS:
        raise GameError(f"teacher's editions exist for {sorted(_KEYS)}, not {key!r}")
    return _KEYS[key]() + exercise_answers(key)


def positions(key: str, seeds=(1, 2)) -> list[tuple[str, object]]:
    """``(caption, state)`` pairs to show: the start, then a worksheet position per seed."""
    from .printing.worksheets import KEYS, items

    out = [("the starting position", load(key).initial_state())]
    if key in KEYS:
        out += [(f"{it.question} — {it.answer}", it.state) for it in items(key, seeds)]
    return out


def title(key: str) -> str:
    """The registry title of ``key``."""
    return registry.entry(key).title
