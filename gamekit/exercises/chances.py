"""What are the chances?  An exact probability from :mod:`gamekit.analysis.exact` or the solver.

The questions per game (one chosen by the seed), each computed when the exercise is made:

* German Pachisi: entering in one throw (PG-16, 1/3; 4/9 with ``enter_on_sum_five``), entering
  within three throws at the start (PG-19), the chance of 14 pips in one throw (PG-13);
* Czech Pachisi: a grace throw (PC-6, 1/8 at p = 1/2), a throw of a given value (PC-2);
* Sechs-As: a throw offering an action (SA-2), a throw again (SA-5), and, from a position of
  seeded play, the chance that the player to throw wins with best play (the exact solver,
  answered as a percentage within 2 points);
* Raja Pasu has no chance (RP-1: no dice), so this kind refuses it.

Exact answers are stored as ``"p/q"``; answers within ``tolerance`` (half a percentage point
for exact fractions) count as right.
"""

from __future__ import annotations

from fractions import Fraction

from ..analysis import exact
from .base import Exercise, ExerciseError, seeded_position

KIND = "what_are_the_chances"
TOLERANCE = 0.005
SOLVER_TOLERANCE = 0.02


def _german(game, rng):
    five = game.options.enter_on_sum_five
    qs = [
        (
            "What is the chance that one throw of the two dice lets a piece enter?",
            exact.german_enter_probability(five),
            "A piece enters with a five on a die (PG-16); 5-1 .. 6-5 are 10 of the 36 throws, 5-5 one more, "
            "and 2-2 one more (its bottom faces are fives, PG-13): 12/36."
            + (" With enter_on_sum_five, 4-1 and 3-2 add 4/36." if five else ""),
            ("PG-16", "PG-13"),
        ),
        (
            "At the start (no piece in play), what is the chance to enter within three throws?",
            exact.german_enter_within(3, True, five),
            "Each throw enters with chance q = P(enter in one throw); three throws miss with (1 - q)^3 "
            "(PG-19), so the chance is 1 - (1 - q)^3.",
            ("PG-19", "PG-16"),
        ),
        (
            "What is the chance that one throw gives 14 pips in all (when every piece has been in play)?",
            exact.german_pips_distribution(False).get(14, Fraction(0)),
            "Only a double gives 14: its top and bottom faces, x + x + (7-x) + (7-x) = 14 (PG-13); "
            "6 doubles of the 36 throws.",
            ("PG-13",),
        ),
    ]
    return qs[int(rng.integers(len(qs)))]


def _czech(game, rng):
    p = Fraction(game.options.cowrie_p) if hasattr(game.options, "cowrie_p") else Fraction(1, 2)
    dist = exact.cowrie_distribution(p)
    v = [2, 3, 4, 5, 6, 10, 25][int(rng.integers(7))]
    qs = [
        (
            "What is the chance that a throw of the six cowries is a grace (6, 10 or 25)?",
            exact.grace_probability(p),
            "A grace is 6 mouths up (6), 1 mouth up (10) or none (25) (PC-2, PC-6): "
            "(1 + 6 + 1) of the 64 equally likely ways the six cowries fall.",
            ("PC-6", "PC-2"),
        ),
        (
            f"What is the chance that a throw of the six cowries gives the value {v}?",
            dist[v],
            "k mouths up out of six has C(6, k) of the 64 ways (each cowrie falls either way); values 2..6 "
            "are the mouths up, one mouth up is 10 and none is 25 (PC-2).",
            ("PC-2",),
        ),
    ]
    return qs[int(rng.integers(len(qs)))]


def _sechs_as(game, rng):
    probs = exact.sechs_as_action_probabilities()
    kind = int(rng.integers(3))
    if kind == 0:
        name = ["give", "take", "pot", "remove"][int(rng.integers(4))]
        die = {"give": 1, "take": 2, "pot": 5, "remove": 6}[name]
        return (
            f"What is the chance that a throw shows at least one {die} (the die that lets you {name} a stone)?",
            probs[name],
            f"11 of the 36 ordered throws show a {die} (6 with the first die, 6 with the second, 1 counted twice) (SA-2).",
            ("SA-2",),
        )
    if kind == 1:
        return (
            "What is the chance that a throw lets the same player throw again?",
            probs["throw_again"],
            "A double other than 2-2 throws again (SA-5): 5 of the 36 throws.",
            ("SA-5",),
        )
    return None


def _solver_question(game, rng, seed):
    from .which_is_better import solution

    sol = solution(game)
    state = seeded_position(game, rng, lambda s: True)
    while not state.is_chance():
        state = state.apply(state.legal_moves()[0])
        if state.is_terminal():
            raise ExerciseError("the seeded game ended")
    v = sol.value(state)
    who = game.player_names[state.current_player]
    s = state.sides
    return (
        f"{who} is about to throw, with {s[state.current_player]} stones on their side, {s[1 - state.current_player]} "
        f"on the other and {state.pot} in the pot. With best play by both, what is the chance that {who} wins? "
        f"(a percentage; within {SOLVER_TOLERANCE:.0%} counts)",
        Fraction(v).limit_denominator(10**6),
        f"The exact solver of gamekit.analysis.sechs_as (value iteration over all 455 positions, SA-2..SA-6) "
        f"gives {v:.1%}.",
        ("SA-2", "SA-5", "SA-6"),
        state,
    )


_QUESTIONS = {"pachisi/german": _german, "pachisi/czech": _czech, "sechs_as": _sechs_as}


def supports(key: str) -> bool:
    """Whether the game with registry key ``key`` has chance questions here."""
    return key in _QUESTIONS


def make(game, seed: int, rng) -> Exercise:
    """The exercise for ``game`` from the generator ``rng``; :class:`ExerciseError` for a game
    without chance (Raja Pasu)."""
    key = game.key
    if key not in _QUESTIONS:
        raise ExerciseError(
            f"{key} has no chance: no dice or cowries decide anything, so there is no chance to ask about"
        )
    q = _QUESTIONS[key](game, rng)
    state, tol = game.initial_state(), TOLERANCE
    if q is None:
        *q, state = _solver_question(game, rng, seed)
        tol = SOLVER_TOLERANCE
    prompt, value, how, rules = q
    value = Fraction(value)
    return Exercise(
        key=key,
        kind=KIND,
        seed=seed,
        prompt=prompt,
        position=state.to_json(),
        form="fraction",
        answer=f"{value.numerator}/{value.denominator}",
        explanation=(f"The exact chance is {value} = {float(value):.1%}. " if tol == TOLERANCE else "") + how,
        rule_ids=tuple(rules),
        tolerance=tol,
    )


__all__ = ["KIND", "TOLERANCE", "SOLVER_TOLERANCE"]
